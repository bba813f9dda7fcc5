// `pnpm exec tsx bench/mainThread.mjs [--runs=N] [--trace=FILE]` (after `pnpm build`): issue 35's figure alone, in
// about a minute instead of the whole bench. It starts the product, signs demo in, and measures the floor page and
// `/dashboard` (a new tab of the signed-in browser) N times each, alternately, as `pnpm bench` does, printing the
// medians and their ratio. With `--trace`, it also records one `/dashboard` load (4× CPU) as a Chromium trace in FILE
// and prints where the renderer's main thread went: by frame (the page, the provider's frames, the silent page) and
// by the kind of work at the top of each task. It measures nothing of record.
import { readFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright';
import { chromiumArgs, chromiumPath } from '../scripts/chromium.mjs';
import { startStack } from '../scripts/stack.ts';
import { signInToDashboard } from './dashboard.mjs';
import {
  CPU_SLOWDOWN,
  floorBudgets,
  gotoSettled,
  measureMainThread,
  medianOfMainThread,
  startFloor,
} from './floor.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const option = (name) =>
  process.argv.find((a) => a.startsWith(`--${name}=`))?.slice(name.length + 3) ?? undefined;
const runs = Number(option('runs') ?? 3);
const traceFile = option('trace');
const tiles = '[data-testid="dashboard-tiles"][aria-busy="false"]';
const ready = (page) => page.locator(tiles).waitFor({ timeout: 60_000 });
const log = (message) => process.stderr.write(`${message}\n`);
const ms = (us) => `${(us / 1000).toFixed(0)} ms`;

/** Nests the complete events of one thread by time: each gets its children (`c`); returns the top-level ones. */
function nest(events) {
  const stack = [];
  const tops = [];
  for (const e of [...events].sort((a, b) => a.ts - b.ts || b.dur - a.dur)) {
    while (stack.length && stack.at(-1).ts + stack.at(-1).dur <= e.ts) stack.pop();
    e.c = [];
    if (stack.length) stack.at(-1).c.push(e);
    else tops.push(e);
    stack.push(e);
  }
  return tops;
}

/** Prints the main thread's time in the page's renderer by frame and by the first named work in each task. */
async function summariseTrace(file) {
  const raw = JSON.parse(await readFile(file, 'utf8'));
  const events = raw.traceEvents ?? raw;
  const frames = new Map();
  let renderer;
  for (const e of events) {
    if (e.name !== 'FrameCommittedInBrowser' && e.name !== 'TracingStartedInBrowser') continue;
    for (const f of e.args.data.frames ?? [e.args.data]) {
      frames.set(f.frame, f.url.replace(/\?.*/, ''));
      if (f.url.includes('/dashboard')) renderer = f.processId;
    }
  }
  const names = new Map();
  for (const e of events)
    if (e.ph === 'M' && e.name === 'thread_name') names.set(`${e.pid}:${e.tid}`, e.args.name);
  const main = events.filter(
    (e) => e.pid === renderer && e.ph === 'X' && names.get(`${e.pid}:${e.tid}`) === 'CrRendererMain',
  );
  const tasks = nest(main);
  const frameOf = (task) => {
    const queue = [task];
    while (queue.length) {
      const e = queue.shift();
      const f = e.args?.data?.frame ?? e.args?.frame;
      if (typeof f === 'string') return frames.get(f) ?? f;
      queue.push(...e.c);
    }
    return '(no frame named: document and frame set-up, loading, scheduling)';
  };
  // The wrappers every task is made of; the first event below them says what the task did.
  const wrappers =
    /^(RunTask|ThreadControllerImpl::RunTask|Receive mojo message|TimerFire|v8\.callFunction|BlinkScheduler_.*)$/;
  const kindOf = (task) => {
    let e = task;
    while (wrappers.test(e.name) && e.c.length) e = e.c.reduce((a, b) => (b.dur > a.dur ? b : a));
    const url = e.args?.data?.url;
    return url ? `${e.name} ${url.replace(/^.*\//, '').replace(/-[\w-]{8}\.js$/, '.js')}` : e.name;
  };
  const byFrame = new Map();
  const byKind = new Map();
  let total = 0;
  for (const task of tasks) {
    total += task.dur;
    byFrame.set(frameOf(task), (byFrame.get(frameOf(task)) ?? 0) + task.dur);
    byKind.set(kindOf(task), (byKind.get(kindOf(task)) ?? 0) + task.dur);
  }
  const top = (map, n) => [...map].sort((a, b) => b[1] - a[1]).slice(0, n);
  console.log(
    `\ntrace of one /dashboard load: ${ms(total)} of main thread in ${tasks.length} tasks (tracing slows it)`,
  );
  console.log('by frame:');
  for (const [frame, us] of top(byFrame, 10)) console.log(`  ${ms(us).padStart(8)}  ${frame}`);
  console.log('by the work at the top of each task:');
  for (const [kind, us] of top(byKind, 20)) console.log(`  ${ms(us).padStart(8)}  ${kind}`);
}

const floorServer = await startFloor(root, log);
const stack = await startStack({}, { onError: () => {} });
const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumArgs });
try {
  const context = await browser.newContext();
  await signInToDashboard(await context.newPage(), stack.url);
  const dashboardUrl = new URL('/dashboard', stack.url).href;
  const floor = [];
  const dashboard = [];
  for (let i = 0; i < runs; i += 1) {
    const floorContext = await browser.newContext();
    floor.push(await measureMainThread(floorContext, floorServer.url));
    await floorContext.close();
    dashboard.push(await measureMainThread(context, dashboardUrl, { ready }));
    log(
      `› run ${i + 1}: floor ${floor.at(-1).mainThreadMs} ms, /dashboard ${dashboard.at(-1).mainThreadMs} ms`,
    );
  }
  const f = medianOfMainThread(floor);
  const d = medianOfMainThread(dashboard);
  const figures = ({ mainThreadMs, scriptMs, styleMs, layoutMs }) =>
    `${mainThreadMs} ms (script ${scriptMs}, style ${styleMs}, layout ${layoutMs})`;
  console.log(`floor: ${figures(f)}\n/dashboard: ${figures(d)}`);
  console.log(
    `ratio ${(d.mainThreadMs / f.mainThreadMs).toFixed(2)}× the floor, medians of ${runs} at ${CPU_SLOWDOWN}× CPU (the budget, ${floorBudgets.dashboard.mainThreadRatio}× ${floorBudgets.dashboard.mainThreadAgainst}'s, is pnpm bench's)`,
  );
  if (traceFile) {
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
    await browser.startTracing(page, {
      path: traceFile,
      categories: [
        'devtools.timeline',
        'disabled-by-default-devtools.timeline',
        'v8.execute',
        'toplevel',
        'loading',
        'navigation',
      ],
    });
    await gotoSettled(page, dashboardUrl, { ready });
    await page.evaluate(
      () => new Promise((resolve) => globalThis.requestIdleCallback(() => resolve(undefined))),
    );
    await browser.stopTracing();
    await page.close();
    await summariseTrace(traceFile);
  }
} finally {
  await browser.close();
  await stack.close();
  floorServer.close();
}
