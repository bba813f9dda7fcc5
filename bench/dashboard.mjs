// Issue 9's figures for `pnpm bench`: `/dashboard` signed in as demo, on the whole product (host server, pool API,
// identity provider) as `npm start` runs it: JS before idle, the time until every tile is filled, and Lighthouse
// mobile. The account is warmed first: a user's first API request writes 90 days of simulated history.
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, constants } from 'node:zlib';
import { submitLoginForm } from '@lode/idp/testing';
import { launch } from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { chromium } from 'playwright';
import { chromiumArgs, chromiumPath } from '../scripts/chromium.mjs';
import { startStack } from '../scripts/stack.ts';
import { gotoSettled, measureMainThread, medianOfMainThread } from './floor.mjs';
import { measureIdleTab } from './idleTab.mjs';
import { measureWatchPage } from './watch.mjs';

const KB = 1024;
const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
const brotli = (bytes) =>
  brotliCompressSync(bytes, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }).length;

/**
 * The budgets of issue 9 and docs/performance.md for `/dashboard` signed in. JS before idle moved from 200 to 220 KB
 * with issue 20's sign-in stack: a signed-in page needs the engine to hand the app its token (the tiles' API calls
 * wait for it), and @lode/auth's client chunk there is 27.9 KB brotli, of which the engine's core
 * (`@axa-fr/oidc-client` 7.29.1, bundled alone with esbuild) is 17.6 KB and jose's verifier 5.7 KB, where the
 * hand-written client before it cost 8.9 KB. The page measured 216.7 KB after the cuts of that issue (the engine's
 * core without its React module); without the sign-in client it would be 197.7 KB. A first sign-in, in a fresh browser,
 * may take at most twice a second one in the same browser (issue 35 asked 1.3×): the worker's install and the page's
 * modules overlap the code exchange, and what remains is Chromium compiling every module of the cabinet cold. Its
 * code cache keeps a module's compiled code only from the module's second load and uses it from the third, and the
 * callback page is the second; the worker's install-time cache, which compiles at once, takes classic scripts only.
 * With the pages visited twice before, the first sign-in measured 1.1× the second (docs/performance.md).
 */
export const dashboardBudgets = {
  jsBrotliBeforeIdle: 220 * KB,
  tilesFilledMs: 300,
  signInRatio: 2,
  idleRequests: 5,
  idleSeconds: 300,
};

const tiles = '[data-testid="dashboard-tiles"][aria-busy="false"]';

/**
 * Signs in as demo through the provider's page, starting from `/dashboard` of the app at `url`, and waits for the
 * filled tiles (bench/profile.mjs signs in the same way).
 */
export async function signInToDashboard(page, url) {
  await page.goto(new URL('/dashboard', url).href);
  await submitLoginForm(page, 'demo');
  await page.locator(tiles).waitFor({ timeout: 60_000 });
}

// Runs in the page from its first script on: records when the tiles are first filled, in the page's clock.
function recordTilesFilled(selector) {
  const { document, MutationObserver, performance } = globalThis;
  const state = { filledAt: null };
  globalThis.__lodeTiles = state;
  const check = () => {
    if (state.filledAt === null && document.querySelector(selector)) state.filledAt = performance.now();
  };
  new MutationObserver(check).observe(document, {
    subtree: true,
    childList: true,
    attributes: true,
    attributeFilter: ['aria-busy'],
  });
}

/**
 * A full load of `/dashboard` (or another page with the dashboard's tiles) in a signed-in tab (the session restored
 * from the tab's storage) with the HTTP cache off: the JS it loads before idle (in total and file by file: each script's URL and brotli size, the provider's
 * frames' scripts included), and the time from navigation start to every tile filled.
 */
export async function measureFullLoad(page, url, path = '/dashboard') {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
  const bodies = [];
  const onResponse = (response) => {
    if (response.request().resourceType() === 'script')
      bodies.push({ url: response.url(), body: response.body().catch(() => Buffer.alloc(0)) });
  };
  page.on('response', onResponse);
  await gotoSettled(page, new URL(path, url).href);
  await page.locator(tiles).waitFor({ timeout: 60_000 });
  await page.evaluate(
    () =>
      new Promise((resolve) => globalThis.requestIdleCallback(() => resolve(undefined), { timeout: 5000 })),
  );
  const filledAt = await page.evaluate(() => globalThis.__lodeTiles?.filledAt ?? null);
  page.off('response', onResponse);
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: false });
  const files = [];
  for (const { url: script, body } of bodies) files.push({ url: script, brotli: brotli(await body) });
  files.sort((a, b) => b.brotli - a.brotli);
  const js = files.reduce((sum, file) => sum + file.brotli, 0);
  return { jsBrotli: js, jsFiles: files.length, files, tilesFilledMs: filledAt };
}

