import { randomUUID } from 'node:crypto';
import { createRequire } from 'node:module';
import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { i18nCatalogs, i18nStripDefaultMessages } from '@lode/i18n/vite';
import { serviceWorkerFiles, trustedDomainsScript } from '@lode/auth/service-worker';
import { colorModeScript } from '@lode/ui';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import react from '@vitejs/plugin-react';
import { defineConfig, runnerImport, type Plugin } from 'vite';
import type * as CatalogPartsModule from './src/app/catalogParts.ts';

// The catalog parts are derived from the route declarations, which name every page's module in an `import()`.
// Vite bundles its config file with everything it imports, dynamic imports included, so the declarations are loaded
// through a module runner instead: nothing is loaded until asked for, and no page module ever is here.
const { module: routeCatalogs } = await runnerImport<typeof CatalogPartsModule>(
  fileURLToPath(new URL('./src/app/catalogParts.ts', import.meta.url)),
);
const { catalogParts } = routeCatalogs;

const buildId = process.env.LODE_BUILD_ID ?? randomUUID();

/** Inlines the pre-paint colour-mode script, so a stored dark theme paints dark from the first frame. */
function colorModeScriptPlugin(): Plugin {
  return {
    name: 'lode:color-mode-script',
    transformIndexHtml: (html) =>
      html.replace('<!-- lode:color-mode-script -->', `<script>${colorModeScript}</script>`),
  };
}

/** Writes `builds/latest.json`, which the app polls to notice a new deployment. */
function buildInfoPlugin(): Plugin {
  return {
    name: 'lode:build-info',
    apply: (_, env) => env.command === 'build' && !env.isSsrBuild,
    generateBundle() {
      this.emitFile({
        type: 'asset',
        fileName: 'builds/latest.json',
        source: `${JSON.stringify({ id: buildId, timestamp: Date.now() })}\n`,
      });
    },
  };
}

/**
 * @lode/auth's files beside the pages: the silent sign-in check's page, its engine script and the engine's service
 * worker (as the installed @lode/auth ships them, so their engine is the pages' engine). In dev the server also writes
 * the worker's trusted domains for the provider of LODE_AUTH_URL; in production the host server does (apps/web/server).
 */
function authFilesPlugin(): Plugin {
  const resolve = (file: string) => createRequire(import.meta.url).resolve(`@lode/auth/${file}`);
  const files = {
    'silent-check-sso.html': 'text/html',
    'silent-check-sso.js': 'text/javascript',
    [serviceWorkerFiles.worker]: 'text/javascript',
  };
  let ssr = false;
  return {
    name: 'lode:auth-files',
    configResolved(config) {
      ssr = Boolean(config.build.ssr);
    },
    configureServer(server) {
      for (const [file, type] of Object.entries(files)) {
        server.middlewares.use(`/${file}`, (_request, response, next) => {
          readFile(resolve(file)).then((body) => {
            response.setHeader('Content-Type', `${type}; charset=utf-8`);
            response.end(body);
          }, next);
        });
      }
      server.middlewares.use(`/${serviceWorkerFiles.trustedDomains}`, (_request, response) => {
        response.setHeader('Content-Type', 'text/javascript; charset=utf-8');
        response.end(
          trustedDomainsScript({ providerUrl: process.env.LODE_AUTH_URL ?? 'http://localhost:8080' }),
        );
      });
    },
    async generateBundle() {
      if (ssr) return;
      for (const file of Object.keys(files)) {
        this.emitFile({ type: 'asset', fileName: file, source: await readFile(resolve(file)) });
      }
    },
  };
}

/**
 * The chunks the entry imports statically, itself included, as the build names them: they are loaded and evaluated
 * before any code of the app runs, so a dynamic import's preload list need not name them (each name costs bytes in
 * the chunk that holds the import, and the route declarations alone hold some fifty lists). Read in `generateBundle`,
 * which runs before Vite's own, where the lists are written.
 */
function entryChunksPlugin(loaded: Set<string>): Plugin {
  return {
    name: 'lode:entry-chunks',
    apply: (_, env) => env.command === 'build' && !env.isSsrBuild,
    generateBundle(_options, bundle) {
      loaded.clear();
      const queue = Object.values(bundle).flatMap((file) =>
        file.type === 'chunk' && file.isEntry ? [file.fileName] : [],
      );
      while (queue.length > 0) {
        const name = queue.pop() as string;
        const file = bundle[name];
        if (loaded.has(name) || file?.type !== 'chunk') continue;
        loaded.add(name);
        queue.push(...file.imports);
      }
    },
  };
}

/**
 * Brotli and gzip copies of text assets, served as they are by the host server: no compression per request.
 * Done in `writeBundle`, from the files on disk: in `generateBundle` other plugins may still rewrite chunks.
 */
