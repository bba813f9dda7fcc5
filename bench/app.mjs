// Issue 7's figures for `pnpm bench`: Lighthouse mobile on `/` (median of 3, in Debian's Chromium) and the time of
// a client-side navigation between two loaded routes.
import { launch } from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { chromiumArgs, chromiumPath } from '../scripts/chromium.mjs';

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

/**
 * Lighthouse's mobile preset (simulated slow 4G and a 4× slower CPU) on `url`, `runs` times in a fresh Chromium
 * each; every figure is the median of its runs, since this machine is shared and noisy.
 */
export async function measureLighthouse(url, runs = 3) {
  const results = [];
  const failures = [];
  // A run Lighthouse itself gives up on (NO_NAVSTART and the like, on a busy machine) is run again, up to twice as
  // many attempts in all; its error is kept in the results.
  for (let attempt = 0; results.length < runs && attempt < runs * 2; attempt += 1) {
    const chrome = await launch({
      chromePath: chromiumPath,
      chromeFlags: ['--headless=new', '--no-sandbox', ...chromiumArgs],
    });
    try {
      const { lhr } = await lighthouse(url, {
        port: chrome.port,
        output: 'json',
        logLevel: 'error',
        onlyCategories: ['performance'],
      });
      if (lhr.runtimeError) {
        failures.push(lhr.runtimeError.message);
        continue;
      }
      results.push({
        score: Math.round((lhr.categories.performance.score ?? 0) * 100),
        lcpMs: lhr.audits['largest-contentful-paint'].numericValue,
        tbtMs: lhr.audits['total-blocking-time'].numericValue,
        cls: lhr.audits['cumulative-layout-shift'].numericValue,
        fcpMs: lhr.audits['first-contentful-paint'].numericValue,
        mainThreadMs: lhr.audits['mainthread-work-breakdown'].numericValue,
        benchmarkIndex: lhr.environment.benchmarkIndex,
      });
    } finally {
      await chrome.kill();
    }
  }
  if (results.length === 0) throw new Error(`Lighthouse failed every run: ${failures.join('; ')}`);
  return {
    score: median(results.map((r) => r.score)),
    lcpMs: median(results.map((r) => r.lcpMs)),
    tbtMs: median(results.map((r) => r.tbtMs)),
    cls: median(results.map((r) => r.cls)),
    fcpMs: median(results.map((r) => r.fcpMs)),
    mainThreadMs: median(results.map((r) => r.mainThreadMs)),
    // Lighthouse's own measure of this machine's speed (higher is faster), so a reader can compare runs.
    benchmarkIndex: median(results.map((r) => r.benchmarkIndex)),
    runs: results,
    failures,
  };
}

/** Clicks a header link and times it, in the page, until the new heading shows and the next frame is painted. */
function timeNavigation(page, linkName, heading) {
  return page.evaluate(
    ({ linkName, heading }) =>
      new Promise((resolve, reject) => {
        const { document, MutationObserver, requestAnimationFrame } = globalThis;
        const link = [...document.querySelectorAll('header nav a')].find((a) => a.textContent === linkName);
        if (!link) return reject(new Error(`no header link named ${linkName}`));
        const start = performance.now();
        const observer = new MutationObserver(() => {
          if (document.querySelector('h1')?.textContent === heading) {
            observer.disconnect();
            requestAnimationFrame(() => setTimeout(() => resolve(performance.now() - start), 0));
          }
        });
        observer.observe(document.body, { subtree: true, childList: true, characterData: true });
        link.click();
      }),
    { linkName, heading },
  );
}

/**
 * A client-side navigation between two routes whose code is loaded (FAQ ⇄ News), from the click to the painted
 * frame with the new heading: the route guard, loaders, render and commit. Median of `runs` × 4 navigations.
 */
export async function measureNavigation(browser, baseUrl, runs = 5) {
  const times = [];
  for (let i = 0; i < runs; i += 1) {
    const context = await browser.newContext();
    const page = await context.newPage();
    await page.goto(new URL('/faq', baseUrl).href, { waitUntil: 'networkidle' });
    await page.getByRole('heading', { level: 1, name: 'Frequently asked questions' }).waitFor();
    // Load the News page's code once; the timed navigations then move between two loaded routes.
    await timeNavigation(page, 'News', 'Pool news');
    await timeNavigation(page, 'FAQ', 'Frequently asked questions');
    for (let j = 0; j < 2; j += 1) {
      times.push(await timeNavigation(page, 'News', 'Pool news'));
      times.push(await timeNavigation(page, 'FAQ', 'Frequently asked questions'));
    }
    await context.close();
  }
  return { medianMs: median(times), runs: times };
}
