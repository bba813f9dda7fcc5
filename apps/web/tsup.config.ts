import { defineConfig } from 'tsup';

// The host server ships as one ESM file next to the SPA build; its dependencies stay in node_modules. It reads the
// SPA's route declarations to answer unknown paths with 404, and takes locales and locale paths from
// `@lode/i18n/paths`, the package's React-free entry: the server never loads React.
export default defineConfig({
  entry: { index: 'server/index.ts' },
  outDir: 'dist-server',
  format: ['esm'],
  platform: 'node',
  target: 'node20',
  clean: true,
  sourcemap: true,
  esbuildPlugins: [
    {
      name: 'lode:server-without-pages',
      setup(build) {
        // A route declaration names its page in an `import()` that the server never calls: leave it unbundled.
        build.onResolve({ filter: /.*/ }, (args) =>
          args.kind === 'dynamic-import' ? { path: args.path, external: true } : undefined,
        );
        // Anything else reaching React means a page or component leaked into the server's imports.
        build.onResolve({ filter: /^(react|react-dom|react-intl|react-router-dom)(\/.*)?$/ }, (args) =>
          args.kind === 'import-statement' && !args.importer.endsWith('.d.ts')
            ? {
                errors: [
                  { text: `the host server must not load React (${args.path} from ${args.importer})` },
                ],
              }
            : undefined,
        );
      },
    },
  ],
});
