import { describe, expect, it } from 'vitest';
import { formatQuantity, fromAtoms, poolHashrate, toAtoms, workerSample } from './formulas';

// The engine's arithmetic on hand-picked cases (the seeder's tests check it on the rows it writes).

const now = Date.UTC(2025, 5, 1, 1);
const s = 1000;

describe("Miningcore's arithmetic", () => {
  it('divides a worker’s shares by the window, the shorter time since its first share, or the window plus its silence', () => {
    // 60 shares of difficulty 2 spread over the whole window: 120 × 2^32 / 600.
    const full = { sum: 120, count: 60, first: now - 595 * s, last: now - 5 * s };
    expect(workerSample(full, now)).toEqual({
      hashrate: Math.floor((120 * 2 ** 32) / 600),
      sharesPerSecond: 0.1,
      divisor: 600,
    });
    // First share 199.5 s into the window: divided by the 400.5 s since, floored.
    expect(workerSample({ ...full, first: now - 400.5 * s }, now).divisor).toBe(400);
    // Last share 100 s before the end: the window plus the silence, 700 s.
    expect(workerSample({ ...full, last: now - 100 * s }, now).divisor).toBe(700);
    // Both: 600 − 200 + 100.
    expect(workerSample({ ...full, first: now - 400 * s, last: now - 100 * s }, now).divisor).toBe(500);
    // Under 10 % of the window (60 s) at either end counts as the whole window.
    expect(workerSample({ ...full, first: now - 541 * s, last: now - 59 * s }, now).divisor).toBe(600);
  });

  it('stores the pool hashrate through float32, and words share counts in thousands', () => {
    expect(poolHashrate(1000)).toBe(Math.fround(Math.floor((1000 * 2 ** 32) / 600)));
    expect(poolHashrate(1000) % 1).toBe(0);
    expect(formatQuantity(1234)).toBe('1.23K');
    expect(formatQuantity(3)).toBe('0K');
    expect(formatQuantity(4_500_000)).toBe('4.5M');
    expect(formatQuantity(999_999)).toBe('1000K');
  });

  it('keeps numeric(28,12) amounts exact', () => {
    expect(fromAtoms(toAtoms('6.25'))).toBe('6.250000000000');
    expect(fromAtoms(-toAtoms('0.000000000001'))).toBe('-0.000000000001');
    expect(toAtoms('1234567890.123456789012') + toAtoms('-0.123456789012')).toBe(toAtoms('1234567890'));
    expect(fromAtoms(toAtoms(0.1) + toAtoms(0.2))).toBe('0.300000000000');
  });
});
