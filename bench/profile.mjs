// `pnpm exec tsx bench/profile.mjs [path] [--signed-in]` (after `pnpm build`): loads a page of the whole product in a
// new tab with the CPU slowed as `pnpm bench` slows it, records Chromium's trace with its sampling profiler, and
// prints each long task of the renderer's main thread with where its time went: by package (through the build's
// source maps) and by function. It is the tool that names what a Lighthouse TBT figure is made of; it measures
// nothing of record.
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { createRequire } from 'node:module';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { launch } from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { chromium } from 'playwright';
import { chromiumArgs, chromiumPath } from '../scripts/chromium.mjs';
import { startStack } from '../scripts/stack.ts';
import { signInToDashboard } from './dashboard.mjs';
import { CPU_SLOWDOWN, gotoSettled } from './floor.mjs';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const require = createRequire(join(root, 'apps/web/package.json'));
const traceMapping = await import(
  require.resolve('@jridgewell/trace-mapping', { paths: [join(root, 'node_modules/.pnpm/node_modules')] })
);
const { TraceMap, originalPositionFor } = traceMapping.TraceMap ? traceMapping : traceMapping.default;

const args = process.argv.slice(2);
const path = args.find((a) => a.startsWith('/')) ?? '/dashboard';
const signedIn = !args.includes('--signed-out');
/** Lighthouse multiplies an unthrottled trace's tasks; DevTools throttling records them slowed already. */
let slowdown = 1;

const top = (map, n) =>
  [...map]
    .sort((a, b) => b[1] - a[1])
    .slice(0, n)
    .map(([k, v]) => `${Math.round(v)} ms ${k}`);

// --save=FILE keeps the trace; --load=FILE reports on a kept one without loading the page again.
const saveTo = args.find((a) => a.startsWith('--save='))?.slice('--save='.length);
const loadFrom = args.find((a) => a.startsWith('--load='))?.slice('--load='.length);
if (loadFrom) {
  const kept = JSON.parse(await readFile(loadFrom, 'utf8'));
  slowdown = kept.slowdown;
  await report(kept.events, kept.origin);
} else {
  const stack = await startStack({}, { onError: () => {} });
  try {
    // --runs=N: only Lighthouse's figures, N runs without the profiler (which slows the page), and their medians.
    const runs = Number(args.find((a) => a.startsWith('--runs='))?.slice('--runs='.length) ?? 0);
    if (runs > 0) {
      const figures = [];
      for (let i = 0; i < runs; i += 1) figures.push(await traceWithLighthouse(stack, false));
      const median = (key) => [...figures].map((f) => f[key]).sort((a, b) => a - b)[Math.floor(runs / 2)];
      console.log(
        `median of ${runs}: Lighthouse ${median('score')}, TBT ${median('tbt')} ms, FCP ${median('fcp')} ms, LCP ${median('lcp')} ms`,
      );
      process.exit(0);
    }
    const events = args.includes('--devtools')
      ? await traceWithDevtoolsThrottling(stack)
      : await traceWithLighthouse(stack, !args.includes('--plain'), true);
    if (saveTo) await writeFile(saveTo, JSON.stringify({ slowdown, origin: stack.url, events }));
    await report(events, stack.url);
  } finally {
    await stack.close();
  }
}

/**
 * The provider's session of demo, signed in in a browser of its own: Lighthouse's Chromium gets only these cookies,
 * so its tab is the first page of the app there, as Lighthouse measures any page. Signing in in that same browser
 * left a renderer with the cabinet's heap behind, which DevTools' start-up walks in the page's first task (some
 * 80 ms on this machine, four times that in Lighthouse's count, against 20 ms in a fresh renderer;
 * `--same-browser` shows it).
 */
async function providerSession(stack) {
  const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumArgs });
  try {
    const context = await browser.newContext();
    const page = await context.newPage();
    await signInToDashboard(page, stack.url);
    return context.cookies();
  } finally {
    await browser.close();
  }
}

