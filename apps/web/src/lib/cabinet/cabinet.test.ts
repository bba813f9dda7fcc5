import { describe, expect, it } from 'vitest';
import { dailyEarnings, formatAmountUnits, parseAmount, sumAmounts } from './amounts';
import { hasNoWorkers, workerStatus } from './workerStatus';

describe('coin amounts', () => {
  it('sums decimal strings exactly, where floats would drift', () => {
    expect(sumAmounts(['0.10000000', '0.20000000'])).toBe('0.30000000');
    expect(sumAmounts(['1.5', '-0.00000001'])).toBe('1.49999999');
    expect(sumAmounts([])).toBe('0.00000000');
  });

  it('round-trips the API format and refuses what is not an amount', () => {
    expect(formatAmountUnits(parseAmount('-12.03981234'))).toBe('-12.03981234');
    expect(() => parseAmount('1e5')).toThrow('Not a coin amount');
  });

  it('totals accruals per day and coin, oldest day first', () => {
    const earnings = dailyEarnings([
      { date: '2026-11-21', coin: 'LTC', amount: '0.01000000' },
      { date: '2026-11-20', coin: 'LTC', amount: '0.02000000' },
      { date: '2026-11-21', coin: 'LTC', amount: '0.00500000' },
      { date: '2026-11-21', coin: 'DOGE', amount: '95.60000000' },
    ]);
    expect(earnings.days).toEqual(['2026-11-20', '2026-11-21']);
    expect(earnings.byCoin.get('LTC')).toEqual([0.02, 0.015]);
    expect(earnings.byCoin.get('DOGE')).toEqual([0, 95.6]);
  });
});

describe('worker status', () => {
  const now = Date.parse('2026-11-22T18:00:00Z');
  it('is online within 10 minutes, offline after, inactive after 24 hours or without shares', () => {
    expect(workerStatus(now - 9 * 60_000, now)).toBe('online');
    expect(workerStatus(now - 10 * 60_000, now)).toBe('offline');
    expect(workerStatus(now - 24 * 3_600_000, now)).toBe('inactive');
    expect(workerStatus(null, now)).toBe('inactive');
  });

  it('knows an account without workers', () => {
    expect(hasNoWorkers({ online: 0, offline: 0, inactive: 0 })).toBe(true);
    expect(hasNoWorkers({ online: 0, offline: 0, inactive: 1 })).toBe(false);
  });
});
