import { describe, expect, it } from 'vitest';
import { floorRows } from './floor.mjs';

const mainThread = (ms) => ({ mainThreadMs: ms, scriptMs: 0, styleMs: 0, layoutMs: 0 });
const floor = (tbtMs) => ({
  lighthouse: { score: 100, tbtMs, benchmarkIndex: 1000 },
  mainThread: mainThread(200),
});
const page = (kind, score, tbtMs, mainThreadMs = 400) => ({
  kind,
  lighthouse: { score, tbtMs },
  mainThread: mainThread(mainThreadMs),
});

describe('the floor-page budgets', () => {
  it('hold a public page to twice the floor’s TBT and a score of 98', () => {
    expect(floorRows(floor(100), { '/': page('public', 98, 200) }).failed).toBe(0);
    expect(floorRows(floor(100), { '/': page('public', 98, 201) }).failed).toBe(1);
    expect(floorRows(floor(100), { '/': page('public', 97, 10) }).failed).toBe(1);
  });

  it('hold the dashboard to three times the floor’s TBT and a score of 95', () => {
    const home = page('public', 98, 200);
    expect(floorRows(floor(100), { '/': home, '/dashboard': page('dashboard', 95, 300) }).failed).toBe(0);
    expect(floorRows(floor(100), { '/': home, '/dashboard': page('dashboard', 94, 301) }).failed).toBe(2);
  });

  it('hold the dashboard’s main-thread time to 2.25 times the home page’s, and no public page to any', () => {
    const home = page('public', 98, 200, 1000);
    expect(floorRows(floor(100), { '/': home, '/dashboard': page('dashboard', 95, 300, 2250) }).failed).toBe(
      0,
    );
    const over = floorRows(floor(100), { '/': home, '/dashboard': page('dashboard', 95, 300, 2300) });
    expect(over.failed).toBe(1);
    expect(over.rows.find((row) => row.budget === '≤ 2.25×' && row.status === 'OVER')?.value).toBe('2.30×');
    // The floor ratio stays in the table, without a budget of its own.
    expect(
      over.rows.find((row) => row.page === '/dashboard' && row.value.endsWith('ms, 11.50×')),
    ).toBeTruthy();
    // Without the home page measured there is nothing to hold the dashboard to: that is a failure, not a pass.
    expect(floorRows(floor(100), { '/dashboard': page('dashboard', 95, 300, 600) }).failed).toBe(1);
    expect(floorRows(floor(100), { '/': page('public', 98, 200, 2000) }).failed).toBe(0);
  });

  it('count a floor that blocks for almost nothing as 50 ms, so noise is not a failure', () => {
    const { rows, failed } = floorRows(floor(0), { '/': page('public', 100, 99) });
    expect(failed).toBe(0);
    expect(rows.find((row) => row.page === '/' && row.budget === '≤ 2×')?.value).toBe('1.98×');
    expect(floorRows(floor(0), { '/': page('public', 100, 101) }).failed).toBe(1);
  });
});
