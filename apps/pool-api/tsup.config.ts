import { defineConfig } from 'tsup';

// The server runs as one ESM file (`node dist/index.js`) that also exports createPoolApi; the client is its own entry
// so the web app's bundle gets openapi-fetch and a few lines, never Hono, zod or the database.
export default defineConfig({
  entry: { index: 'src/index.ts', client: 'src/client/index.ts' },
  outDir: 'dist',
  format: ['esm'],
  platform: 'node',
  target: 'node20',
  clean: true,
  sourcemap: true,
});
