import { fileURLToPath } from 'node:url';
import { defineConfig } from 'tsup';

// The host server ships as one ESM file next to the SPA build; its dependencies stay in node_modules. The route
// modules it shares with the SPA use only @lode/i18n's path helpers and detection: those are bundled from their
// source (server/i18nServer.ts), so the server never loads React (the package's entry defines React contexts).
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
      '@lode/i18n': fileURLToPath(new URL('./server/i18nServer.ts', import.meta.url)),
    };
  },
});
