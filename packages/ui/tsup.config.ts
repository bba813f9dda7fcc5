import { vanillaExtractPlugin } from '@vanilla-extract/esbuild-plugin';
import { defineConfig } from 'tsup';

// vanilla-extract is compiled here, so consumers import `@lode/ui/styles.css` and need no plugin.
export default defineConfig({
  // One entry per component folder plus the index, with code splitting: dist/index.js re-exports small modules that
  // a consumer's bundler drops when unused (`sideEffects` names only CSS). A single bundled file defeats that, since
  // minification strips the pure annotations that statement-level tree shaking would need.
  // Shared modules (tokens, hooks) are entries too, so a chunk never ties a tiny hook to a big component.
  entry: [
    'src/index.ts',
    'src/[A-Z]*/index.ts',
    'src/{breakpoints,colorMode,storage,tokens}/*.{ts,tsx}',
    // The drawer and its links apart from the shell, for a menu that reuses them without it.
    'src/AppShell/AppShell{Drawer,NavLink}.tsx',
    '!src/**/*.{test,stories}.{ts,tsx}',
  ],
  splitting: true,
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
