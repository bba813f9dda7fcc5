import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { dailyEarnings, formatCoin, formatTime } from '../testing/poolData';
import { BarChart } from './BarChart';

afterEach(cleanup);

const ltc = dailyEarnings(30, 0.031, 5);
const doge = dailyEarnings(30, 0.012, 6);
const formatLtc = formatCoin('LTC');

describe('BarChart', () => {
  it('stacks series per day, with a total in the tooltip and table', () => {
    const { container } = render(
      <BarChart
        title="Daily earnings"
        width={640}
        categories={ltc.days}
        xType="time"
        layout="stacked"
        series={[
          { id: 'rig-01', label: 'rig-01', values: ltc.amounts },
          { id: 'rig-02', label: 'rig-02', values: doge.amounts },
        ]}
        formatX={formatTime}
        formatY={formatLtc}
      />,
    );
    expect(container.querySelectorAll('rect[data-series]').length).toBe(60);
    const plot = screen.getByRole('slider', { name: 'Data points' });
    fireEvent.keyDown(plot, { key: 'Home' });
    const total = (ltc.amounts[0] ?? 0) + (doge.amounts[0] ?? 0);
    const tooltip = screen.getByRole('tooltip').textContent;
    expect(tooltip).toContain(formatTime(ltc.days[0] ?? 0, {}));
    expect(tooltip).toContain(`rig-01${formatLtc(ltc.amounts[0] ?? 0)}`);
    expect(tooltip).toContain(`Total${formatLtc(total)}`);
    const table = screen.getByRole('table');
    expect(within(table).getAllByRole('row')).toHaveLength(31);
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((th) => th.textContent),
    ).toEqual(['Time', 'rig-01', 'rig-02', 'Total']);
  });

  it('writes the value axis with formatYTick and the tooltip and table with formatY', () => {
    const { container } = render(
      <BarChart
        title="Daily earnings"
        width={640}
        categories={ltc.days}
        xType="time"
        series={[{ id: 'LTC', label: 'LTC', values: ltc.amounts }]}
        formatX={formatTime}
        formatY={(value) => `${value.toFixed(8)} LTC`}
        formatYTick={(value) => `${value} LTC`}
      />,
    );
    const ticks = [...container.querySelectorAll('svg text')]
      .map((text) => text.textContent ?? '')
      .filter((text) => text.endsWith('LTC'));
    expect(ticks.length).toBeGreaterThan(1);
    for (const tick of ticks) expect(tick).not.toMatch(/\.\d{8} LTC$/);
    fireEvent.keyDown(screen.getByRole('slider', { name: 'Data points' }), { key: 'Home' });
    expect(screen.getByRole('tooltip').textContent).toContain(`${(ltc.amounts[0] ?? 0).toFixed(8)} LTC`);
  });

  it('hovers a category on a category axis and hides a series from the legend', () => {
    const { container } = render(
      <BarChart
        title="Shares per worker"
        width={400}
        categories={['rig-01', 'rig-02', 'rig-03', 'rig-04']}
        series={[
          { id: 'accepted', label: 'Accepted', values: [980, 1020, 640, null] },
          { id: 'rejected', label: 'Rejected', values: [12, 9, 31, null] },
        ]}
        labels={{ x: 'Worker' }}
      />,
    );
    const plot = screen.getByRole('slider', { name: 'Data points' });
    const plotWidth = Number.parseFloat(plot.style.width);
    fireEvent.pointerMove(plot, { clientX: plotWidth * 0.6 });
    const tooltip = screen.getByRole('tooltip').textContent;
    expect(tooltip).toContain('rig-03');
    expect(tooltip).toContain('Accepted640');
    expect(tooltip).toContain('Rejected31');
    fireEvent.click(screen.getByRole('button', { name: 'Rejected' }));
    expect(container.querySelectorAll('rect[data-series]').length).toBe(3);
    expect(screen.getAllByRole('columnheader').map((th) => th.textContent)).toEqual(['Worker', 'Accepted']);
  });

  it('says there is no data when every value is missing', () => {
    render(
      <BarChart
        title="Earnings"
        categories={['a']}
        series={[{ id: 'ltc', label: 'LTC', values: [null] }]}
        labels={{ noData: '暂无数据' }}
      />,
    );
    expect(screen.getByText('暂无数据')).toBeTruthy();
  });
});
