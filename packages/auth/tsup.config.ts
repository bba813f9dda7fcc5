import { readFileSync } from 'node:fs';
import { readFile, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { defineConfig, type Options } from 'tsup';

type EsbuildPlugin = NonNullable<Options['esbuildPlugins']>[number];

/**
 * The silent page takes the engine's framework-free core (`@axa-fr/oidc-client`, which `@axa-fr/react-oidc`
 * re-exports and depends on at the same version) straight from the engine package's own dependency: the frame
 * renders nothing, and the React package's module would bring its components (and React) along.
 */
const engineCore: EsbuildPlugin = {
  name: 'lode:engine-core',
  setup(build) {
    const core = JSON.parse(readFileSync(engineFile('@axa-fr/oidc-client', 'package.json'), 'utf8')) as {
      module: string;
    };
    const entry = engineFile('@axa-fr/oidc-client', core.module);
    build.onResolve({ filter: /^@axa-fr\/react-oidc$/ }, () => ({ path: entry }));
  },
};

/** A file of one of the engine's own dependencies, as `@axa-fr/react-oidc` resolves them (same version). */
function engineFile(dependency: string, file: string): string {
  const require = createRequire(import.meta.url);
  const reactPackage = dirname(require.resolve('@axa-fr/react-oidc/package.json'));
  return join(dirname(require.resolve(`${dependency}/package.json`, { paths: [reactPackage] })), file);
}

export default defineConfig([
  {
    entry: ['src/index.ts', 'src/serviceWorker.ts'],
    splitting: true,
    format: ['esm'],
    platform: 'browser',
    // tsup's dts step sets `baseUrl`, which TypeScript 6 deprecates.
    dts: { compilerOptions: { ignoreDeprecations: '6.0' } },
    // The silent page's files are the other build's: never removed by this one, whichever finishes first.
    clean: ['**/*', '!silent', '!silent/**', '!silent-check-sso.html', '!OidcServiceWorker.js'],
    sourcemap: true,
    target: 'es2022',
    external: ['react', 'react/jsx-runtime'],
  },
  {
    entry: { 'silent-check-sso': 'src/silentPage.ts' },
    outDir: 'dist/silent',
    format: ['iife'],
    platform: 'browser',
    target: 'es2022',
    minify: true,
    noExternal: [/.*/],
    esbuildPlugins: [engineCore],
    dts: false,
    clean: true,
    async onSuccess() {
      const template = await readFile('src/silent-check-sso.html', 'utf8');
      const script = (await readFile('dist/silent/silent-check-sso.global.js', 'utf8')).trim();
      // A `</script>` inside the bundle would end the element early: escape it as HTML parsers require.
      const page = template.replace(
        '/* lode:silent-check-script */',
        script.replaceAll('</script', '<\\/script'),
      );
      await writeFile('dist/silent-check-sso.html', page);
      // The engine's service worker, from the installed engine: its version must be the page's engine version, or
      // the engine unregisters it and reloads the page.
      const worker = await readFile(
        engineFile('@axa-fr/oidc-client-service-worker', 'dist/OidcServiceWorker.js'),
        'utf8',
      );
      await writeFile('dist/OidcServiceWorker.js', worker.replace(/\n\/\/# sourceMappingURL=.*\s*$/, '\n'));
    },
  },
]);
