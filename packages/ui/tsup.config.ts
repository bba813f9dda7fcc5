import { vanillaExtractPlugin } from '@vanilla-extract/esbuild-plugin';
import { defineConfig } from 'tsup';

// vanilla-extract is compiled here, so consumers import `@lode/ui/styles.css` and need no plugin (DESIGN.md §1).
export default defineConfig({
  entry: ['src/index.ts'],
  format: ['esm'],
  // tsup's dts step sets `baseUrl`, which TypeScript 6 deprecates.
  dts: { compilerOptions: { ignoreDeprecations: '6.0' } },
  clean: true,
  sourcemap: true,
  // Minified so the shipped CSS carries no per-file source comments; source maps keep it readable.
  minify: true,
  target: 'es2022',
  external: ['react', 'react-dom', 'react/jsx-runtime'],
  esbuildPlugins: [vanillaExtractPlugin({ identifiers: 'short' })],
});
