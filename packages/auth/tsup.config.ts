import { readFile, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { defineConfig } from 'tsup';

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
    clean: ['**/*', '!silent', '!silent/**', '!silent-check-sso.*', '!OidcServiceWorker.js'],
    sourcemap: true,
    target: 'es2022',
    external: ['react', 'react/jsx-runtime'],
  },
  {
    // The silent page: a small inline script (it answers the start-up stage's probe by itself) and the engine's part,
    // `silent-check-sso.js` beside the page, which that script loads for the engine's own silent check only.
    entry: { 'silent-check-sso': 'src/silentPage.ts', 'silent-loader': 'src/silentLoader.ts' },
    outDir: 'dist/silent',
    format: ['iife'],
    platform: 'browser',
    target: 'es2022',
    minify: true,
    noExternal: [/.*/],
    dts: false,
    clean: true,
    async onSuccess() {
      const template = await readFile('src/silent-check-sso.html', 'utf8');
      const loader = (await readFile('dist/silent/silent-loader.global.js', 'utf8')).trim();
      // A `</script>` inside the script would end the element early: escape it as HTML parsers require.
      const page = template.replace(
        '/* lode:silent-check-script */',
        loader.replaceAll('</script', '<\\/script'),
      );
      await writeFile('dist/silent-check-sso.html', page);
      const engineScript = await readFile('dist/silent/silent-check-sso.global.js', 'utf8');
      await writeFile('dist/silent-check-sso.js', `${engineScript.trim()}\n`);
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