/**
 * Lighthouse's mobile run as `pnpm bench` makes it (its CPU slowdown is simulated afterwards from an unthrottled
 * trace: each task counts 4× its length, so a task over 12.5 ms here is a long task in its report).
 */
// --plain: Lighthouse's trace without the sampling profiler (whose start-up alone is a long task): the tasks as
// Lighthouse counts them, without the packages and functions.
async function traceWithLighthouse(stack, profiled = true, wantTrace = profiled) {
  const userDataDir = await mkdtemp(join(tmpdir(), 'lode-profile-chromium-'));
  const chrome = await launch({
    chromePath: chromiumPath,
    chromeFlags: ['--headless=new', '--no-sandbox', ...chromiumArgs],
    userDataDir,
  });
  try {
    if (args.includes('--visit-first')) {
      const browser = await chromium.connectOverCDP(`http://127.0.0.1:${chrome.port}`);
      const page = await browser.contexts()[0].newPage();
      await page.goto(new URL('/faq', stack.url).href);
      await page.close();
      await browser.close();
    }
    if (signedIn && args.includes('--same-browser')) {
      const browser = await chromium.connectOverCDP(`http://127.0.0.1:${chrome.port}`);
      const page = await browser.contexts()[0].newPage();
      await signInToDashboard(page, stack.url);
      await page.close();
      await browser.close();
    } else if (signedIn) {
      const browser = await chromium.connectOverCDP(`http://127.0.0.1:${chrome.port}`);
      await browser.contexts()[0].addCookies(await providerSession(stack));
      await browser.close();
    }
    const result = await lighthouse(new URL(path, stack.url).href, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance'],
      disableStorageReset: true,
      ...(profiled ? { additionalTraceCategories: 'disabled-by-default-v8.cpu_profiler' } : {}),
    });
    const audits = result.lhr.audits;
    console.log(
      `Lighthouse ${Math.round(result.lhr.categories.performance.score * 100)}, TBT ${Math.round(audits['total-blocking-time'].numericValue)} ms, FCP ${Math.round(audits['first-contentful-paint'].numericValue)} ms, TTI ${Math.round(audits.interactive.numericValue)} ms`,
    );
    console.log(`  final URL ${result.lhr.finalDisplayedUrl}`);
    const shot = audits['final-screenshot']?.details?.data;
    if (shot && args.includes('--shot'))
      await writeFile('/tmp/lh-final.jpg', Buffer.from(shot.split(',')[1], 'base64'));
    // Lighthouse's own list: its simulated start and length of each long task, and the script it blames.
    for (const task of audits['long-tasks']?.details?.items ?? [])
      console.log(
        `  simulated long task at ${Math.round(task.startTime)} ms, ${Math.round(task.duration)} ms: ${task.url}`,
      );
    slowdown = CPU_SLOWDOWN;
    if (!wantTrace)
      return {
        score: Math.round(result.lhr.categories.performance.score * 100),
        tbt: Math.round(audits['total-blocking-time'].numericValue),
        fcp: Math.round(audits['first-contentful-paint'].numericValue),
        lcp: Math.round(audits['largest-contentful-paint'].numericValue),
      };
    return result.artifacts.Trace.traceEvents;
  } finally {
    await chrome.kill();
    await rm(userDataDir, { recursive: true, force: true });
  }
}

/** The page loaded in Playwright's Chromium with DevTools' CPU throttling on. */
async function traceWithDevtoolsThrottling(stack) {
  const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumArgs });
  try {
    const context = await browser.newContext();
    if (signedIn) {
      const page = await context.newPage();
      await signInToDashboard(page, stack.url);
      await page.close();
    }
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
    await browser.startTracing(page, {
      categories: [
        'devtools.timeline',
        'disabled-by-default-devtools.timeline',
        'v8.execute',
        'disabled-by-default-v8.cpu_profiler',
      ],
    });
    await gotoSettled(page, new URL(path, stack.url).href);
    await page.evaluate(
      () => new Promise((done) => globalThis.requestIdleCallback(() => done(undefined), { timeout: 10_000 })),
    );
    const trace = JSON.parse((await browser.stopTracing()).toString('utf8'));
    return trace.traceEvents ?? trace;
  } finally {
    await browser.close();
  }
}

