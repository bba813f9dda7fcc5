// `pnpm bench`: the budgets of docs/performance.md, measured in Chromium against the production build.
// A benchmark, not a test: it prints figures, writes bench/results.json, and exits 1 when a budget is exceeded.
import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { readFile, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { chromium } from 'playwright';
import { chromiumArgs, chromiumPath } from '../scripts/chromium.mjs';
import { measureCatalogChunks, measureLocaleSwitch, noParserAlias } from './i18n.mjs';
import { chartBudgets, chartRows, measureCharts } from './charts.mjs';
import { exportedNames, measureImport } from './packageSizes.mjs';
import { measurePoolApi, poolApiBudgets, poolApiRows } from './poolApi.mjs';
import { measureStream, streamBudgets, streamRows } from './stream.mjs';
import { measureMiningcore, miningcoreBudgets, miningcoreRows } from './miningcore.mjs';
import { measureOverview, overviewBudgets, overviewRows } from './overview.mjs';
import { measureWebhooks, webhookBudgets, webhookRows } from './webhooks.mjs';
import { measureScale, scaleBudgets, scaleRows } from './scale.mjs';
import { measureLighthouse, measureNavigation } from './app.mjs';
import { dashboardBudgets, dashboardRows, measureDashboard } from './dashboard.mjs';
import { measureRouteBytes, routeByteRows } from './routeBytes.mjs';
import { startStack } from '../scripts/stack.ts';
import { floorBudgets, floorRows, medianMainThread, startFloor } from './floor.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const KB = 1024;
const RUNS = 3;

/** The page budgets of docs/performance.md, in bytes: `/` signed out, and the same for `/faq` and `/calc` (issue 10). */
const pageBudget = { jsBrotliBeforeIdle: 140 * KB, jsBrotliBeforeFirstPaint: 110 * KB, cssBrotli: 20 * KB };
const budgets = { '/': pageBudget, '/faq': pageBudget, '/calc': pageBudget };

/** Per package, on an app that uses all of it (docs/performance.md), and the few components a small app would take. */
const packageBudgets = {
  // 45 KB since dialogs moved onto Radix Dialog (issue 20): focus trap, scroll lock and outside hiding, about 8 KB.
  '@lode/ui': { jsBrotli: 45 * KB, cssBrotli: 12 * KB, subset: ['Button', 'TextField', 'Card'] },
  // react-intl included, bundled as the app does (no ICU parser); the router is the app's anyway. No stylesheet.
  '@lode/i18n': {
    jsBrotli: 12 * KB,
    subset: ['I18nProvider', 'LocaleLink', 'localeFromPath', 'bootstrapI18n', 'createCatalogs'],
    stylesheet: null,
    external: ['react-router-dom'],
    noParser: true,
  },
  // AuthProvider and useAuth are all an app imports; the client inside (the engine, @axa-fr/react-oidc's client, and
  // jose) is counted, though it loads after the first paint. Issue 20's budget for the package on a signed-in page.
  '@lode/auth': { jsBrotli: 32 * KB, subset: ['AuthProvider', 'useAuth', 'RequireAuth'], stylesheet: null },
  // The app does not draw charts yet: the bench workspace package depends on @lode/charts instead.
  '@lode/charts': { jsBrotli: 30 * KB, subset: ['LineChart', 'BarChart'], from: 'bench' },
};

/**
 * No layout shift and no long task over 50 ms once the page has loaded, and a client-side navigation between two
 * loaded routes (docs/performance.md, issues 7 and 10). The Lighthouse score and TBT are budgeted beside the floor page's
 * (bench/floor.mjs, issue 19).
 */
const appBudgets = { cls: 0.01, longTaskMs: 50, navigationMs: 50 };

/** Issue 20: the silent page's script, the engine included. */
const silentPageScriptBudget = 20 * KB;

/** A locale switch in Chromium, catalog fetched or already loaded (docs/performance.md). */
const localeSwitchBudgetMs = 150;

function log(message) {
  process.stderr.write(`${message}\n`);
}

function build() {
  if (process.argv.includes('--no-build')) return;
  log('› building the production app (pnpm build)');
  const result = spawnSync('pnpm', ['run', 'build'], { cwd: root, stdio: ['ignore', 'ignore', 'inherit'] });
  if (result.status !== 0) throw new Error('pnpm build failed');
}

const brotli = (bytes) =>
  brotliCompressSync(bytes, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }).length;
