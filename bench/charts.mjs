// The LineChart race of docs/performance.md: 100,000 points in two series drawn by @lode/charts and by recharts in
// one Chromium run, plus the pointer-move cost at that size. The page is bench/charts/, built here with Vite.
import { readFile } from 'node:fs/promises';
import { createServer } from 'node:http';
import { extname, join, normalize } from 'node:path';

/** What the race checks: Lode at least 5× faster than recharts, pointer handling within 8 ms per event. */
export const chartBudgets = { points: 100_000, minSpeedup: 5, pointerMs: 8 };
// recharts takes seconds per render at this size: three of its runs, six of ours (cheap, and noisier).
const RECHARTS_RUNS = 3;
const POINTER_EVENTS = 120;

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
const percentile = (values, p) =>
  [...values].sort((a, b) => a - b)[Math.min(values.length - 1, Math.floor((values.length * p) / 100))];
const round = (ms) => Math.round(ms * 100) / 100;

async function buildPage(root) {
  const { build } = await import('vite');
  const { default: react } = await import('@vitejs/plugin-react');
  const outDir = join(root, 'bench', '.tmp', 'charts');
  await build({
    root: join(root, 'bench', 'charts'),
    configFile: false,
    logLevel: 'warn',
    plugins: [react()],
    build: { outDir, emptyOutDir: true, chunkSizeWarningLimit: 4096 },
  });
  return outDir;
}

function serve(dir) {
  const types = { '.html': 'text/html', '.js': 'text/javascript', '.css': 'text/css' };
  const server = createServer(async (req, res) => {
    const path = normalize(join(dir, (req.url ?? '/').split('?')[0] === '/' ? 'index.html' : req.url));
    if (!path.startsWith(dir)) return res.writeHead(403).end();
    try {
      const body = await readFile(path);
      res.writeHead(200, { 'Content-Type': types[extname(path)] ?? 'application/octet-stream' }).end(body);
    } catch {
      res.writeHead(404).end();
    }
  });
  return new Promise((resolve) =>
    server.listen(0, '127.0.0.1', () =>
      resolve({ url: `http://127.0.0.1:${server.address().port}/`, close: () => server.close() }),
    ),
  );
}

/**
 * From a Chromium trace of the pointer loop, per `pointermove`, in ms of the renderer main thread's own clock
 * (time other processes hold the CPU does not count): `handler`, the event dispatch, which renders and
 * commits the tooltip inside it; `frame`, every task from that dispatch to the next event, which adds the
 * style, layout and paint of the frame that shows it.
 */
function threadTimes({ traceEvents }) {
  const dispatches = traceEvents
    .filter((e) => e.name === 'EventDispatch' && e.args?.data?.type === 'pointermove')
    .sort((a, b) => a.ts - b.ts);
  if (dispatches.length === 0) throw new Error('The trace holds no pointermove dispatch');
  const { pid, tid } = dispatches[0];
  const tasks = traceEvents
    .filter((e) => e.name.endsWith('RunTask') && e.ph === 'X' && e.pid === pid && e.tid === tid)
    .sort((a, b) => a.ts - b.ts);
  const cpu = (e) => (e.tdur ?? e.dur) / 1000;
  const starts = dispatches.map((d) => (tasks.find((t) => t.ts <= d.ts && d.ts <= t.ts + t.dur) ?? d).ts);
  return {
    handler: dispatches.map(cpu),
    frame: starts.map((start, i) => {
      const end = starts[i + 1] ?? start + 50_000;
      return tasks.filter((t) => t.ts >= start && t.ts < end).reduce((sum, t) => sum + cpu(t), 0);
    }),
  };
}

const summary = (values) => ({
  median: round(median(values)),
  p95: round(percentile(values, 95)),
  max: round(Math.max(...values)),
});