async function report(events, origin) {
  const mains = events.filter((e) => e.name === 'thread_name' && e.args?.name === 'CrRendererMain');
  const maps = new Map();
  const sourceOf = async (url = '', line = 0, column = 0) => {
    if (!url.startsWith(new URL(origin).origin)) return { source: url || '(native)', name: '' };
    const file = join(root, 'apps/web/dist', new URL(url).pathname);
    if (!maps.has(file))
      maps.set(
        file,
        await readFile(`${file}.map`, 'utf8').then(
          (t) => new TraceMap(t),
          () => null,
        ),
      );
    const map = maps.get(file);
    if (!map) return { source: new URL(url).pathname, name: '' };
    const position = originalPositionFor(map, { line: line + 1, column });
    return {
      source: position.source ?? new URL(url).pathname,
      name: position.name ?? '',
      line: position.line,
    };
  };
  const packageOf = (source) => {
    const match = /node_modules\/(?:\.pnpm\/[^/]+\/node_modules\/)?((?:@[^/]+\/)?[^/]+)/.exec(source);
    if (match) return match[1];
    const own = /(packages\/[^/]+|apps\/web\/src\/[^/]+\/[^/]+)/.exec(source);
    return own ? own[1] : source;
  };
  for (const main of mains) {
    const { pid, tid } = main;
    const tasks = events
      .filter((e) => e.pid === pid && e.tid === tid && e.name === 'RunTask' && e.dur * slowdown > 50_000)
      .sort((a, b) => a.ts - b.ts);
    if (tasks.length === 0) continue;
    const profileStart = events.find((e) => e.name === 'Profile' && e.pid === pid && e.tid === tid);
    const chunks = events.filter(
      (e) => e.name === 'ProfileChunk' && e.pid === pid && e.id === profileStart?.id,
    );
    const nodes = new Map();
    const samples = [];
    let ts = profileStart?.args?.data?.startTime ?? 0;
    for (const chunk of chunks) {
      const cpu = chunk.args.data.cpuProfile ?? {};
      for (const node of cpu.nodes ?? []) nodes.set(node.id, node);
      const deltas = chunk.args.data.timeDeltas ?? [];
      (cpu.samples ?? []).forEach((id, i) => {
        ts += deltas[i] ?? 0;
        samples.push({ ts, id });
      });
    }
    const navigation = events.find((e) => e.name === 'navigationStart' && e.pid === pid)?.ts ?? tasks[0].ts;
    for (const mark of ['firstContentfulPaint', 'largestContentfulPaint::Candidate']) {
      const at = events
        .filter((e) => e.name === mark && e.pid === pid)
        .map((e) => Math.round((e.ts - navigation) / 1000));
      if (at.length > 0) console.log(`${mark} at ${at.join(', ')} ms (unthrottled)`);
    }
    let blocking = 0;
    console.log(`\nrenderer ${pid}: ${tasks.length} long tasks`);
    for (const task of tasks) {
      blocking += (task.dur * slowdown) / 1000 - 50;
      const within = samples.filter((s) => s.ts >= task.ts && s.ts <= task.ts + task.dur);
      const byPackage = new Map();
      const byFunction = new Map();
      const byOwnCode = new Map();
      const period = within.length > 1 ? (within.at(-1).ts - within[0].ts) / (within.length - 1) / 1000 : 0;
      for (const sample of within) {
        const frame = nodes.get(sample.id)?.callFrame;
        if (!frame) continue;
        const where = await sourceOf(frame.url, frame.lineNumber, frame.columnNumber);
        const pkg = frame.url ? packageOf(where.source) : frame.functionName || '(native)';
        byPackage.set(pkg, (byPackage.get(pkg) ?? 0) + period);
        const fn = `${where.name || frame.functionName || '(anonymous)'} ${where.source.replace(/^.*node_modules\//, '')}:${where.line ?? ''}`;
        byFunction.set(fn, (byFunction.get(fn) ?? 0) + period);
        // The nearest frame of the product's own code on the stack: which of its functions asked for the work.
        for (let node = nodes.get(sample.id); node; node = nodes.get(node.parent)) {
          const own = await sourceOf(
            node.callFrame.url,
            node.callFrame.lineNumber,
            node.callFrame.columnNumber,
          );
          if (/(^|\/)(src|packages)\//.test(own.source) && !own.source.includes('node_modules')) {
            const key = `${own.name || node.callFrame.functionName || '(anonymous)'} ${own.source.replace(/^(\.\.\/)+/, '')}:${own.line}`;
            byOwnCode.set(key, (byOwnCode.get(key) ?? 0) + period);
            break;
          }
        }
      }
      const children = new Map();
      for (const e of events)
        if (
          e.pid === pid &&
          e.tid === tid &&
          e.ph === 'X' &&
          e.ts >= task.ts &&
          e.ts < task.ts + task.dur &&
          e !== task
        )
          if (!['RunTask', 'ThreadControllerImpl::RunTask'].includes(e.name))
            children.set(e.name, (children.get(e.name) ?? 0) + e.dur / 1000);
      console.log(
        `\n• at ${Math.round((task.ts - navigation) / 1000)} ms, ${Math.round(task.dur / 1000)} ms` +
          (slowdown > 1 ? ` (${Math.round((task.dur * slowdown) / 1000)} ms as Lighthouse counts it)` : ''),
      );
      console.log(`  events: ${top(children, 6).join(' · ')}`);
      console.log(`  packages: ${top(byPackage, 6).join(' · ')}`);
      for (const line of top(byFunction, 6)) console.log(`    ${line}`);
      if (byOwnCode.size > 0) console.log(`  nearest own code: ${top(byOwnCode, 5).join(' · ')}`);
      const documents = events
        .filter(
          (e) =>
            e.pid === pid && e.name === 'ResourceSendRequest' && e.ts >= task.ts && e.ts < task.ts + task.dur,
        )
        .map((e) => new URL(e.args.data.url).pathname);
      if (documents.length > 0) console.log(`  requests sent: ${documents.join(' ')}`);
    }
    console.log(`\nblocking time of the long tasks: ${Math.round(blocking)} ms`);
    // The whole load, long tasks or not: self time by package, and time by the nearest own code's package.
    const selfByPackage = new Map();
    const ownByPackage = new Map();
    for (let i = 1; i < samples.length; i += 1) {
      const sample = samples[i];
      const spent = (sample.ts - samples[i - 1].ts) / 1000;
      const frame = nodes.get(sample.id)?.callFrame;
      if (!frame || frame.functionName === '(idle)') continue;
      const where = await sourceOf(frame.url, frame.lineNumber, frame.columnNumber);
      const pkg = frame.url ? packageOf(where.source) : frame.functionName || '(native)';
      selfByPackage.set(pkg, (selfByPackage.get(pkg) ?? 0) + spent);
      let owner = '(no own code on the stack)';
      for (let node = nodes.get(sample.id); node; node = nodes.get(node.parent)) {
        const own = await sourceOf(
          node.callFrame.url,
          node.callFrame.lineNumber,
          node.callFrame.columnNumber,
        );
        if (/(^|\/)(src|packages)\//.test(own.source) && !own.source.includes('node_modules')) {
          owner = packageOf(own.source.replace(/^(\.\.\/)+/, ''));
          break;
        }
      }
      ownByPackage.set(owner, (ownByPackage.get(owner) ?? 0) + spent);
    }
    console.log(`whole load, self time: ${top(selfByPackage, 12).join(' · ')}`);
    console.log(`whole load, by the nearest own code: ${top(ownByPackage, 12).join(' · ')}`);
  }
}
