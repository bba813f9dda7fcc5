import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { at, dailyEarnings, formatCoin, formatHashrate, formatTime } from '../testing/poolData';
import { expectTickLabelsApart, hoverPlot } from '../testing/storyChecks';
import { BarChart } from './BarChart';
import { usageDocs } from '../../../../.storybook/usageNote';

// A month of daily payouts from merged Scrypt mining: Litecoin, and Dogecoin alongside.
const ltc = dailyEarnings(30, 0.0312, 21);
const dogeRig1 = dailyEarnings(30, 96, 22);
const dogeRig2 = dailyEarnings(30, 71, 23);
const dogeRig3 = dailyEarnings(30, 44, 24);
const formatLtc = formatCoin('LTC');
const formatDoge = formatCoin('DOGE');

const workers = ['rig-01', 'rig-02', 'rig-03', 'rig-04', 'rig-05', 'rig-06'];
// Per worker: what the miner reports, and what the pool measured from accepted shares over 24 h and 1 h.
const reported = [9.5e9, 9.5e9, 9.05e9, 9.5e9, 2.2e9, 9.3e9];
const effective24h = [9.38e9, 9.61e9, 7.9e9, 9.41e9, 2.1e9, 9.02e9];
const effective1h = [9.71e9, 9.2e9, 6.35e9, 9.48e9, 0, 9.36e9];
const farm = Array.from({ length: 24 }, (_, i) => `farm-b-${String(i + 1).padStart(2, '0')}`);
const farmHashrate = farm.map((_, i) => 9.5e9 * (0.72 + ((i * 37) % 29) / 100));

