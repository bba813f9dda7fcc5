import type { z } from '@hono/zod-openapi';
import type {
  AccrualSchema,
  HashratePointSchema,
  PayoutSchema,
  SummarySchema,
  WorkerSchema,
} from '../account/schemas';
import type { PoolDataSource } from '../alerts/engine';
import type { Queryable } from '../db/database';
import type { Algorithm, CoinConfig, CoinId } from '../domain/coins';
import type { Interval, Range } from '../domain/history';
import type { BlockSchema, CoinHistorySchema, CoinSchema, TopMinerSchema } from '../public/schemas';
import type { WalletSchema } from '../settings/schemas';

// The seam between the API and the pool engine: every public and account read goes through one `PoolSource`.
// Two implement it: the simulator (the embedded default, over the API's own tables) and Miningcore (its
// PostgreSQL tables, read-only). Handlers never read pool data any other way, so the contract tests run the same
// requests against both.

/** A page of a list: rows to skip and rows to return (`null`: all, for CSV). */
export interface Page {
  offset: number;
  limit: number | null;
}

/** One page of rows and how many there are in all. */
export interface Listing<T> {
  items: T[];
  total: number;
}

export type Coin = z.infer<typeof CoinSchema>;
export type CoinHistory = z.infer<typeof CoinHistorySchema>;
export type Block = z.infer<typeof BlockSchema>;
export type TopMiner = z.infer<typeof TopMinerSchema>;
export type Summary = z.infer<typeof SummarySchema>;
export type HashratePoint = z.infer<typeof HashratePointSchema>;

/** A hashrate history: its buckets, and where the history ends (the newest bucket covers up to `end`, epoch s). */
export interface HashrateHistory {
  points: HashratePoint[];
  end: number;
}
export type Accrual = z.infer<typeof AccrualSchema>;
export type Payout = z.infer<typeof PayoutSchema>;
export type Wallet = z.infer<typeof WalletSchema>;

/** Filters of the accruals list and its CSV. */
export interface AccrualFilter {
  algorithm: Algorithm;
  coin?: CoinId;
  type?: string;
  status?: string;
  from?: string;
  to?: string;
}

/** Filters of the payouts list and its CSV. */
export interface PayoutFilter {
  algorithm: Algorithm;
  coin?: CoinId;
  /** The simulator tracks every confirmation, so `sent` (confirmation not tracked) selects none of its payouts. */
  status?: 'pending' | 'confirmed' | 'sent';
  /** First UTC day the payout was sent (inclusive). */
  from?: string;
  /** Last UTC day the payout was sent (inclusive). */
  to?: string;
}

/** A wallet change as the API accepts it. */
export interface WalletUpdate {
  address?: string;
  payoutThreshold?: string;
  paused?: boolean;
}

/** A payout address about to change: the wallet's address before (`null`: none linked) and the new one. */
export interface AddressChange {
  coin: CoinId;
  previous: string | null;
  address: string;
}

/**
 * What a wallet store calls before it writes a new address, in the transaction that writes it: it throws to refuse
 * the change (the step-up check), and what it writes commits with the change or not at all (the change e-mail).
 */
export type AddressChangeHook = (tx: Queryable, change: AddressChange) => Promise<void>;

/**
 * Where payout addresses and thresholds live: the API's own table for the simulator; for a pool engine, addresses
 * the account proves (source/miningcore/wallets.ts) and thresholds the engine applies. Writes check every field first and
 * throw `FieldErrors`, changing nothing.
 */
export interface WalletStore {
  /** The wallets of the algorithm's coins (proofs under way are checked first). */
  list(sub: string, algorithm: Algorithm): Promise<Listing<Wallet>>;
  /**
   * Changes a wallet; `now` in epoch milliseconds. When the change sets an address other than the wallet's (a first
   * one included), `onAddressChange` runs first, inside the transaction that writes it.
   */
  update(
    sub: string,
    coin: CoinId,
    update: WalletUpdate,
    now: number,
    onAddressChange?: AddressChangeHook,
  ): Promise<Wallet>;
  /** Unlinks the coin's address. */
  unlink(sub: string, coin: CoinId): Promise<Wallet>;
}