const gzip = (bytes) => gzipSync(bytes, { level: 9 }).length;

/**
 * Strings only the sign-in engine's code (oidc-client's storage key) and jose's (an error code) contain: a script with
 * either is @lode/auth's engine chunk, or the silent page's engine script (e2e/auth-startup.e2e.ts looks for the same).
 */
const authEngineMarks = ['oidc.tabId.', 'ERR_JWKS_NO_MATCHING_KEY'];

/** The silent page's inline script (it answers the start-up probe alone) and the engine's script it loads otherwise. */
async function measureSilentPage() {
  const dist = join(root, 'apps', 'web', 'dist');
  const page = await readFile(join(dist, 'silent-check-sso.html'));
  const engine = await readFile(join(dist, 'silent-check-sso.js'));
  return { pageBrotli: brotli(page), engineScriptBrotli: brotli(engine) };
}

/** Loads a page in a fresh context and sums the JS and CSS it fetched before idle and before first paint. */
async function measurePage(browser, baseUrl, path) {
  const context = await browser.newContext();
  const page = await context.newPage();
  // Long tasks from the start, read after idle: the ones that began after the load event count against the budget.
  await page.addInitScript(() => {
    const tasks = [];
    globalThis.__lodeLongTasks = tasks;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) tasks.push({ start: entry.startTime, duration: entry.duration });
    }).observe({ type: 'longtask', buffered: true });
  });
  const bodies = new Map();
  page.on('response', async (response) => {
    const type = response.request().resourceType();
    if (type !== 'script' && type !== 'stylesheet') return;
    bodies.set(response.url(), { type, body: response.body().catch(() => Buffer.alloc(0)) });
  });
  await page.goto(new URL(path, baseUrl).href, { waitUntil: 'networkidle' });
  // Idle: the main thread has nothing left to do after the network went quiet (runs in the page).
  await page.evaluate(
    () =>
      new Promise((resolve) => globalThis.requestIdleCallback(() => resolve(undefined), { timeout: 5000 })),
  );
  const timing = await page.evaluate(() => ({
    loadEnd: performance.getEntriesByType('navigation')[0]?.loadEventEnd ?? 0,
    longTasks: globalThis.__lodeLongTasks ?? [],
    firstPaint: performance.getEntriesByName('first-paint')[0]?.startTime ?? null,
    resources: performance
      .getEntriesByType('resource')
      .map((e) => ({ url: e.name, responseEnd: e.responseEnd, startTime: e.startTime })),
  }));
  const totals = {
    js: { files: 0, raw: 0, gzip: 0, brotli: 0 },
    css: { files: 0, raw: 0, gzip: 0, brotli: 0 },
    jsBeforeFirstPaint: { files: 0, brotli: 0 },
    // @lode/auth's sign-in engine (@axa-fr/oidc-client) and jose: a signed-out public page loads none of them.
    authEngine: { files: 0, brotli: 0 },
  };
  for (const [url, { type, body }] of bodies) {
    const bytes = await body;
    const bucket = type === 'script' ? totals.js : totals.css;
    const br = brotli(bytes);
    bucket.files += 1;
    bucket.raw += bytes.length;
    bucket.gzip += gzip(bytes);
    bucket.brotli += br;
    const entry = timing.resources.find((r) => r.url === url);
    // A script requested before first paint could block or delay it.
    const beforePaint = entry && timing.firstPaint !== null && entry.startTime <= timing.firstPaint;
    if (type === 'script' && beforePaint) {
      totals.jsBeforeFirstPaint.files += 1;
      totals.jsBeforeFirstPaint.brotli += br;
    }
    if (type === 'script' && authEngineMarks.some((mark) => bytes.includes(mark))) {
      totals.authEngine.files += 1;
      totals.authEngine.brotli += br;
    }
  }
  await context.close();
  const afterLoad = timing.longTasks.filter((task) => task.start >= timing.loadEnd);
  const longestAfterLoadMs = Math.max(0, ...afterLoad.map((task) => task.duration));
  return { ...totals, firstPaintMs: timing.firstPaint, longestTaskAfterLoadMs: longestAfterLoadMs };
}

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