/** Builds and serves the race page, runs it in `browser`, and returns the figures. */
export async function measureCharts(browser, root, log = () => {}) {
  log('› building the LineChart race page (bench/charts)');
  const dir = await buildPage(root);
  const server = await serve(dir);
  const page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
  try {
    await page.goto(server.url);
    await page.waitForFunction(() => 'lodeChartBench' in globalThis);
    const { points } = chartBudgets;
    const times = { lode: [], recharts: [] };
    // Warm up (JIT, fonts), then the pointer first, before recharts leaves garbage for the collector to
    // sweep in the middle of it.
    await page.evaluate(([k, n]) => globalThis.lodeChartBench.timeRender(k, n), ['lode', points]);
    log(`› ${POINTER_EVENTS} pointer moves over the LineChart`);
    // Traced as well: the renderer's thread time per event does not count the time other processes on a
    // shared machine take the CPU away, which the wall clock does.
    await browser.startTracing(page, { categories: ['toplevel', 'devtools.timeline'] });
    const pointer = await page.evaluate(
      ([n, events]) => globalThis.lodeChartBench.timePointer(n, events),
      [points, POINTER_EVENTS],
    );
    const cpu = threadTimes(JSON.parse((await browser.stopTracing()).toString()));
    // Then interleave, so machine noise falls on both alike.
    await page.evaluate(([k, n]) => globalThis.lodeChartBench.timeRender(k, n), ['recharts', points]);
    for (let run = 0; run < RECHARTS_RUNS; run += 1) {
      for (const kind of ['lode', 'recharts', 'lode']) {
        log(`› ${kind} render (round ${run + 1} of ${RECHARTS_RUNS})`);
        times[kind].push(
          await page.evaluate(([k, n]) => globalThis.lodeChartBench.timeRender(k, n), [kind, points]),
        );
      }
    }
    const lode = median(times.lode);
    const recharts = median(times.recharts);
    return {
      points,
      series: 2,
      renderMs: {
        lode: { median: round(lode), runs: times.lode.map(round) },
        recharts: { median: round(recharts), runs: times.recharts.map(round) },
      },
      speedup: round(recharts / lode),
      pointer: {
        events: pointer.length,
        wallMs: summary(pointer),
        handlerCpuMs: summary(cpu.handler),
        frameCpuMs: summary(cpu.frame),
      },
    };
  } finally {
    await page.close();
    server.close();
  }
}

/** The table rows of the race and how many of its budgets failed. */
export function chartRows(charts) {
  const { minSpeedup, pointerMs } = chartBudgets;
  const { pointer } = charts;
  const fastEnough = charts.speedup >= minSpeedup;
  const smooth = pointer.frameCpuMs.p95 <= pointerMs;
  const page = `LineChart ${charts.points.toLocaleString('en')} × ${charts.series}`;
  const spread = ({ median: m, max }) => `median ${m}, max ${max}`;
  const row = (measure, value, budget = '', status = '') => ({ page, measure, value, budget, status });
  return {
    failed: (fastEnough ? 0 : 1) + (smooth ? 0 : 1),
    rows: [
      row(
        `@lode/charts render, data in → painted (median of ${charts.renderMs.lode.runs.length})`,
        `${Math.round(charts.renderMs.lode.median)} ms`,
      ),
      row(
        `recharts render, same data (median of ${charts.renderMs.recharts.runs.length})`,
        `${Math.round(charts.renderMs.recharts.median)} ms`,
      ),
      row(
        'recharts time / @lode/charts time',
        `${charts.speedup.toFixed(1)}×`,
        `≥ ${minSpeedup}×`,
        fastEnough ? 'ok' : 'OVER',
      ),
      row(
        `pointer move, handler CPU incl. React render (p95 of ${pointer.events}; ${spread(pointer.handlerCpuMs)})`,
        `${pointer.handlerCpuMs.p95} ms`,
      ),
      row(
        `pointer move, CPU until the next event: handler + style, layout, paint (p95; ${spread(pointer.frameCpuMs)})`,
        `${pointer.frameCpuMs.p95} ms`,
        `${pointerMs} ms`,
        smooth ? 'ok' : 'OVER',
      ),
      row(
        `pointer move → tooltip laid out, wall clock (p95; ${spread(pointer.wallMs)})`,
        `${pointer.wallMs.p95} ms`,
      ),
    ],
  };
}
