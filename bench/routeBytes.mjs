// Issue 10's figure for `pnpm bench`: what each route loads, and whether any of it is Scalar's API reference
// (docs/performance.md: Scalar loads only on /docs/api-swagger/*), told by the chunk names the build's manifest gives
// Scalar's lazy module and everything it imports. Runs on its own too, against the built app:
// `node bench/routeBytes.mjs` after `pnpm build`.
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, constants } from 'node:zlib';
import { chromium } from 'playwright';
import { chromiumArgs, chromiumPath } from '../scripts/chromium.mjs';

const KB = 1024;

/** The routes of the table, and whether Scalar belongs there. */
export const scalarRoutes = [
  { path: '/', scalar: false },
  { path: '/faq', scalar: false },
  { path: '/calc', scalar: false },
  { path: '/docs', scalar: false },
  // Signed out here (the bench starts no identity provider): the app's code for the route, then the sign-in.
  { path: '/dashboard', scalar: false },
  { path: '/docs/api-swagger/account', scalar: true },
];

const brotli = (bytes) =>
  brotliCompressSync(bytes, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }).length;

/**
 * The files of Scalar's code, from the build's manifest: every chunk and stylesheet the lazy module
 * `src/features/api-docs/reference/ScalarReference.tsx` brings, statically or through its own lazy imports, that the
 * app does not reach without it (React, shared helpers, the pages).
 */
export async function scalarFiles(root) {
  const dist = join(root, 'apps/web/dist');
  const manifest = JSON.parse(await readFile(join(dist, '.vite/manifest.json'), 'utf8'));
  const closure = (key, into, stopAt) => {
    const chunk = manifest[key];
    if (!chunk || into.has(key) || key === stopAt) return into;
    into.add(key);
    for (const child of [...(chunk.imports ?? []), ...(chunk.dynamicImports ?? [])])
      closure(child, into, stopAt);
    return into;
  };
  const entry = Object.keys(manifest).find((key) => manifest[key].isEntry);
  const scalar = 'src/features/api-docs/reference/ScalarReference.tsx';
  if (!manifest[scalar]) throw new Error(`routeBytes: ${scalar} is not a chunk of the build`);
  // What the app reaches without Scalar's module, lazily or not, is not Scalar's, even where one of Scalar's chunks
  // imports it too (the bundler may put a helper both use in a chunk of the app's, such as the route declarations'):
  // following those imports' own lazy imports would count every page as Scalar's.
  const app = closure(entry, new Set(), scalar);
  const keys = [...closure(scalar, new Set())].filter((key) => !app.has(key));
  return new Set(keys.flatMap((key) => [manifest[key].file, ...(manifest[key].css ?? [])]));
}

/** Loads `path` in a fresh context until idle and sorts every script and stylesheet it fetched into Scalar or not. */
async function measureRoute(browser, baseUrl, path, scalar) {
  const context = await browser.newContext();
  const page = await context.newPage();
  const assets = [];
  page.on('response', (response) => {
    const type = response.request().resourceType();
    if (type !== 'script' && type !== 'stylesheet') return;
    assets.push({ url: response.url(), type, body: response.body().catch(() => Buffer.alloc(0)) });
  });
  await page.goto(new URL(path, baseUrl).href, { waitUntil: 'networkidle' });
  await page.evaluate(
    () =>
      new Promise((resolve) => globalThis.requestIdleCallback(() => resolve(undefined), { timeout: 5000 })),
  );
  // Lazy chunks may start late (the reference's waits for the OpenAPI document): settle once more.
  await page.waitForLoadState('networkidle');
  const totals = { jsFiles: 0, jsBrotli: 0, cssFiles: 0, cssBrotli: 0, scalarFiles: [], scalarBrotli: 0 };
  for (const asset of assets) {
    const bytes = await asset.body;
    const br = brotli(bytes);
    if (asset.type === 'script') {
      totals.jsFiles += 1;
      totals.jsBrotli += br;
    } else {
      totals.cssFiles += 1;
      totals.cssBrotli += br;
    }
    const file = new URL(asset.url).pathname.split('/').slice(-2).join('/');
    if (scalar.has(file)) {
      totals.scalarFiles.push(file);
      totals.scalarBrotli += br;
    }
  }
  await context.close();
  return totals;
}

/**
 * Every route of {@link scalarRoutes}, measured once (byte counts repeat exactly), on the built app with the demo
 * pool API mounted as `npm start` does: the reference needs its OpenAPI document to load Scalar at all.
 */
export async function measureRouteBytes(browser, root) {
  const { startServer, readSettings } = await import(join(root, 'apps/web/dist-server/index.js'));
  const { createPoolApi, readPoolApiOptions } = await import(join(root, 'apps/pool-api/dist/index.js'));
  const dataDir = await mkdtemp(join(tmpdir(), 'lode-bench-api-'));
  const api = await createPoolApi(readPoolApiOptions({ LODE_API_DATA_DIR: dataDir }));
  const server = await startServer(
    { ...readSettings({}), port: 0, metricsPort: 0, host: '127.0.0.1' },
    { apiHandler: api.fetch, log: false },
  );
  const scalar = await scalarFiles(root);
  const results = {};
  try {
    for (const { path } of scalarRoutes)
      results[path] = await measureRoute(browser, server.url, path, scalar);
  } finally {
    await server.close();
    await api.close();
    await rm(dataDir, { recursive: true, force: true });
  }
  return results;
}

/** Table rows, and how many routes broke the rule (Scalar where it does not belong, or missing where it does). */
export function routeByteRows(results) {
  const rows = [];
  let failed = 0;
  for (const { path, scalar } of scalarRoutes) {
    const r = results[path];
    if (!r) continue;
    const loaded = r.scalarFiles.length > 0;
    const ok = loaded === scalar;
    if (!ok) failed += 1;
    rows.push({
      page: path,
      measure: `JS ${r.jsFiles} files ${(r.jsBrotli / KB).toFixed(1)} KB, CSS ${r.cssFiles} files ${(r.cssBrotli / KB).toFixed(1)} KB (brotli); of which Scalar`,
      value: loaded ? `${r.scalarFiles.length} files, ${(r.scalarBrotli / KB).toFixed(1)} KB` : 'none',
      budget: scalar ? 'loaded' : 'none',
      status: ok ? 'ok' : scalar ? 'MISSING' : 'LOADED',
    });
  }
  return { rows, failed };
}

// `node bench/routeBytes.mjs`: this table alone, against the last build (apps/web/dist, dist-server).
if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const root = join(dirname(fileURLToPath(import.meta.url)), '..');
  const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumArgs });
  try {
    const { rows, failed } = routeByteRows(await measureRouteBytes(browser, root));
    console.table(rows);
    process.exitCode = failed === 0 ? 0 : 1;
  } finally {
    await browser.close();
  }
}