/**
 * A client-side navigation from the workers page (freshly loaded) to the dashboard: from the click to every tile
 * filled, with the dashboard's code and its data both fetched on the way.
 */
async function measureNavigation(page, url) {
  await gotoSettled(page, new URL('/workers', url).href);
  await page.getByRole('heading', { level: 1, name: 'Workers' }).waitFor();
  return page.evaluate(
    (selector) =>
      new Promise((resolve, reject) => {
        const { document, MutationObserver, performance } = globalThis;
        // The cabinet's links name the sub-account (`/dashboard?subaccount=demo`).
        const link = [...document.querySelectorAll('nav a')].find(
          (a) => new URL(a.href).pathname === '/dashboard',
        );
        if (!link) return reject(new Error('no navigation link to /dashboard'));
        const start = performance.now();
        const observer = new MutationObserver(() => {
          if (document.querySelector(selector)) {
            observer.disconnect();
            resolve(performance.now() - start);
          }
        });
        observer.observe(document.body, { subtree: true, childList: true, attributes: true });
        link.click();
      }),
    tiles,
  );
}

/**
 * Lighthouse's mobile preset on `/dashboard` signed in as demo. By default the way Lighthouse measures any page: a
 * fresh Chromium (cold cache, a renderer of its own) holding only the provider's session cookies, taken from a sign-in
 * in another browser; the tab finds the session by the silent check. With `sameBrowser`, demo signs in in
 * Lighthouse's Chromium first: a second visit with a warm cache, whose renderer the sign-in's page leaves behind
 * (DevTools' start-up walks that renderer's heap in the page's first task, 20 ms in a fresh one and some 80 ms here,
 * which Lighthouse counts four times over). That run is reported beside the budgeted one, not against the budget.
 */
async function measureLighthouse(url, runs, log, { sessionCookies, sameBrowser = false } = {}) {
  const results = [];
  const failures = [];
  for (let attempt = 0; results.length < runs && attempt < runs * 2; attempt += 1) {
    const userDataDir = await mkdtemp(join(tmpdir(), 'lode-bench-chromium-'));
    const chrome = await launch({
      chromePath: chromiumPath,
      chromeFlags: ['--headless=new', '--no-sandbox', ...chromiumArgs],
      userDataDir,
    });
    try {
      const browser = await chromium.connectOverCDP(`http://127.0.0.1:${chrome.port}`);
      if (sameBrowser) {
        const page = await browser.contexts()[0].newPage();
        await signInToDashboard(page, url);
        await page.close();
      } else {
        await browser.contexts()[0].addCookies(sessionCookies);
      }
      await browser.close();
      const { lhr } = await lighthouse(new URL('/dashboard', url).href, {
        port: chrome.port,
        output: 'json',
        logLevel: 'error',
        onlyCategories: ['performance'],
        // The session lives in the provider's cookie: Lighthouse must not clear it.
        disableStorageReset: true,
      });
      if (lhr.runtimeError) {
        failures.push(lhr.runtimeError.message);
        continue;
      }
      // LODE_BENCH_LHR=/tmp/lhr keeps each report (/tmp/lhr-0.json…) for a look at the long tasks.
      if (process.env.LODE_BENCH_LHR)
        await writeFile(`${process.env.LODE_BENCH_LHR}-${attempt}.json`, JSON.stringify(lhr));
      results.push({
        score: Math.round((lhr.categories.performance.score ?? 0) * 100),
        lcpMs: lhr.audits['largest-contentful-paint'].numericValue,
        tbtMs: lhr.audits['total-blocking-time'].numericValue,
        cls: lhr.audits['cumulative-layout-shift'].numericValue,
        mainThreadMs: lhr.audits['mainthread-work-breakdown'].numericValue,
        benchmarkIndex: lhr.environment.benchmarkIndex,
        finalUrl: lhr.finalDisplayedUrl,
      });
    } catch (error) {
      failures.push(error instanceof Error ? error.message : String(error));
      log(`  Lighthouse on /dashboard: ${failures.at(-1)}`);
    } finally {
      await chrome.kill();
      await rm(userDataDir, { recursive: true, force: true });
    }
  }
  if (results.length === 0)
    throw new Error(`Lighthouse on /dashboard failed every run: ${failures.join('; ')}`);
  return {
    score: median(results.map((r) => r.score)),
    lcpMs: median(results.map((r) => r.lcpMs)),
    tbtMs: median(results.map((r) => r.tbtMs)),
    cls: median(results.map((r) => r.cls)),
    mainThreadMs: median(results.map((r) => r.mainThreadMs)),
    benchmarkIndex: median(results.map((r) => r.benchmarkIndex)),
    runs: results,
    failures,
  };
}

