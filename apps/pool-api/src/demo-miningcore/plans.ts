import type { SeededPool } from './pools';

// What a seeder is told to write: the pools, their miners and each miner's workers (as a stratum login names them),
// on a schedule of epoch milliseconds.

/** A time: a Date or epoch milliseconds (as `Date.now()` gives). */
export type Instant = Date | number;

export const toMs = (t: Instant) => (typeof t === 'number' ? t : t.getTime());

/** A worker of a seeded miner: the name after the address's `.` in the stratum login. */
export interface StratumWorkerPlan {
  /** `''` for a login without a worker name. */
  name: string;
  /** Nominal hashrate, H/s. */
  hashrate: number;
  /** When it starts mining. */
  start: Instant;
  /** When it stops, if it does. */
  stop?: Instant;
  /** Mines `onSeconds`, pauses `offSeconds`, again and again (from `start` until `stop`). */
  flap?: { onSeconds: number; offSeconds: number };
  /** The `useragent` of its shares (a miner firmware's by default). */
  userAgent?: string;
}

/** A miner: an address in one pool, with its workers. */
export interface MinerPlan {
  pool: string;
  address: string;
  /** A `miner_settings` payout threshold (coins, decimal), written at `start`; the pool's minimum otherwise. */
  paymentThreshold?: string;
  /** The address its shares come from (`shares.ipaddress`); one from a documentation range by default. */
  ipAddress?: string;
  workers: StratumWorkerPlan[];
}

/** What a seeder writes. */
export interface MiningcoreSeederOptions {
  pools: SeededPool[];
  /** The seeder's clock starts here; nothing is written before it. */
  start: Instant;
  miners?: MinerPlan[];
  /**
   * Shares a worker submits per 120 s on average (6 by default). Real workers send more at a lower difficulty; the
   * stored difficulty is set so the sum, and so every hashrate, is the same.
   */
  sharesPerCycle?: number;
  /** Names every random stream (`lode` by default). */
  seed?: string;
  /** Whether shares find blocks by luck (true by default); `findBlock` always works. */
  randomBlocks?: boolean;
  /** Delete `poolstats`/`minerstats` older than this many days every 4 h, as `statistics.cleanupDays` does. */
  cleanupDays?: number;
}