/** A worker as the account lists it, plus the work behind its rates (the summary adds them up). */
export type WorkerReading = z.infer<typeof WorkerSchema> & {
  totals: { accepted: number; rejected: number | null; stale: number | null };
};

/** What the calculator needs of one coin now: its terms, difficulty and price in USD (`null`: not known). */
export interface CoinMarket {
  coin: CoinConfig;
  networkDifficulty: number;
  priceUsd: number | null;
}

/** Told, for each account with an address in a pool, that the pool wrote a new statistics cycle (epoch seconds). */
export interface CycleObserver {
  newCycle(sub: string, cycle: number): Promise<void>;
}

/** Which history: the account's workers on an algorithm, or one worker (on its own algorithm). */
export type HistoryFilter = { algorithm: Algorithm } | { workerId: string };

/** Every read of pool data the API answers with. Times are epoch seconds. */
export interface PoolSource {
  /** Which engine answers: the README and the logs say so. */
  readonly kind: 'simulator' | 'miningcore';

  /** The coins the pool mines, in display order. */
  coins(now: number): Promise<Coin[]>;
  /** Pool hashrate, difficulty and price over a range; `null` for a coin the pool does not mine. */
  coinHistory(
    coin: CoinId,
    range: Range,
    interval: Interval,
    tz: string,
    now: number,
  ): Promise<CoinHistory | null>;
  /** Blocks of the last 30 days, newest first. */
  blocks(
    filter: { coin?: CoinId; status?: Block['status'] },
    now: number,
    page: { offset: number; limit: number },
  ): Promise<Listing<Block>>;
  /** The largest miners of an algorithm by 24 h hashrate, masked. */
  topMiners(
    algorithm: Algorithm,
    now: number,
    page: { offset: number; limit: number },
  ): Promise<Listing<TopMiner>>;
  /** Terms, difficulty and price of each coin of an algorithm, for the calculator. */
  market(algorithm: Algorithm, now: number): Promise<CoinMarket[]>;

  /** Called before each account or settings request of `sub`: the simulator writes a new account's history. */
  ensureAccount(sub: string, username: string): Promise<void>;
  /**
   * The server's minute: the accounts whose pool data may have changed since the last call (their cached summaries
   * are forgotten and their alerts evaluated). The simulator writes the minute and names the accounts it wrote; in
   * front of Miningcore, which writes on its own, it is every account with a proved address.
   */
  minute(): Promise<string[]>;
  /** The dashboard tiles. */
  summary(sub: string, algorithm: Algorithm): Promise<Summary>;
  /** The account's (or one worker's) hashrate history; `null` when the worker is not the account's. */
  hashrate(
    sub: string,
    filter: HistoryFilter,
    range: Range,
    interval: Interval,
    tz: string,
  ): Promise<HashrateHistory | null>;
  /** The account's workers on an algorithm, in the pool's order. */
  workers(sub: string, algorithm: Algorithm): Promise<WorkerReading[]>;
  /** The algorithm of one of the account's workers, or `null` when it is not theirs. */
  workerAlgorithm(sub: string, workerId: string): Promise<Algorithm | null>;
  /** Accruals newest first. */
  accruals(sub: string, filter: AccrualFilter, now: number, page: Page): Promise<Listing<Accrual>>;
  /** Payouts newest first. */
  payouts(sub: string, filter: PayoutFilter, now: number, page: Page): Promise<Listing<Payout>>;

  /** What the alert engine reads of an account. */
  readonly alerts: PoolDataSource;
  /** Payout addresses and thresholds. */
  readonly wallets: WalletStore;
}