async function main() {
  if (!existsSync(chromiumPath))
    throw new Error(`Chromium not found at ${chromiumPath}: run scripts/ensure-system-packages.sh`);
  build();
  // The product as `npm start` runs it (host, pool API, identity provider): the pages load their real figures.
  const server = await startStack({}, { onError: () => {} });
  const browser = await chromium.launch({
    executablePath: chromiumPath,
    args: chromiumArgs,
  });
  const results = {};
  let floor;
  const mainThread = {};
  let localeSwitch;
  let charts;
  let navigation;
  let lighthouseRun;
  let routeBytes;
  try {
    for (const path of Object.keys(budgets)) {
      const runs = [];
      for (let i = 0; i < RUNS; i += 1) runs.push(await measurePage(browser, server.url, path));
      // Byte counts repeat exactly; timings are noisy, so report their medians.
      results[path] = {
        ...runs[0],
        firstPaintMs: median(runs.map((r) => r.firstPaintMs ?? 0)),
        longestTaskAfterLoadMs: median(runs.map((r) => r.longestTaskAfterLoadMs)),
      };
    }
    // Timings are noisy on a shared machine: more runs than for byte counts.
    localeSwitch = await measureLocaleSwitch(browser, server.url, 5);
    navigation = await measureNavigation(browser, server.url, 5);
    // The floor page first, then each page: the same machine, minutes apart (issue 19).
    const floorServer = await startFloor(root, log);
    try {
      log('› the floor page: main thread at 4× CPU and Lighthouse mobile (3 runs each)');
      floor = {
        mainThread: await medianMainThread(() => browser.newContext(), floorServer.url),
        lighthouse: await measureLighthouse(floorServer.url, 3),
      };
    } finally {
      floorServer.close();
    }
    lighthouseRun = {};
    for (const path of Object.keys(budgets)) {
      log(`› ${path}: main thread at 4× CPU and Lighthouse mobile (3 runs each)`);
      mainThread[path] = await medianMainThread(() => browser.newContext(), new URL(path, server.url).href);
      lighthouseRun[path] = await measureLighthouse(new URL(path, server.url).href, 3);
    }
    charts = await measureCharts(browser, root, log);
    log('› bytes per route, and where Scalar loads');
    routeBytes = await measureRouteBytes(browser, root);
  } finally {
    await browser.close();
    await server.close();
  }

  // The signed-in dashboard on the whole product (its own stack and browsers), after the public pages' browser closed.
  const dashboard = await measureDashboard(log);

  // No browser needed: the API runs in its own process after Chromium closed, so the two do not compete.
  const poolApi = await measurePoolApi(root, log);
  // The live stream: 1,000 clients on loopback, again with the API in a process of its own.
  const stream = await measureStream(root, log);
  // The API on the Miningcore source over ten million statistics rows on PostgreSQL (its own server and process).
  const miningcore = await measureMiningcore(root, log);
  // A farm's sub-account overview: 50 sub-accounts and 5,000 workers on PostgreSQL (its own server and process).
  const overview = await measureOverview(root, log);
  // Webhooks: 10,000 deliveries to 1,000 endpoints drained by the jobs leader alone (its own PostgreSQL server).
  const webhooks = await measureWebhooks(root, log);
  // Two replicas against one behind nginx, then the fault runs (issue 24): the deployment of deploy/README.md.
  const scale = await measureScale(log);

  const packages = {};
  for (const [pkg, budget] of Object.entries(packageBudgets)) {
    const names = await exportedNames(root, pkg);
    const subset = budget.subset.filter((name) => names.includes(name));
    const stylesheet = budget.stylesheet === undefined ? `${pkg}/styles.css` : budget.stylesheet;
    const options = {
      external: budget.external,
      alias: budget.noParser ? noParserAlias(root) : {},
      ...(budget.from ? { from: budget.from } : {}),
    };
    packages[pkg] = {
      all: { exports: names.length, ...(await measureImport(root, pkg, null, stylesheet, options)) },
      subset: {
        names: subset,
        missing: budget.subset.filter((n) => !subset.includes(n)),
        ...(await measureImport(root, pkg, subset, null, options)),
      },
    };
  }
  const silentPage = await measureSilentPage();
  // The share of react-intl (without its parser) in the i18n figure, for the reader.
  const reactIntl = await measureImport(root, 'react-intl', null, null, { alias: noParserAlias(root) });
  const i18n = { ...(await measureCatalogChunks(root)), reactIntlBrotli: reactIntl.js, localeSwitch };

  const rows = [];
  let failed = 0;
  const check = (page, label, actual, budget) => {
    const ok = budget === undefined || actual <= budget;
    if (!ok) failed += 1;
    rows.push({
      page,
      measure: label,
      value: `${(actual / KB).toFixed(1)} KB`,
      budget: budget ? `${budget / KB} KB` : '',
      status: budget ? (ok ? 'ok' : 'OVER') : '',
    });
  };
  for (const [path, r] of Object.entries(results)) {
    const b = budgets[path];
    check(path, `JS before idle, brotli (${r.js.files} files)`, r.js.brotli, b.jsBrotliBeforeIdle);
    check(path, 'JS before idle, gzip', r.js.gzip);
    check(path, 'JS before idle, raw', r.js.raw);
    check(
      path,
      `JS requested before first paint, brotli (${r.jsBeforeFirstPaint.files} files)`,
      r.jsBeforeFirstPaint.brotli,
      b.jsBrotliBeforeFirstPaint,
    );
    check(path, `CSS, brotli (${r.css.files} files)`, r.css.brotli, b.cssBrotli);
    if (r.authEngine.files > 0) failed += 1;
    rows.push({
      page: path,
      measure: '@lode/auth engine and jose loaded, signed out',
      value:
        r.authEngine.files === 0
          ? 'none'
          : `${r.authEngine.files} files, ${(r.authEngine.brotli / KB).toFixed(1)} KB br`,
      budget: 'none',
      status: r.authEngine.files > 0 ? 'LOADED' : 'ok',
    });
    check(path, 'CSS, gzip', r.css.gzip);
    rows.push({
      page: path,
      measure: 'first paint (median of 3)',
      value: `${Math.round(r.firstPaintMs)} ms`,
      budget: '',
      status: '',
    });
    const calm = r.longestTaskAfterLoadMs <= appBudgets.longTaskMs;
    if (!calm) failed += 1;
    rows.push({
      page: path,
      measure: 'longest task after the load event, until idle (median of 3)',
      value: `${Math.round(r.longestTaskAfterLoadMs)} ms`,
      budget: `${appBudgets.longTaskMs} ms`,
      status: calm ? 'ok' : 'OVER',
    });
  }
  for (const [pkg, r] of Object.entries(packages)) {
    const b = packageBudgets[pkg];
    check(pkg, `JS, every export used (${r.all.exports}), brotli`, r.all.js, b.jsBrotli);
    if (b.stylesheet !== null) check(pkg, 'CSS, brotli', r.all.css, b.cssBrotli);
    const missing = r.subset.missing.length ? `; ${r.subset.missing.join(', ')} not built yet` : '';
    check(pkg, `JS, only ${r.subset.names.join(' + ')}${missing}, brotli`, r.subset.js);
  }
  check(
    '@lode/auth',
    'silent page with its inline script (answers the start-up probe), brotli',
    silentPage.pageBrotli,
  );
  check(
    '@lode/auth',
    "silent page's engine script (the engine's own silent check), brotli",
    silentPage.engineScriptBrotli,
    silentPageScriptBudget,
  );
  check('@lode/i18n', 'of which react-intl (no ICU parser), brotli', i18n.reactIntlBrotli);
  for (const [locale, c] of Object.entries(i18n.catalogs)) {
    if (!c.ownChunk) failed += 1;
    rows.push({
      page: '@lode/i18n',
      measure: `catalog ${locale}: ${c.files.join(', ') || 'no file'}, brotli`,
      value: `${(c.brotli / KB).toFixed(1)} KB`,
      budget: 'own chunk',
      status: c.ownChunk ? 'ok' : 'SHARED',
    });
  }
  if (i18n.parserIn.length) failed += 1;
  rows.push({
    page: '@lode/i18n',
    measure: 'ICU parser in the app bundle',
    value: i18n.parserIn.length ? i18n.parserIn.join(', ') : 'none',
    budget: 'none',
    status: i18n.parserIn.length ? 'FOUND' : 'ok',
  });
  for (const [label, ms] of [
    ['first switch (catalog fetched), median', i18n.localeSwitch.firstSwitchMs],
    ['switch between loaded locales, median', i18n.localeSwitch.loadedSwitchMs],
  ]) {
    const ok = ms <= localeSwitchBudgetMs;
    if (!ok) failed += 1;
    rows.push({
      page: '/ru/faq',
      measure: `locale switch in Chromium, ${label}`,
      value: `${Math.round(ms)} ms`,
      budget: `${localeSwitchBudgetMs} ms`,
      status: ok ? 'ok' : 'OVER',
    });
  }
  for (const [path, run] of Object.entries(lighthouseRun)) {
    const appRows = [
      ['Lighthouse LCP, median', `${Math.round(run.lcpMs)} ms`, '', true],
      ['Lighthouse CLS, median', run.cls.toFixed(3), `≤ ${appBudgets.cls}`, run.cls <= appBudgets.cls],
    ];
    for (const [measure, value, budget, ok] of appRows) {
      if (!ok) failed += 1;
      rows.push({ page: path, measure, value, budget, status: budget ? (ok ? 'ok' : 'OVER') : '' });
    }
  }
  {
    const ok = navigation.medianMs <= appBudgets.navigationMs;
    if (!ok) failed += 1;
    rows.push({
      page: '/faq ⇄ /news',
      measure: 'client-side navigation between loaded routes, median',
      value: `${Math.round(navigation.medianMs)} ms`,
      budget: `${appBudgets.navigationMs} ms`,
      status: ok ? 'ok' : 'OVER',
    });
  }
  const floorPages = Object.fromEntries(
    Object.keys(budgets).map((path) => [
      path,
      { kind: 'public', lighthouse: lighthouseRun[path], mainThread: mainThread[path] },
    ]),
  );
  floorPages['/dashboard (demo)'] = {
    kind: 'dashboard',
    lighthouse: dashboard.lighthouse,
    mainThread: dashboard.mainThread,
  };
  const againstFloor = floorRows(floor, floorPages);
  failed += againstFloor.failed;
  const signedIn = dashboardRows(dashboard);
  rows.push(...signedIn.rows);
  failed += signedIn.failed;
  const race = chartRows(charts);
  rows.push(...race.rows);
  failed += race.failed;
  const load = poolApiRows(poolApi);
  rows.push(...load.rows);
  failed += load.failed;
  const live = streamRows(stream);
  rows.push(...live.rows);
  failed += live.failed;
  const engine = miningcoreRows(miningcore);
  rows.push(...engine.rows);
  failed += engine.failed;
  const farm = overviewRows(overview);
  rows.push(...farm.rows);
  failed += farm.failed;
  const hooks = webhookRows(webhooks);
  rows.push(...hooks.rows);
  failed += hooks.failed;
  const scaled = scaleRows(scale);
  rows.push(...scaled.rows);
  failed += scaled.failed;
  const perRoute = routeByteRows(routeBytes);
  rows.push(...perRoute.rows);
  failed += perRoute.failed;
  console.table(rows);
  // The comparison with the floor page on its own, where a reader looks first.
  console.table(againstFloor.rows);

  const chromiumVersion = execFileSync(chromiumPath, ['--version'], {
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'ignore'],
  }).trim();
  let commit = null;
  try {
    commit = execFileSync('git', ['rev-parse', 'HEAD'], { cwd: root, encoding: 'utf8' }).trim();
  } catch {
    // Not a git checkout: the figures still stand.
  }
  await writeFile(
    join(root, 'bench', 'results.json'),
    `${JSON.stringify({ date: new Date().toISOString(), commit, node: process.version, chromium: chromiumVersion, unit: 'bytes (KB = 1024 bytes in the table)', budgets, packageBudgets, localeSwitchBudgetMs, chartBudgets, appBudgets, dashboardBudgets, floorBudgets, poolApiBudgets, streamBudgets, miningcoreBudgets, overviewBudgets, webhookBudgets, scaleBudgets, benchmarkIndex: floor.lighthouse.benchmarkIndex, floor, pages: results, mainThread, dashboard, packages, silentPage, i18n, charts, app: { lighthouse: lighthouseRun, navigation }, poolApi, stream, miningcore, overview, webhooks, scale, routeBytes }, null, 2)}\n`,
  );
  log(
    `bench: figures written to bench/results.json; ${failed === 0 ? 'every budget met' : `${failed} budget(s) exceeded`}`,
  );
  process.exitCode = failed === 0 ? 0 : 1;
}

main().catch((error) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