/** The tiles' fill time in the current document's clock: from the navigation that brought it, the callback's. */
const filledAt = (page) => page.evaluate(() => globalThis.__lodeTiles?.filledAt ?? null);

/**
 * A sign-in as a user makes it, timed from the provider's redirect back to the app (the callback document's start)
 * until the dashboard's tiles are filled: first in a fresh browser (no cache, no service worker), then, after
 * signing out, a second time in the same browser.
 */
async function measureSignIns(browser, url) {
  const context = await browser.newContext();
  try {
    await context.addInitScript(recordTilesFilled, tiles);
    const page = await context.newPage();
    await signInToDashboard(page, url);
    const firstMs = await filledAt(page);
    await page
      .locator('[data-layout="authenticated"]')
      .getByRole('button', { name: 'Account menu of demo' })
      .click();
    await page.getByRole('menuitem', { name: 'Sign out' }).click();
    // Signed out once the provider's logout has sent the tab back to the home page (the button shows earlier).
    await page.waitForURL(new URL('/', url).href, { timeout: 60_000 });
    await page.getByRole('button', { name: 'Sign in' }).first().waitFor({ timeout: 60_000 });
    await signInToDashboard(page, url);
    return { firstMs, secondMs: await filledAt(page) };
  } finally {
    await context.close();
  }
}

/** Every `/dashboard` figure, on a stack of its own (started and stopped here). */
export async function measureDashboard(log, runs = 3) {
  log('› /dashboard signed in: starting the product (host server, pool API, identity provider)');
  const stack = await startStack({}, { onError: () => {} });
  const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumArgs });
  try {
    const context = await browser.newContext();
    await context.addInitScript(recordTilesFilled, tiles);
    const page = await context.newPage();
    // Warms the account (90 days of history written on the first request) and signs the tab in.
    await signInToDashboard(page, stack.url);
    const loads = [];
    const navigations = [];
    const mainThread = [];
    for (let i = 0; i < runs; i += 1) {
      loads.push(await measureFullLoad(page, stack.url));
      navigations.push(await measureNavigation(page, stack.url));
      // A new tab of the signed-in browser, as the floor page is measured: the session comes back in it. Until the
      // tiles are filled: the sign-in check leaves gaps of more than the quiet period between two requests.
      mainThread.push(
        await measureMainThread(context, new URL('/dashboard', stack.url).href, {
          ready: (tab) => tab.locator(tiles).waitFor({ timeout: 60_000 }),
        }),
      );
    }
    // The provider's session (its cookies), for Lighthouse's fresh Chromium.
    const sessionCookies = await context.cookies();
    await context.close();
    log('› a watcher view of demo’s sub-account, in a browser that never signed in');
    const watch = await measureWatchPage(browser, stack, measureFullLoad);
    log(`› sign-in in a fresh browser, then again in the same one (${runs} browsers)`);
    const signIns = [];
    for (let i = 0; i < runs; i += 1) signIns.push(await measureSignIns(browser, stack.url));
    log(`› a signed-in tab left idle on /dashboard for ${dashboardBudgets.idleSeconds} s (real time)`);
    const idleTab = await measureIdleTab(browser, stack, {
      seconds: dashboardBudgets.idleSeconds,
      signIn: (tab) => signInToDashboard(tab, stack.url),
      stillShown: (tab) => tab.locator(tiles).waitFor({ timeout: 10_000 }),
    });
    log('› Lighthouse mobile on /dashboard signed in (3 runs)');
    const lighthouseRun = await measureLighthouse(stack.url, runs, log, { sessionCookies });
    log('› Lighthouse mobile on /dashboard in the browser that signed in (3 runs, not budgeted)');
    const sameBrowser = await measureLighthouse(stack.url, runs, log, { sameBrowser: true });
    return {
      jsBrotliBeforeIdle: loads[0].jsBrotli,
      jsFiles: loads[0].jsFiles,
      // What the figure above is made of, largest first (each script's URL and brotli size), to tell what grew.
      jsFileList: loads[0].files,
      fullLoadTilesFilledMs: median(loads.map((l) => l.tilesFilledMs ?? Infinity)),
      navigationTilesFilledMs: median(navigations),
      mainThread: medianOfMainThread(mainThread),
      signIn: {
        firstMs: median(signIns.map((r) => r.firstMs ?? Infinity)),
        secondMs: median(signIns.map((r) => r.secondMs ?? Infinity)),
        ratio: median(signIns.map((r) => (r.firstMs ?? Infinity) / (r.secondMs ?? Infinity))),
      },
      idleTab,
      watch,
      runs: {
        loads: loads.map((load) => ({
          jsBrotli: load.jsBrotli,
          jsFiles: load.jsFiles,
          tilesFilledMs: load.tilesFilledMs,
        })),
        navigations,
        signIns,
      },
      lighthouse: lighthouseRun,
      lighthouseInSigningBrowser: sameBrowser,
    };
  } finally {
    await browser.close();
    await stack.close();
  }
}

