import { defineConfig } from 'tsup';

export default defineConfig({
  // The client (and jose with it) is a chunk of its own that AuthProvider imports after the first paint.
  entry: ['src/index.ts'],
  splitting: true,
  format: ['esm'],
  platform: 'browser',
  // tsup's dts step sets `baseUrl`, which TypeScript 6 deprecates.
  dts: { compilerOptions: { ignoreDeprecations: '6.0' } },
  clean: true,
  sourcemap: true,
  target: 'es2022',
  external: ['react', 'react/jsx-runtime'],
});
