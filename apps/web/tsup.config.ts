import { fileURLToPath } from 'node:url';
import { defineConfig } from 'tsup';

// The host server ships as one ESM file next to the SPA build; its dependencies stay in node_modules. The route
// modules it shares with the SPA use only @lode/i18n's path helpers: those are bundled from their source file, so
// the server never loads React (the package's entry defines React contexts at import).
export default defineConfig({
  entry: { index: 'server/index.ts' },
  outDir: 'dist-server',
  format: ['esm'],
  platform: 'node',
  target: 'node20',
  clean: true,
  sourcemap: true,
  noExternal: ['@lode/i18n'],
  esbuildOptions(options) {
    options.alias = {
      '@lode/i18n': fileURLToPath(new URL('../../packages/i18n/src/paths.ts', import.meta.url)),
    };
  },
});
