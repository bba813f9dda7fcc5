import { defineConfig } from 'tsup';

const shared = {
  format: ['esm' as const],
  // tsup's dts step sets `baseUrl`, which TypeScript 6 deprecates.
  dts: { compilerOptions: { ignoreDeprecations: '6.0' } },
  sourcemap: true,
  target: 'es2022',
};

export default defineConfig([
  // The browser side: one module per source file (splitting), so an app pays only for the helpers it imports.
  // `paths` is the React-free entry (locales, locale paths, detection) for servers, scripts and other packages.
  {
    ...shared,
    entry: { index: 'src/index.ts', paths: 'src/pathsEntry.ts' },
    splitting: true,
    clean: true,
    platform: 'browser',
    external: ['react', 'react/jsx-runtime', 'react-intl', 'react-router-dom'],
  },
  // The build-time side, for Node: the Vite plugin and the `lode-i18n` command (extract, check).
  {
    ...shared,
    entry: ['src/vite.ts', 'src/cli.ts'],
    platform: 'node',
    target: 'node20',
    external: ['vite', '@formatjs/icu-messageformat-parser'],
  },
]);