function precompressPlugin(): Plugin {
  return {
    name: 'lode:precompress',
    apply: (_, env) => env.command === 'build' && !env.isSsrBuild,
    async writeBundle(options, bundle) {
      const outDir = options.dir ?? 'dist';
      await Promise.all(
        Object.keys(bundle)
          .filter((fileName) => /\.(js|css|svg|json|html)$/.test(fileName))
          .map(async (fileName) => {
            const path = join(outDir, fileName);
            const bytes = await readFile(path);
            if (bytes.length < 1024) return;
            await writeFile(
              `${path}.br`,
              brotliCompressSync(bytes, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
            );
            await writeFile(`${path}.gz`, gzipSync(bytes, { level: 9 }));
          }),
      );
    },
  };
}

/** Filled at build by entryChunksPlugin, read by `modulePreload.resolveDependencies`. */
const entryChunks = new Set<string>();

const entryModule = fileURLToPath(new URL('./src/app/main.tsx', import.meta.url));

/**
 * The modules the entry imports statically, itself included (none in a build without it, the prerender's): every
 * page loads and runs them before anything else, so they travel as one chunk rather than the twenty-odd small files
 * that chunking by importer would make of them, each with its own imports, exports and a compression of its own.
 */
function entryModules(moduleInfo: (id: string) => { importedIds: readonly string[] } | null): Set<string> {
  const seen = new Set<string>();
  const queue = moduleInfo(entryModule) ? [entryModule] : [];
  while (queue.length > 0) {
    const id = queue.pop() as string;
    if (seen.has(id)) continue;
    seen.add(id);
    queue.push(...(moduleInfo(id)?.importedIds ?? []));
  }
  return seen;
}
let entryModuleSet: Set<string> | undefined;
/**
 * What the shell is made of: the libraries the entry uses as a whole (React, the router, react-intl and its
 * runtime, vanilla-extract's runtime, the Radix primitives every header uses). Not the app's modules, nor @lode/*, nor
 * the rest of Radix: a module captured brings every module it imports, and the entry imports barrels (@lode/ui's
 * among them) whose modules most pages never use, which would then load on every page (with the app's modules the
 * shell was 137 KB, with all of Radix and @lode/i18n 108 KB, against 90 KB).
 */
const shellModules = new RegExp(
  [
    String.raw`[\\/]node_modules[\\/](react|react-dom|scheduler|react-router|react-router-dom|react-intl)[\\/]`,
    String.raw`[\\/]node_modules[\\/](@formatjs|@vanilla-extract)[\\/]`,
    String.raw`[\\/]node_modules[\\/]@radix-ui[\\/](react-slot|react-compose-refs|react-primitive|react-visually-hidden)[\\/]`,
  ].join('|'),
);

export default defineConfig({
  plugins: [
    react(),
    vanillaExtractPlugin(),
    // src/i18n/*.json compiled to AST as they load (formatjs compile --ast); react-intl ships without its parser.
    // The cabinet's messages are a part of their own, which public pages never download.
    i18nCatalogs({ dir: fileURLToPath(new URL('./src/i18n', import.meta.url)), parts: catalogParts }),
    // The English texts are in the catalogs: the production bundle need not carry them twice.
    i18nStripDefaultMessages({ catalog: fileURLToPath(new URL('./src/i18n/en.json', import.meta.url)) }),
    colorModeScriptPlugin(),
    buildInfoPlugin(),
    authFilesPlugin(),
    entryChunksPlugin(entryChunks),
    precompressPlugin(),
  ],
  define: { 'import.meta.env.LODE_BUILD_ID': JSON.stringify(buildId) },
  // Asset URLs relative to <base href>, which the host server writes from LODE_BASE_PATH: one build serves under
  // any base path. Chunks load each other relative to their own URL.
  base: './',
  // The manifest tells scripts/prerender.mjs which stylesheets each page's chunks bring.
  build: {
    target: 'es2022',
    // Maps beside every chunk (bench/profile.mjs reads them, a developer can load one), but no comment in the chunk
    // pointing at it: that comment is some 35 bytes of brotli in each of a page's 40 to 60 files.
    sourcemap: 'hidden',
    manifest: true,
    modulePreload: {
      // The sign-in-unavailable page loads lazily from the cabinet guard and the root's notice, which every page
      // reaches: it preloads its stylesheet alone, so the chunks that import it do not carry the list of its scripts
      // (the page has them loaded already, or they load with it).
      // The phone's site menu (PublicMenuSheet) preloads no scripts: every public page carries its import, and a list
      // of twenty-odd scripts there cost more than the button. The sheet's module imports them itself when it loads;
      // its styles are on the page already (the menu button's, and the drawer's in @lode/ui's).
      // A script's dynamic imports leave out the chunks the entry loaded already (entryChunksPlugin); the HTML's
      // preloads keep them all.
      resolveDependencies: (filename, deps, { hostType }) => {
        if (filename.includes('PublicMenuSheet')) return [];
        if (filename.includes('SignInUnavailable')) return deps.filter((dep) => dep.endsWith('.css'));
        return hostType === 'js' ? deps.filter((dep) => !entryChunks.has(dep)) : deps;
      },
    },
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [
            // Every page's route declaration is read at start-up (the router needs them all): one chunk for the
            // twenty-odd small modules, which compresses as one and costs one request, instead of a file each
            // (about 20 KB of brotli as separate files).
            { name: 'routes', test: /[\\/]src[\\/]features[\\/][^\\/]+[\\/]route\.ts$/ },
            // Everything else the entry imports statically: one chunk of the app's shell, which every page loads.
            {
              debugName: 'shell',
              name: (id, context) => {
                entryModuleSet ??= entryModules((module) => context.getModuleInfo(module));
                return entryModuleSet.has(id) && shellModules.test(id) ? 'shell' : null;
              },
            },
          ],
        },
      },
    },
  },
  server: { port: 5173 },
});
