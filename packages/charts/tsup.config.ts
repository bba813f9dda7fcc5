import { vanillaExtractPlugin } from '@vanilla-extract/esbuild-plugin';
import { defineConfig } from 'tsup';

// vanilla-extract is compiled here, so consumers import `@lode/charts/styles.css` and need no plugin.
export default defineConfig({
  // One entry per chart plus the index, with code splitting, like @lode/ui: an app that draws only a LineChart
  // does not carry the BarChart.
  entry: ['src/index.ts', 'src/[A-Z]*/index.ts', '!src/**/*.{test,stories}.{ts,tsx}'],
  splitting: true,
  format: ['esm'],
  // tsup's dts step sets `baseUrl`, which TypeScript 6 deprecates.
  dts: { compilerOptions: { ignoreDeprecations: '6.0' } },
  clean: true,
  sourcemap: true,
  minify: true,
  target: 'es2022',
  // @lode/ui is a peer: the app has it already, and its motion hook must be the app's own instance.
  external: ['react', 'react-dom', 'react/jsx-runtime', '@lode/ui'],
  esbuildPlugins: [vanillaExtractPlugin({ identifiers: 'short' })],
});
