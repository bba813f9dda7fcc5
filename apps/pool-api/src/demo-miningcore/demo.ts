import type { Database } from '../db/types';
import { DAY_MS, HOUR_MS, MINUTE_MS } from '../domain/time';
import { STATS_INTERVAL_SECONDS } from './formulas';
import { coinAddress, dogecoinPool, litecoinPool } from './pools';
import { withoutIndexes } from './schema';
import {
  type Instant,
  type MinerPlan,
  MiningcoreSeeder,
  type MiningcoreSeederOptions,
  type StratumWorkerPlan,
} from './seeder';

// The demo pool `npm start` shows on the Miningcore source: a Litecoin pool (PPLNS) and a Dogecoin pool (PROP) with
// about twenty miners between them: two farms behind proxies with many workers, home miners with one to three
// machines, a worker that stopped hours ago and one gone for days, one that flaps, one that started minutes ago,
// one login without a worker name, and payout thresholds of their own for a few. Blocks come by luck at the rate
// the pools' hashrates earn against the networks' difficulty (about two a day each), with a few orphans.

/** How much history the demo writes: {@link DEMO_DAYS} days unless told otherwise. */
export interface DemoOptions {
  days?: number;
  seed?: string;
  /** Shares per worker per 120 s (see `MiningcoreSeederOptions.sharesPerCycle`). */
  sharesPerCycle?: number;
}

/** Days of history the demo writes by default: what PGlite seeds in a few seconds (see the README). */
export const DEMO_DAYS = 7;

/** The demo's miners, addresses and workers, with times relative to `now` (epoch ms) and `start`. */
function demoMiners(now: number, start: number): MinerPlan[] {
  const ago = (hours: number) => Math.max(start, now - hours * HOUR_MS);
  const rigs = (
    prefix: string,
    count: number,
    hashrate: (i: number) => number,
    from = start,
  ): StratumWorkerPlan[] =>
    Array.from({ length: count }, (_, i) => ({
      name: `${prefix}${String(i + 1).padStart(2, '0')}`,
      hashrate: hashrate(i),
      start: from + i * MINUTE_MS,
    }));
  const ltc = (name: string) => coinAddress('LTC', name);
  const doge = (name: string) => coinAddress('DOGE', name);
  return [
    // Litecoin: a farm behind a proxy, a whale of L9s, home miners.
    { pool: 'ltc', address: ltc('farm'), workers: rigs('proxy', 12, (i) => 250e9 + i * 15e9) },
    { pool: 'ltc', address: ltc('whale'), paymentThreshold: '5', workers: rigs('l9-', 6, () => 16e9) },
    {
      pool: 'ltc',
      address: ltc('anna'),
      workers: [
        { name: 'l7', hashrate: 9.5e9, start },
        { name: 'l7b', hashrate: 9.5e9, start, stop: ago(3) },
      ],
    },
    {
      pool: 'ltc',
      address: ltc('boris'),
      paymentThreshold: '0.5',
      workers: [{ name: 'garage', hashrate: 16e9, start, flap: { onSeconds: 25 * 60, offSeconds: 15 * 60 } }],
    },
    { pool: 'ltc', address: ltc('chen'), workers: [{ name: '', hashrate: 9.5e9, start }] },
    {
      pool: 'ltc',
      address: ltc('dmitri'),
      workers: [
        { name: 'l3plus', hashrate: 0.504e9, start },
        { name: 'old-l3', hashrate: 0.5e9, start, stop: ago(3 * 24) },
      ],
    },
    { pool: 'ltc', address: ltc('elena'), workers: [{ name: 'dg1', hashrate: 14e9, start: ago(2 * 24) }] },
    {
      pool: 'ltc',
      address: ltc('fang'),
      workers: [
        { name: 'rig1', hashrate: 9.5e9, start },
        { name: 'rig2', hashrate: 9.5e9, start },
        { name: 'new', hashrate: 16e9, start: Math.max(start, now - 20 * MINUTE_MS) },
      ],
    },
    { pool: 'ltc', address: ltc('greta'), workers: [{ name: 'l7', hashrate: 9.05e9, start }] },
    {
      pool: 'ltc',
      address: ltc('hiro'),
      workers: [{ name: 'mini', hashrate: 2.2e9, start: ago(5 * 24), stop: ago(30) }],
    },
    { pool: 'ltc', address: ltc('ivan'), workers: rigs('rig', 3, () => 9.5e9) },
    { pool: 'ltc', address: ltc('jia'), workers: [{ name: 'l9', hashrate: 16e9, start: ago(4 * 24) }] },
    // Dogecoin (mined on its own here, as Miningcore's pools are separate): a farm, home miners.
    { pool: 'doge', address: doge('farm'), workers: rigs('proxy', 8, (i) => 280e9 + i * 10e9) },
    {
      pool: 'doge',
      address: doge('anna'),
      paymentThreshold: '2000',
      workers: [{ name: 'l7', hashrate: 9.5e9, start }],
    },
    {
      pool: 'doge',
      address: doge('kofi'),
      workers: [
        { name: 'a', hashrate: 16e9, start },
        { name: 'b', hashrate: 16e9, start, stop: ago(6) },
      ],
    },
    { pool: 'doge', address: doge('lena'), workers: [{ name: 'dgmax', hashrate: 6.5e9, start }] },
    {
      pool: 'doge',
      address: doge('mateo'),
      workers: [{ name: 'l3', hashrate: 0.5e9, start, flap: { onSeconds: 50 * 60, offSeconds: 10 * 60 } }],
    },
    { pool: 'doge', address: doge('nadia'), workers: [{ name: 'l9', hashrate: 16e9, start: ago(36) }] },
    { pool: 'doge', address: doge('oleg'), workers: rigs('rig', 2, () => 9.5e9) },
    { pool: 'doge', address: doge('pia'), workers: [{ name: '', hashrate: 9.5e9, start }] },
  ];
}

/** The demo pools and miners, with `days` of history ending at `now`. */
export function demoScenario(now: Instant, options: DemoOptions = {}): MiningcoreSeederOptions {
  const end = typeof now === 'number' ? now : now.getTime();
  const step = STATS_INTERVAL_SECONDS * 1000;
  const start = Math.floor((end - (options.days ?? DEMO_DAYS) * DAY_MS) / step) * step;
  return {
    start,
    pools: [litecoinPool({ orphanRate: 0.05 }), dogecoinPool({ scheme: 'PROP', orphanRate: 0.05 })],
    miners: demoMiners(end, start),
    sharesPerCycle: options.sharesPerCycle ?? 3,
    seed: options.seed ?? 'lode-demo',
  };
}

/**
 * Writes the demo's history up to `now` into an empty Miningcore schema (the statistics and shares indexes are built
 * after the rows, which is faster); the seeder returned can carry on from `now`.
 */
export async function seedDemo(
  db: Database,
  now: Instant,
  options: DemoOptions = {},
): Promise<MiningcoreSeeder> {
  const seeder = new MiningcoreSeeder(db, demoScenario(now, options));
  await withoutIndexes(db, ['shares', 'minerstats', 'poolstats'], () => seeder.advanceTo(now));
  return seeder;
}