const meta = {
  title: 'charts/BarChart',
  component: BarChart,
  tags: ['autodocs'],
  parameters: {
    layout: 'padded',
    docs: usageDocs({
      summary:
        'A bar chart: vertical bars per category (workers, days), one series or several grouped or stacked.',
      use: 'For comparing amounts between categories or periods: earnings per day, hashrate per worker.',
      avoid:
        'For a continuous value over time (use LineChart), or for a handful of figures (show them as StatTiles).',
      keyboard:
        "As LineChart: Tab focuses the plot; the arrow keys move between bars, PageUp and PageDown jump a tenth, Home and End go to the ends; the legend's buttons hide and show series.",
    }),
  },
  args: {
    title: 'Daily earnings, last 30 days',
    categories: ltc.days,
    xType: 'time',
    series: [{ id: 'ltc', label: 'LTC', values: ltc.amounts }],
    formatX: formatTime,
    formatY: formatLtc,
  },
  decorators: [
    (Story) => (
      <div style={{ width: 720, maxWidth: '100%' }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof BarChart>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Daily LTC earnings on a time axis: hovering a day shows its amount. */
export const Default: Story = {
  play: async ({ canvas, canvasElement }) => {
    const plot = await canvas.findByRole('slider', { name: 'Data points' });
    await hoverPlot(plot, 12.5 / 30);
    const tooltip = await canvas.findByRole('tooltip');
    await expect(tooltip).toHaveTextContent(formatTime(at(ltc.days, 12), {}));
    await expect(tooltip).toHaveTextContent(`LTC${formatLtc(at(ltc.amounts, 12))}`);
    await expect(canvas.getAllByRole('row')).toHaveLength(31);
    await expectTickLabelsApart(canvasElement);
  },
};

/** Reported and effective hashrate per worker, grouped: the legend hides a series; arrow keys walk the workers. */
export const Grouped: Story = {
  args: {
    title: 'Reported and effective hashrate per worker',
    categories: workers,
    xType: 'category',
    series: [
      { id: 'reported', label: 'Reported', values: reported },
      { id: 'effective-24h', label: 'Effective, 24 h', values: effective24h },
      { id: 'effective-1h', label: 'Effective, 1 h', values: effective1h },
    ],
    formatY: formatHashrate,
    labels: { x: 'Worker' },
  },
  play: async ({ canvas, canvasElement }) => {
    const image = await canvas.findByRole('img');
    await expect(image.querySelectorAll('rect[data-series]')).toHaveLength(18);
    const plot = await canvas.findByRole('slider', { name: 'Data points' });
    plot.focus();
    await userEvent.keyboard('{Home}{ArrowRight}{ArrowRight}');
    const tooltip = canvas.getByRole('tooltip');
    await expect(tooltip).toHaveTextContent('rig-03');
    await expect(tooltip).toHaveTextContent(`Effective, 1 h${formatHashrate(at(effective1h, 2))}`);

    await userEvent.click(canvas.getByRole('button', { name: 'Effective, 1 h' }));
    await expect(image.querySelectorAll('rect[data-series="effective-1h"]')).toHaveLength(0);
    await expect(image.querySelectorAll('rect[data-series]')).toHaveLength(12);
    const table = canvas.getByRole('table');
    await expect(
      within(table)
        .getAllByRole('columnheader')
        .map((th) => th.textContent),
    ).toEqual(['Worker', 'Reported', 'Effective, 24 h']);
    await expectTickLabelsApart(canvasElement);
  },
};

/** DOGE per day stacked by worker, with the day's total in the tooltip and table. */
export const Stacked: Story = {
  args: {
    title: 'DOGE earnings by worker, last 30 days',
    layout: 'stacked',
    series: [
      { id: 'rig-01', label: 'rig-01', values: dogeRig1.amounts },
      { id: 'rig-02', label: 'rig-02', values: dogeRig2.amounts },
      { id: 'rig-03', label: 'rig-03', values: dogeRig3.amounts },
    ],
    formatY: formatDoge,
  },
  play: async ({ canvas, canvasElement }) => {
    const plot = await canvas.findByRole('slider', { name: 'Data points' });
    await hoverPlot(plot, 29.5 / 30);
    const total = at(dogeRig1.amounts, 29) + at(dogeRig2.amounts, 29) + at(dogeRig3.amounts, 29);
    const tooltip = await canvas.findByRole('tooltip');
    await expect(tooltip).toHaveTextContent(`Total${formatDoge(total)}`);
    await expect(canvas.getByRole('columnheader', { name: 'Total' })).toBeInTheDocument();
    // Stacked: the three bars of a day sit on top of each other, in one column.
    const bars = [...(await canvas.findByRole('img')).querySelectorAll('rect[data-series]')].slice(0, 3);
    const lefts = new Set(bars.map((bar) => Math.round(bar.getBoundingClientRect().left)));
    await expect(lefts.size).toBe(1);
    await expectTickLabelsApart(canvasElement);
  },
};

/** Hashrate of 24 workers on a category axis: labels thin out rather than overlap on a phone. */
export const CategoryAxis: Story = {
  args: {
    title: 'Hashrate by worker, last hour',
    categories: farm,
    xType: 'category',
    series: [{ id: 'hashrate', label: 'Hashrate', values: farmHashrate }],
    formatY: formatHashrate,
    labels: { x: 'Worker' },
  },
  play: async ({ canvas, canvasElement }) => {
    const plot = await canvas.findByRole('slider', { name: 'Data points' });
    await hoverPlot(plot, 7.5 / 24);
    const tooltip = await canvas.findByRole('tooltip');
    await expect(tooltip).toHaveTextContent('farm-b-08');
    await expect(tooltip).toHaveTextContent(formatHashrate(at(farmHashrate, 7)));
    await expectTickLabelsApart(canvasElement);
  },
};

/** No payouts yet. */
export const Empty: Story = {
  args: { categories: [], series: [{ id: 'ltc', label: 'LTC', values: [] }] },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('No data')).toBeVisible();
  },
};

/** Waiting for the API, at the chart's height. */
export const Loading: Story = {
  args: { loading: true, labels: { loading: '正在加载图表…' } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('正在加载图表…');
  },
};

/** The API failed. */
export const ErrorState: Story = {
  args: { error: true, onRetry: fn() },
  play: async ({ args, canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('The chart could not be loaded.');
    await userEvent.click(canvas.getByRole('button', { name: 'Retry' }));
    await expect(args.onRetry).toHaveBeenCalledTimes(1);
  },
};
