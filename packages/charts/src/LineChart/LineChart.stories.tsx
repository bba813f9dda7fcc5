import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import {
  at,
  formatHashrate,
  formatPercent,
  formatTime,
  hashrateSeries,
  minute,
  rejectRateSeries,
  valueAt,
} from '../testing/poolData';
import { expectTickLabelsApart, hoverPlot } from '../testing/storyChecks';
import { LineChart } from './LineChart';
import { usageDocs } from '../../../../.storybook/usageNote';

// A day of one-minute samples: the pool, and two Scrypt rigs of about 9.5 GH/s, one offline for an hour.
const day = 24 * 60;
const pool = hashrateSeries({ count: day, step: minute, mean: 1.32e12, seed: 1 });
const rig1 = hashrateSeries({ count: day, step: minute, mean: 9.5e9, seed: 2 });
const rig2 = hashrateSeries({ count: day, step: minute, mean: 9.1e9, seed: 3, offline: [600, 660] });
const rejects = rejectRateSeries(day, minute, 4);
// A month of one-minute samples (43,200 per series), as the statistics page asks for.
const month = 30 * day;
const poolMonth = hashrateSeries({ count: month, step: minute, mean: 1.32e12, seed: 5 });
const rigMonth = hashrateSeries({ count: month, step: minute, mean: 0.41e12, seed: 6, noise: 0.08 });

