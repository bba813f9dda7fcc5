import { defineConfig } from 'tsup';

// The host server ships as one ESM file next to the SPA build; its dependencies stay in node_modules. The route
// modules it shares with the SPA take locales and locale paths from `@lode/i18n/paths`, the package's React-free
// entry, so the server never loads React.
export default defineConfig({
  entry: { index: 'server/index.ts' },
  outDir: 'dist-server',
  format: ['esm'],
  platform: 'node',
  target: 'node20',
  clean: true,
  sourcemap: true,
});
