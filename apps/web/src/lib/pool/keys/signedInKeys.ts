import type { PoolSchema } from '@lode/pool-api/client';
import type { CacheKey } from '../cache';

// The signed-in account's keys, under `account` and `settings` (index.ts says how every key is laid out).

type Algorithm = PoolSchema<'Algorithm'>;
type HashrateHistory = PoolSchema<'HashrateHistory'>;
type HashrateRange = HashrateHistory['range'];
type HashrateInterval = HashrateHistory['interval'];
type WorkerList = PoolSchema<'WorkerList'>;
type WorkerStatus = PoolSchema<'Worker'>['status'];

/** A list as the API answers it: the items of one page, or of every page, and how many there are in all. */
export interface ItemList<T> {
  /** The items. */
  items: T[];
  /** How many items there are in all. */
  total: number;
}

/** Filters of the workers list, as the URL holds them. */
export interface WorkerFilters {
  /** Only workers of this status. */
  status?: WorkerStatus;
  /** Part of a worker's name. */
  search?: string;
  /** Only workers of this group. */
  group?: string;
}

/** The keys of the signed-in account's answers but its settings: its figures, lists and alerts. */
export const accountKeys = {
  /** Every answer about the account (not its settings): what the live stream asks again when it may have missed events. */
  all: (): CacheKey => ['account'],
  /** The summary of every algorithm. */
  summaries: (): CacheKey<PoolSchema<'AccountSummary'>> => ['account', 'summary'],
  /** The summary of an algorithm: averages, reject rate, worker counts, earnings (`GET /account/summary`). */
  summary: (algorithm: Algorithm): CacheKey<PoolSchema<'AccountSummary'>> => [
    'account',
    'summary',
    algorithm,
  ],
  /** Every hashrate history of an algorithm (the dashboard's and the statistics'). */
  hashrates: (algorithm: Algorithm): CacheKey<HashrateHistory> => ['account', 'hashrate', algorithm],
  /** The account's hashrate over a range (`GET /account/hashrate`), daily buckets in `tz` when given, else the API's. */
  hashrate: (
    algorithm: Algorithm,
    range: HashrateRange,
    interval: HashrateInterval,
    tz?: string,
  ): CacheKey<HashrateHistory> => ['account', 'hashrate', algorithm, range, interval, tz ?? null],
  /** Every accrual list. */
  accrualLists: (): CacheKey<ItemList<PoolSchema<'Accrual'>>> => ['account', 'accruals'],
  /** The first page (up to 200) of the accruals from one UTC day to another, inclusive. */
  accruals: (algorithm: Algorithm, from: string, to: string): CacheKey<ItemList<PoolSchema<'Accrual'>>> => [
    'account',
    'accruals',
    algorithm,
    'first-page',
    from,
    to,
  ],
  /** Every accrual from one UTC day to another, inclusive, read page by page. */
  accrualRange: (
    algorithm: Algorithm,
    from: string,
    to: string,
  ): CacheKey<ItemList<PoolSchema<'Accrual'>>> => ['account', 'accruals', algorithm, 'every-page', from, to],
  /** Every payout list. */
  payoutLists: (): CacheKey<ItemList<PoolSchema<'Payout'>>> => ['account', 'payouts'],
  /** The newest payouts: the first page of `pageSize`. */
  recentPayouts: (algorithm: Algorithm, pageSize: number): CacheKey<ItemList<PoolSchema<'Payout'>>> => [
    'account',
    'payouts',
    algorithm,
    'first-page',
    pageSize,
  ],
  /** Every payout of the algorithm (of one coin when given), read page by page. */
  allPayouts: (
    algorithm: Algorithm,
    coin?: PoolSchema<'CoinId'>,
  ): CacheKey<ItemList<PoolSchema<'Payout'>>> => [
    'account',
    'payouts',
    algorithm,
    'every-page',
    coin ?? null,
  ],
  /** Every workers list and every worker's chart: what new samples make stale. */
  workers: (): CacheKey => ['account', 'workers'],
  /**
   * The workers lists of an algorithm; with `status`, only the lists filtered by that status, or with `'any'` only
   * those not filtered by status.
   */
  workerLists: (algorithm: Algorithm, status?: WorkerStatus | 'any'): CacheKey<WorkerList> =>
    status === undefined
      ? ['account', 'workers', 'list', algorithm]
      : ['account', 'workers', 'list', algorithm, status],
  /** One view of the workers list (`GET /account/workers`): the algorithm's workers through the filters. */
  workerList: (algorithm: Algorithm, { status, ...filters }: WorkerFilters): CacheKey<WorkerList> => [
    'account',
    'workers',
    'list',
    algorithm,
    status ?? 'any',
    filters,
  ],
  /** One worker's hashrate over a range (`GET /account/workers/{workerId}/hashrate`). */
  workerHashrate: (
    workerId: string,
    range: HashrateRange,
    interval: HashrateInterval,
  ): CacheKey<HashrateHistory> => ['account', 'workers', 'hashrate', workerId, range, interval],
  /** The referral programme (`GET /account/referral`). */
  referral: (): CacheKey<PoolSchema<'Referral'>> => ['account', 'referral'],
  /** The newest alerts, with the unread count: the bell's history (`GET /account/alerts`, its first page). */
  alerts: (): CacheKey<PoolSchema<'AlertList'>> => ['account', 'alerts'],
};

/** The keys of the signed-in account's settings. */
export const settingsKeys = {
  /** Every settings answer. */
  all: (): CacheKey => ['settings'],
  /** The wallets of the algorithm's coins (`GET /settings/wallets`). */
  wallets: (algorithm: Algorithm): CacheKey<ItemList<PoolSchema<'Wallet'>>> => [
    'settings',
    'wallets',
    algorithm,
  ],
  /** The notification settings (`GET /settings/notifications`). */
  notifications: (): CacheKey<PoolSchema<'NotificationSettings'>> => ['settings', 'notifications'],
  /** The personal API keys, revoked ones included (`GET /settings/api-keys`). */
  apiKeys: (): CacheKey<ItemList<PoolSchema<'ApiKey'>>> => ['settings', 'api-keys'],
};

/** The prefixes of a signed-in account's answers, dropped when it signs out: every cabinet read is under one. */
export function signedInPrefixes(): CacheKey[] {
  return [accountKeys.all(), settingsKeys.all()];
}
