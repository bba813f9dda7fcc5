import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import {
  at,
  formatHashrate,
  formatPercent,
  formatTime,
  hashrateSeries,
  minute,
  valueAt,
} from '../testing/poolData';
import { downsampleMinMax } from '../downsample/downsampleMinMax';
import { LineChart } from './LineChart';

afterEach(() => {
  cleanup();
  localStorage.clear();
});

// 100,000 one-minute samples with one sharp spike that only the original data knows exactly.
const n = 100_000;
const pool = hashrateSeries({ count: n, step: minute, mean: 1.3e12, seed: 11 });
const spikeAt = 61_234;
pool[spikeAt] = { x: at(pool, spikeAt).x, y: 2.468e12 };
const worker = hashrateSeries({ count: n, step: minute, mean: 9.5e9, seed: 12 });

const width = 640;
const chart = (props: Partial<Parameters<typeof LineChart>[0]> = {}) =>
  render(
    <LineChart
      title="Pool hashrate"
      width={width}
      series={[
        { id: 'pool', label: 'Pool', points: pool },
        { id: 'rig', label: 'rig-01', points: worker },
      ]}
      formatX={formatTime}
      formatY={formatHashrate}
      {...props}
    />,
  );

describe('LineChart', () => {
  it('shows the original value of the point under the pointer, not a downsampled one', () => {
    chart();
    const plot = screen.getByRole('slider', { name: 'Data points' });
    const plotWidth = Number.parseFloat(plot.style.width);
    const hover = (index: number) =>
      // jsdom lays nothing out, so the plot's left edge is at clientX 0.
      fireEvent.pointerMove(plot, { clientX: (index / (n - 1)) * plotWidth });

    // An ordinary sample in the middle of a pixel column: the drawn path skips it, the tooltip does not.
    const ordinary = spikeAt + 40;
    const x0 = at(pool, 0).x;
    const x1 = at(pool, n - 1).x;
    expect(downsampleMinMax(pool, x0, x1, Math.ceil(plotWidth))).not.toContain(ordinary);
    hover(ordinary);
    let tooltip = screen.getByRole('tooltip').textContent;
    expect(tooltip).toContain(formatTime(at(pool, ordinary).x, {}));
    expect(tooltip).toContain(`Pool${formatHashrate(valueAt(pool, ordinary))}`);
    expect(tooltip).toContain(`rig-01${formatHashrate(valueAt(worker, ordinary))}`);
    expect(plot.getAttribute('aria-valuenow')).toBe(String(ordinary));

    hover(spikeAt);
    tooltip = screen.getByRole('tooltip').textContent;
    expect(tooltip).toContain('Pool2.47 TH/s');
    fireEvent.pointerLeave(plot, { pointerType: 'mouse' });
    expect(screen.queryByRole('tooltip')).toBeNull();
  });

  it('keeps the tooltip after a tap, until the plot loses focus', () => {
    chart();
    const plot = screen.getByRole('slider', { name: 'Data points' });
    fireEvent.pointerDown(plot, { clientX: 100, pointerType: 'touch' });
    fireEvent.focus(plot);
    fireEvent.pointerLeave(plot, { pointerType: 'touch' });
    expect(screen.getByRole('tooltip')).toBeTruthy();
    fireEvent.blur(plot);
    expect(screen.queryByRole('tooltip')).toBeNull();
  });

  it('moves the tooltip point by point with the arrow keys, to the ends with Home and End', () => {
    chart();
    const plot = screen.getByRole('slider', { name: 'Data points' });
    fireEvent.focus(plot);
    expect(plot.getAttribute('aria-valuenow')).toBe(String(n - 1));
    fireEvent.keyDown(plot, { key: 'ArrowLeft' });
    expect(plot.getAttribute('aria-valuenow')).toBe(String(n - 2));
    const expected = `${formatTime(at(pool, n - 2).x, {})}: Pool ${formatHashrate(valueAt(pool, n - 2))}, rig-01 ${formatHashrate(valueAt(worker, n - 2))}`;
    expect(plot.getAttribute('aria-valuetext')).toBe(expected);
    expect(screen.getByRole('tooltip').textContent).toContain(formatHashrate(valueAt(pool, n - 2)));
    fireEvent.keyDown(plot, { key: 'Home' });
    expect(plot.getAttribute('aria-valuenow')).toBe('0');
    fireEvent.keyDown(plot, { key: 'PageUp' });
    expect(plot.getAttribute('aria-valuenow')).toBe(String(n / 10));
    fireEvent.blur(plot);
    expect(screen.queryByRole('tooltip')).toBeNull();
  });

  it('draws each series as one path of at most four points per pixel column', () => {
    const { container } = chart();
    const lines = container.querySelectorAll('path[class]');
    expect(lines).toHaveLength(2);
    for (const line of lines) {
      const points = (line.getAttribute('d') ?? '').match(/[ML]/g) ?? [];
      expect(points.length).toBeLessThanOrEqual(4 * width);
      expect(points.length).toBeGreaterThan(width / 2);
    }
  });

  it('hides and shows a series from the legend', () => {
    const { container } = chart();
    const toggle = screen.getByRole('button', { name: 'rig-01' });
    expect(toggle.getAttribute('aria-pressed')).toBe('true');
    fireEvent.click(toggle);
    expect(toggle.getAttribute('aria-pressed')).toBe('false');
    expect(container.querySelector('[data-series="rig"]')).toBeNull();
    expect(screen.queryByRole('columnheader', { name: /rig-01/ })).toBeNull();
    fireEvent.click(toggle);
    expect(container.querySelector('[data-series="rig"]')).not.toBeNull();
  });

  it('is a labelled image with a summary and a summarised data table', () => {
    chart();
    const image = screen.getByRole('img');
    expect(image.getAttribute('aria-label')).toMatch(
      /^Pool hashrate, 1 Nov 2026, 00:00 to 9 Jan 2027, 10:39\. Pool: from \S+ GH\/s to 2\.47 TH\/s, last \S+ TH\/s\./,
    );
    const table = screen.getByRole('table');
    expect(within(table).getAllByRole('row')).toHaveLength(101);
    expect(within(table).getByRole('columnheader', { name: 'Pool (max)' })).toBeTruthy();
    expect(within(table).getByText('2.47 TH/s')).toBeTruthy();
  });

  it('puts a series on a second axis with its own formatter', () => {
    render(
      <LineChart
        title="Reject rate"
        width={480}
        series={[
          { id: 'hash', label: 'Hashrate', points: pool.slice(0, 60) },
          {
            id: 'reject',
            label: 'Rejected',
            axis: 'right',
            points: pool.slice(0, 60).map((p, i) => ({ x: p.x, y: i % 7 })),
          },
        ]}
        formatX={formatTime}
        formatY={formatHashrate}
        formatY2={formatPercent}
      />,
    );
    expect(screen.getAllByText(/ %$/).length).toBeGreaterThanOrEqual(2);
    const row = screen.getAllByRole('row')[2];
    expect(row?.textContent).toContain('1 %');
  });

  it('shows the empty, loading and error states, with a retry button when retry is possible', () => {
    const { rerender } = render(<LineChart title="Hashrate" series={[]} />);
    expect(screen.getByText('No data')).toBeTruthy();
    rerender(<LineChart title="Hashrate" series={[]} loading />);
    expect(screen.getByRole('status').textContent).toContain('Loading chart…');
    let retried = 0;
    rerender(
      <LineChart
        title="Hashrate"
        series={[]}
        error
        onRetry={() => (retried += 1)}
        labels={{ error: 'Не удалось загрузить график', retry: 'Повторить' }}
      />,
    );
    expect(screen.getByRole('alert').textContent).toContain('Не удалось загрузить график');
    fireEvent.click(screen.getByRole('button', { name: 'Повторить' }));
    expect(retried).toBe(1);
  });

  it('turns motion off when the visitor disabled animations', () => {
    localStorage.setItem('disableAnimations', 'true');
    const { container } = chart();
    const figure = container.querySelector('figure');
    expect(figure?.hasAttribute('data-motion-off')).toBe(true);
    expect(figure?.style.getPropertyValue('--lode-chart-duration')).toBe('0ms');
    cleanup();
    localStorage.clear();
    const again = chart();
    expect(again.container.querySelector('figure')?.style.getPropertyValue('--lode-chart-duration')).toBe(
      '400ms',
    );
  });
});
