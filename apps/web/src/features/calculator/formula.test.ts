import { describe, expect, it } from 'vitest';
import { estimate, type CalculatorInput, type CoinMarket } from './formula';
import { readForm, writeForm } from './inputs';

const ltc = (difficulty: number, priceUsd: number | null = 0): CoinMarket => ({
  id: 'LTC',
  blockReward: 6.25,
  blockFees: 0,
  difficulty,
  priceUsd,
});
const doge = (difficulty: number, priceUsd: number | null = 0): CoinMarket => ({
  id: 'DOGE',
  blockReward: 10_000,
  blockFees: 0,
  difficulty,
  priceUsd,
});
const rig = (over: Partial<CalculatorInput>): CalculatorInput => ({
  hashrate: 9.5e9,
  power: 0,
  electricityPrice: 0,
  poolFee: 0,
  hardwareCost: 0,
  uptime: 1,
  ...over,
});

describe('the PPS+ profitability formula', () => {
  it('gives the worked example: 9.5 GH/s at D_LTC 3·10^7 and D_DOGE 2·10^7 is about 0.0398 LTC and 95.6 DOGE', () => {
    const result = estimate(rig({}), [ltc(3e7), doge(2e7)]);
    expect(result.coins[0]?.amount).toBeCloseTo(0.0398, 4);
    expect(result.coins[1]?.amount).toBeCloseTo(95.6, 1);
  });

  it('takes the pool fee, power cost and break-even into account (set 2)', () => {
    // 1 GH/s, 2 % fee, 1000 W at $0.10: 2.4 $/day of power.
    const result = estimate(
      rig({ hashrate: 1e9, poolFee: 0.02, power: 1000, electricityPrice: 0.1, hardwareCost: 500 }),
      [ltc(2.5e7, 80), doge(1.5e7, 0.2)],
    );
    const ltcAmount = ((1e9 * 86_400 * 6.25) / (2.5e7 * 2 ** 32)) * 0.98;
    const dogeAmount = ((1e9 * 86_400 * 10_000) / (1.5e7 * 2 ** 32)) * 0.98;
    expect(result.coins[0]?.amount).toBeCloseTo(ltcAmount, 12);
    expect(result.coins[1]?.amount).toBeCloseTo(dogeAmount, 9);
    expect(result.powerCostUsd).toBeCloseTo(2.4, 12);
    const revenue = ltcAmount * 80 + dogeAmount * 0.2;
    expect(result.revenueUsd).toBeCloseTo(revenue, 9);
    expect(result.profitUsd).toBeCloseTo(revenue - 2.4, 9);
    expect(result.breakEvenDays).toBeCloseTo(500 / (revenue - 2.4), 6);
  });

  it('has no break-even when power costs more than the coins bring (set 3)', () => {
    const result = estimate(rig({ hashrate: 5e8, power: 3400, electricityPrice: 0.5, hardwareCost: 9000 }), [
      ltc(3e7, 80),
      doge(2e7, 0.1),
    ]);
    expect(result.powerCostUsd).toBeCloseTo(40.8, 9);
    expect(result.profitUsd).toBeLessThan(0);
    expect(result.breakEvenDays).toBeNull();
  });

  it('leaves every USD figure but the power cost unknown when a coin’s price is not reported', () => {
    const result = estimate(rig({ power: 1000, electricityPrice: 0.1, hardwareCost: 500 }), [
      ltc(3e7, 80),
      doge(2e7, null),
    ]);
    expect(result.coins.map((c) => c.revenueUsd)).toEqual([expect.any(Number), null]);
    expect(result.coins[1]?.amount).toBeCloseTo(95.6, 1);
    expect(result.revenueUsd).toBeNull();
    expect(result.profitUsd).toBeNull();
    expect(result.breakEvenDays).toBeNull();
    expect(result.powerCostUsd).toBeCloseTo(2.4, 12);
  });

  it('counts uptime and the fee bonus of PPS+', () => {
    const full = estimate(rig({}), [{ ...ltc(3e7), blockFees: 0.05 }]);
    const half = estimate(rig({ uptime: 0.5 }), [{ ...ltc(3e7), blockFees: 0.05 }]);
    expect(full.coins[0]?.amount).toBeCloseTo((9.5e9 * 86_400 * 6.3) / (3e7 * 2 ** 32), 12);
    expect(half.coins[0]?.amount).toBeCloseTo((full.coins[0]?.amount ?? 0) / 2, 12);
  });
});

describe('the calculator address', () => {
  const defaults = {
    hashrate: '9.5',
    power: '3400',
    electricityPrice: '0.1',
    poolFee: '2',
    hardwareCost: '',
  };

  it('round-trips the fields as typed and converts the unit', () => {
    const form = readForm(writeForm({ ...defaults, hashrate: '750' }, 'MH/s'), defaults);
    expect(form.values.hashrate).toBe('750');
    expect(form.unit).toBe('MH/s');
    expect(form.input).toMatchObject({ hashrate: 7.5e8, poolFee: 0.02, power: 3400 });
  });

  it('names the problem of each bad field and gives no numbers', () => {
    const params = new URLSearchParams({ hashrate: '', power: 'abc', electricityPrice: '101', poolFee: '2' });
    const form = readForm(params, defaults);
    expect(form.problems).toEqual({ hashrate: 'required', power: 'numeric', electricityPrice: 'range' });
    expect(form.input).toBeNull();
    expect(readForm(new URLSearchParams({ hashrate: '0' }), defaults).problems.hashrate).toBe('positive');
  });

  it('falls back to GH/s for an unknown unit and reads decimal commas', () => {
    const form = readForm(new URLSearchParams({ unit: 'XH/s', hashrate: '9,5' }), defaults);
    expect(form.unit).toBe('GH/s');
    expect(form.input?.hashrate).toBe(9.5e9);
  });
});
