// The bench page for the LineChart race (bench/charts.mjs drives it): the same 100,000-point two-series data
// drawn by @lode/charts and by recharts, each with grid, axes, tooltip and legend, animation off in both.
import '@lode/ui/styles.css';
import '@lode/charts/styles.css';
import { LineChart, type LineSeries } from '@lode/charts';
import { createRoot } from 'react-dom/client';
import { CartesianGrid, Legend, Line, LineChart as RechartsLineChart, Tooltip, XAxis, YAxis } from 'recharts';

const width = 960;
const height = 320;
const minute = 60_000;
const start = Date.UTC(2026, 9, 1);

/** Two hashrate series of `count` one-minute samples, as our series and as recharts' rows. */
function makeData(count: number) {
  const pool: { x: number; y: number }[] = new Array(count);
  const worker: { x: number; y: number }[] = new Array(count);
  const rows: { t: number; pool: number; worker: number }[] = new Array(count);
  let seed = 1;
  const random = () => {
    seed = (seed * 16807) % 2147483647;
    return seed / 2147483647;
  };
  for (let i = 0; i < count; i += 1) {
    const t = start + i * minute;
    const daily = Math.sin((2 * Math.PI * i) / 1440) * 0.05;
    const p = 1.32e12 * (1 + daily + (random() - 0.5) * 0.08);
    const w = 0.41e12 * (1 + daily + (random() - 0.5) * 0.12);
    pool[i] = { x: t, y: p };
    worker[i] = { x: t, y: w };
    rows[i] = { t, pool: p, worker: w };
  }
  return { pool, worker, rows };
}

const formatY = (v: number) => `${(v / 1e12).toFixed(2)} TH/s`;
const time = new Intl.DateTimeFormat('en-GB', { timeZone: 'UTC', day: 'numeric', month: 'short' });
const formatX = (v: number) => time.format(v);

const nextFrame = () => new Promise<void>((resolve) => requestAnimationFrame(() => resolve()));
// After the frame in which the chart first appears has been painted: a task queued from its rAF callback.
const painted = () =>
  new Promise<void>((resolve) => requestAnimationFrame(() => setTimeout(() => resolve(), 0)));

type Kind = 'lode' | 'recharts';

function element(kind: Kind, data: ReturnType<typeof makeData>) {
  if (kind === 'lode') {
    const series: LineSeries[] = [
      { id: 'pool', label: 'Pool', points: data.pool },
      { id: 'worker', label: 'Worker', points: data.worker },
    ];
    return (
      <LineChart
        title="Hashrate"
        series={series}
        height={height}
        formatX={formatX}
        formatY={formatY}
        animationDuration={0}
      />
    );
  }
  return (
    <RechartsLineChart width={width} height={height} data={data.rows}>
      <CartesianGrid strokeDasharray="3 3" />
      <XAxis dataKey="t" type="number" scale="time" domain={['dataMin', 'dataMax']} tickFormatter={formatX} />
      <YAxis tickFormatter={formatY} />
      <Tooltip labelFormatter={(v) => formatX(Number(v))} formatter={(v) => formatY(Number(v))} />
      <Legend />
      <Line dataKey="pool" name="Pool" dot={false} isAnimationActive={false} stroke="#006daa" />
      <Line dataKey="worker" name="Worker" dot={false} isAnimationActive={false} stroke="#b77e00" />
    </RechartsLineChart>
  );
}

// What "drawn" means for each: both series' lines are in the document with their geometry.
const drawn: Record<Kind, (stage: HTMLElement) => boolean> = {
  lode: (stage) =>
    [...stage.querySelectorAll('[role="img"] path')].filter((p) => p.getAttribute('d')).length >= 2,
  recharts: (stage) =>
    [...stage.querySelectorAll('path.recharts-line-curve')].filter((p) => p.getAttribute('d')).length >= 2,
};

const stage = document.getElementById('stage') as HTMLElement;

/** Milliseconds from handing the data to React until the frame showing both lines has been painted. */
async function timeRender(kind: Kind, count: number): Promise<number> {
  const data = makeData(count);
  const host = document.createElement('div');
  stage.append(host);
  const root = createRoot(host);
  await painted();
  const started = performance.now();
  root.render(element(kind, data));
  // recharts lays out over several commits; poll frame by frame until both lines are there.
  while (!drawn[kind](host)) await nextFrame();
  await painted();
  const elapsed = performance.now() - started;
  root.unmount();
  host.remove();
  return elapsed;
}

/**
 * Per pointer event over a drawn 100,000-point LineChart: milliseconds from dispatching `pointermove` until
 * React has committed the new tooltip (inside the handler) and the browser has recomputed style and layout.
 */
async function timePointer(count: number, events: number): Promise<number[]> {
  const data = makeData(count);
  const host = document.createElement('div');
  stage.append(host);
  const root = createRoot(host);
  root.render(element('lode', data));
  while (!drawn.lode(host)) await nextFrame();
  await painted();
  const plot = host.querySelector<HTMLElement>('[role="slider"]');
  if (!plot) throw new Error('No focusable plot in the LineChart');
  const box = plot.getBoundingClientRect();
  const times: number[] = [];
  for (let i = 0; i < events; i += 1) {
    // Spread over the plot (golden-ratio steps), so every event lands on another sample.
    const clientX = box.left + (((i + 1) * 0.6180339887) % 1) * box.width;
    const before = plot.getAttribute('aria-valuenow');
    const started = performance.now();
    plot.dispatchEvent(
      new PointerEvent('pointermove', {
        bubbles: true,
        clientX,
        clientY: box.top + 20,
        pointerType: 'mouse',
      }),
    );
    void plot.offsetWidth;
    times.push(performance.now() - started);
    if (plot.getAttribute('aria-valuenow') === before)
      throw new Error('The tooltip did not move with the pointer');
    // One event per frame, as a real pointer delivers them.
    await painted();
  }
  root.unmount();
  host.remove();
  return times;
}

declare global {
  interface Window {
    /** The bench's entry points, called by bench/charts.mjs through Playwright. */
    lodeChartBench: { timeRender: typeof timeRender; timePointer: typeof timePointer };
  }
}

window.lodeChartBench = { timeRender, timePointer };