/** The table rows and the number of budgets missed. */
export function dashboardRows(r) {
  const rows = [];
  let failed = 0;
  const row = (measure, value, budget, ok) => {
    if (budget && !ok) failed += 1;
    rows.push({
      page: '/dashboard (demo)',
      measure,
      value,
      budget,
      status: budget ? (ok ? 'ok' : 'OVER') : '',
    });
  };
  const b = dashboardBudgets;
  row(
    `JS before idle, brotli (${r.jsFiles} files)`,
    `${(r.jsBrotliBeforeIdle / KB).toFixed(1)} KB`,
    `${b.jsBrotliBeforeIdle / KB} KB`,
    r.jsBrotliBeforeIdle <= b.jsBrotliBeforeIdle,
  );
  row(
    'tiles filled after a client-side navigation (data not cached), median',
    `${Math.round(r.navigationTilesFilledMs)} ms`,
    `${b.tilesFilledMs} ms`,
    r.navigationTilesFilledMs <= b.tilesFilledMs,
  );
  if (r.watch) {
    row(
      `watcher view /watch/…, JS before idle, brotli (${r.watch.jsFiles} files)`,
      `${(r.watch.jsBrotliBeforeIdle / KB).toFixed(1)} KB`,
      `≤ the dashboard’s ${(r.jsBrotliBeforeIdle / KB).toFixed(1)} KB`,
      r.watch.jsBrotliBeforeIdle <= r.jsBrotliBeforeIdle,
    );
  }
  if (r.signIn) {
    row(
      `first sign-in ÷ second, callback to tiles filled (${Math.round(r.signIn.firstMs)} ms ÷ ${Math.round(r.signIn.secondMs)} ms, medians)`,
      `${r.signIn.ratio.toFixed(2)}×`,
      `${b.signInRatio}×`,
      r.signIn.ratio <= b.signInRatio,
    );
  }
  if (r.idleTab) {
    const paths = Object.entries(r.idleTab.byPath)
      .map(([path, n]) => `${path} ${n}`)
      .join(', ');
    row(
      `requests of a signed-in tab idle ${r.idleTab.seconds} s, besides its stream (${paths || 'none'})`,
      String(r.idleTab.requests),
      String(b.idleRequests),
      r.idleTab.requests <= b.idleRequests,
    );
  }
  row(
    'tiles filled after a full load (navigation start), median',
    `${Math.round(r.fullLoadTilesFilledMs)} ms`,
    '',
    true,
  );
  // The Lighthouse score and TBT have their budgets beside the floor page's (bench/floor.mjs).
  row('Lighthouse LCP, median', `${Math.round(r.lighthouse.lcpMs)} ms`, '', true);
  row('Lighthouse CLS, median', r.lighthouse.cls.toFixed(3), '', true);
  if (r.lighthouseInSigningBrowser) {
    const again = r.lighthouseInSigningBrowser;
    row('Lighthouse in the browser that signed in (warm cache), median score', String(again.score), '', true);
    row('Lighthouse in the browser that signed in, median TBT', `${Math.round(again.tbtMs)} ms`, '', true);
  }
  return { rows, failed };
}

// `pnpm exec tsx bench/dashboard.mjs` measures only this page (after `pnpm build`).
if (import.meta.url === `file://${process.argv[1]}`) {
  const log = (message) => process.stderr.write(`${message}\n`);
  const result = await measureDashboard(log);
  console.table(dashboardRows(result).rows);
  const { score, tbtMs } = result.lighthouse;
  console.log(
    `Lighthouse ${score}, TBT ${Math.round(tbtMs)} ms (medians; the budgets are beside the floor page's)`,
  );
  console.log(JSON.stringify(result.lighthouse.runs.map((r) => r.finalUrl)));
}
