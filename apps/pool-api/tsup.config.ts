import { defineConfig } from 'tsup';

// The server runs as one ESM file (`node dist/index.js`) that also exports createPoolApi; the client, the Markdown
// renderer and the route-rules matcher are entries of their own so the web app's bundle gets openapi-fetch, micromark
// and a few lines, never Hono, zod or the database.
export default defineConfig({
  entry: {
    index: 'src/index.ts',
    client: 'src/client/index.ts',
    markdown: 'src/domain/markdown.ts',
    'route-rules': 'src/domain/routeRules.ts',
  },
  outDir: 'dist',
  format: ['esm'],
  platform: 'node',
  target: 'node20',
  clean: true,
  sourcemap: true,
});