const meta = {
  title: 'charts/LineChart',
  component: LineChart,
  tags: ['autodocs'],
  parameters: {
    layout: 'padded',
    docs: usageDocs({
      summary:
        'A line chart of one or more series on a time (or numeric) x axis, with an optional area fill and a second y axis; long series are downsampled for drawing only.',
      use: 'For a value over time: pool and worker hashrate, reject rate, difficulty. The same data is in its table for screen readers.',
      avoid:
        'For comparing categories or totals per day (use BarChart), or for one current figure (use StatTile).',
      keyboard:
        "Tab focuses the plot: ArrowLeft and ArrowRight (or ArrowDown and ArrowUp) move between points and show their values, PageUp and PageDown jump a tenth of the range, Home and End go to the first and last. The legend's buttons (Enter or Space) hide and show series.",
    }),
  },
  args: {
    title: 'Pool hashrate, last 24 hours',
    series: [{ id: 'pool', label: 'Pool', points: pool }],
    formatX: formatTime,
    formatY: formatHashrate,
  },
  decorators: [
    (Story) => (
      <div style={{ width: 720, maxWidth: '100%' }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof LineChart>;

export default meta;
type Story = StoryObj<typeof meta>;

/** One series. Hovering shows the sample under the pointer; tick labels stay apart at any width. */
export const Default: Story = {
  play: async ({ canvas, canvasElement }) => {
    const plot = await canvas.findByRole('slider', { name: 'Data points' });
    const index = 900;
    await hoverPlot(plot, index / (day - 1));
    const tooltip = await canvas.findByRole('tooltip');
    await expect(tooltip).toHaveTextContent(formatTime(at(pool, index).x, {}));
    await expect(tooltip).toHaveTextContent(`Pool${formatHashrate(valueAt(pool, index))}`);
    await expect(plot).toHaveAttribute('aria-valuenow', String(index));
    await expect(await canvas.findByRole('img')).toHaveAccessibleName(
      /^Pool hashrate, last 24 hours, 1 Nov 2026/,
    );
    await expectTickLabelsApart(canvasElement);
    await userEvent.unhover(plot);
    await waitFor(() => expect(canvas.queryByRole('tooltip')).toBeNull());
  },
};

/** Pool and workers: the legend hides and shows series, the arrow keys walk the samples. */
export const MultiSeries: Story = {
  args: {
    title: 'Hashrate by worker, last 24 hours',
    series: [
      { id: 'rig-01', label: 'rig-01', points: rig1 },
      { id: 'rig-02', label: 'rig-02', points: rig2 },
    ],
  },
  play: async ({ canvas }) => {
    // Keyboard: Tab passes the legend buttons, then reaches the plot, which shows the newest sample.
    await userEvent.tab();
    await userEvent.tab();
    await userEvent.tab();
    const plot = await canvas.findByRole('slider', { name: 'Data points' });
    await expect(plot).toHaveFocus();
    await expect(canvas.getByRole('tooltip')).toHaveTextContent(formatHashrate(valueAt(rig1, day - 1)));
    await userEvent.keyboard('{ArrowLeft}{ArrowLeft}');
    await expect(plot).toHaveAttribute('aria-valuenow', String(day - 3));
    const tooltip = canvas.getByRole('tooltip');
    await expect(tooltip).toHaveTextContent(formatTime(at(rig1, day - 3).x, {}));
    await expect(tooltip).toHaveTextContent(`rig-01${formatHashrate(valueAt(rig1, day - 3))}`);
    await expect(tooltip).toHaveTextContent(`rig-02${formatHashrate(valueAt(rig2, day - 3))}`);
    // Home, then Page Up steps a tenth of the day; the hour rig-02 was offline reads as a gap.
    await userEvent.keyboard('{Home}{PageUp}{PageUp}{PageUp}{PageUp}');
    await expect(plot).toHaveAttribute('aria-valuenow', String(4 * 144));
    await userEvent.keyboard('{ArrowRight}'.repeat(30));
    await expect(plot).toHaveAttribute('aria-valuenow', '606');
    await expect(canvas.getByRole('tooltip')).toHaveTextContent('rig-02–');

    // The legend hides a series from the drawing, tooltip and table, and shows it again.
    const toggle = canvas.getByRole('button', { name: 'rig-02' });
    await userEvent.click(toggle);
    await expect(toggle).toHaveAttribute('aria-pressed', 'false');
    await expect(canvas.queryByRole('columnheader', { name: /rig-02/ })).toBeNull();
    await expect(await canvas.findByRole('img')).not.toHaveAccessibleName(/rig-02/);
    await userEvent.click(toggle);
    await expect(toggle).toHaveAttribute('aria-pressed', 'true');
    await expect(canvas.getByRole('columnheader', { name: 'rig-02 (max)' })).toBeInTheDocument();
  },
};

/** The area under the line filled, for a single total such as the pool's hashrate. */
export const Area: Story = {
  args: { area: true },
  play: async ({ canvas, canvasElement }) => {
    const image = await canvas.findByRole('img');
    const area = image.querySelector('path[d$="Z"]');
    await expect(area).not.toBeNull();
    await expect(Number(getComputedStyle(area as Element).fillOpacity)).toBeLessThan(0.3);
    // Motion is on here (no reduced-motion preference): the series draw in over 400 ms.
    const series = area?.parentElement?.parentElement as Element;
    await expect(getComputedStyle(series).animationDuration).toBe('0.4s');
    await expectTickLabelsApart(canvasElement);
  },
};

/** Reject rate in % on a second y axis, beside the hashrate. */
export const SecondAxis: Story = {
  args: {
    title: 'Hashrate and reject rate, last 24 hours',
    series: [
      { id: 'hashrate', label: 'Hashrate', points: pool, area: true },
      { id: 'rejects', label: 'Reject rate', points: rejects, axis: 'right' },
    ],
    formatY2: formatPercent,
  },
  play: async ({ canvas, canvasElement }) => {
    const plot = await canvas.findByRole('slider', { name: 'Data points' });
    await hoverPlot(plot, 0.5);
    const index = Number(plot.getAttribute('aria-valuenow'));
    const tooltip = await canvas.findByRole('tooltip');
    await expect(tooltip).toHaveTextContent(`Reject rate${formatPercent(valueAt(rejects, index))}`);
    await expect(tooltip).toHaveTextContent(`Hashrate${formatHashrate(valueAt(pool, index))}`);
    // Percent labels on the right axis.
    const rightLabels = [...canvasElement.querySelectorAll('[role="img"] text')].filter((t) =>
      t.textContent?.endsWith(' %'),
    );
    await expect(rightLabels.length).toBeGreaterThanOrEqual(2);
    await expectTickLabelsApart(canvasElement);
  },
};

/**
 * A month of one-minute samples, 43,200 per series: drawn as one path each with at most four points per pixel
 * column, while the tooltip and the summarised table read the original samples.
 */
export const LongSeries: Story = {
  args: {
    title: 'Pool and worker hashrate, last 30 days',
    series: [
      { id: 'pool', label: 'Pool', points: poolMonth },
      { id: 'rig', label: 'rig-farm-A', points: rigMonth },
    ],
  },
  play: async ({ canvas, canvasElement }) => {
    const image = await canvas.findByRole('img');
    const width = image.getBoundingClientRect().width;
    for (const path of image.querySelectorAll('path')) {
      const points = (path.getAttribute('d') ?? '').match(/[ML]/g)?.length ?? 0;
      await expect(points).toBeLessThanOrEqual(4 * width);
    }
    const plot = await canvas.findByRole('slider', { name: 'Data points' });
    plot.focus();
    await userEvent.keyboard('{End}{ArrowLeft}');
    await expect(canvas.getByRole('tooltip')).toHaveTextContent(
      `Pool${formatHashrate(valueAt(poolMonth, month - 2))}`,
    );
    const table = canvas.getByRole('table');
    await expect(within(table).getAllByRole('row')).toHaveLength(101);
    await expect(table).toHaveAccessibleName(/Summarised: 100 periods of 86400 samples/);
    await expectTickLabelsApart(canvasElement);
  },
};

/** No samples yet (a new worker). */
export const Empty: Story = {
  args: { series: [{ id: 'pool', label: 'Pool', points: [] }] },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('No data')).toBeVisible();
    await expect(canvas.queryByRole('slider')).toBeNull();
  },
};

/** Waiting for the API: the frame keeps its height, so nothing moves when the data arrives. */
export const Loading: Story = {
  args: { loading: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Loading chart…');
    await expect(canvas.getByRole('figure')).toHaveAttribute('aria-busy', 'true');
    const frame = canvas.getByRole('status').parentElement;
    await expect(frame?.getBoundingClientRect().height).toBeCloseTo(280, 0);
  },
};

/** The API failed; the retry button asks again. Texts come translated from the app. */
export const ErrorState: Story = {
  args: {
    error: true,
    onRetry: fn(),
    labels: { error: 'Не удалось загрузить график хешрейта.', retry: 'Повторить' },
  },
  play: async ({ args, canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('Не удалось загрузить график хешрейта.');
    await userEvent.click(canvas.getByRole('button', { name: 'Повторить' }));
    await expect(args.onRetry).toHaveBeenCalledTimes(1);
  },
};
