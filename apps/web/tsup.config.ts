import { defineConfig } from 'tsup';

// The host server ships as one ESM file next to the SPA build; its dependencies stay in node_modules.
export default defineConfig({
  entry: { index: 'server/index.ts' },
  outDir: 'dist-server',
  format: ['esm'],
  platform: 'node',
  target: 'node20',
  clean: true,
  sourcemap: true,
});
