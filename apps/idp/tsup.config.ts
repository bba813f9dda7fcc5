import { defineConfig } from 'tsup';

// One ESM file that both runs (`node dist/index.js`) and exports startIdp; dependencies stay in node_modules.
export default defineConfig({
  entry: { index: 'src/index.ts' },
  outDir: 'dist',
  format: ['esm'],
  platform: 'node',
  target: 'node20',
  clean: true,
  sourcemap: true,
});
