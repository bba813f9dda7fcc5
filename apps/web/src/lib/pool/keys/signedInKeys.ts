import type { PoolSchema } from '@lode/pool-api/client';
import type { CacheKey } from '../cache';
import type { SubAccountList, SubAccountOverview } from '../subAccountSchema';

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

/**
 * The keys of the signed-in account's answers but its settings: its figures, lists and alerts. Each is one
 * sub-account's (`sub`, its name), in the place after `account`, so a prefix never reaches into another's answers.
 */
export const accountKeys = {
  /** Every answer about the sub-account (not its settings): what the live stream asks again when it may have missed events. */
  all: (sub: string): CacheKey => ['account', sub],
  /** The summary of every algorithm. */
  summaries: (sub: string): CacheKey<PoolSchema<'AccountSummary'>> => ['account', sub, 'summary'],
  /** The summary of an algorithm: averages, reject rate, worker counts, earnings (`GET /account/summary`). */
  summary: (sub: string, algorithm: Algorithm): CacheKey<PoolSchema<'AccountSummary'>> => [
    'account',
    sub,
    'summary',
    algorithm,
  ],
  /** Every hashrate history of an algorithm (the dashboard's and the statistics'). */
  hashrates: (sub: string, algorithm: Algorithm): CacheKey<HashrateHistory> => [
    'account',
    sub,
    'hashrate',
    algorithm,
  ],
  /** The account's hashrate over a range (`GET /account/hashrate`), daily buckets in `tz` when given, else the API's. */
  hashrate: (
    sub: string,
    algorithm: Algorithm,
    range: HashrateRange,
    interval: HashrateInterval,
    tz?: string,
  ): CacheKey<HashrateHistory> => ['account', sub, 'hashrate', algorithm, range, interval, tz ?? null],
  /** Every accrual list. */
  accrualLists: (sub: string): CacheKey<ItemList<PoolSchema<'Accrual'>>> => ['account', sub, 'accruals'],
  /** The first page (up to 200) of the accruals from one UTC day to another, inclusive. */
  accruals: (
    sub: string,
    algorithm: Algorithm,
    from: string,
    to: string,
  ): CacheKey<ItemList<PoolSchema<'Accrual'>>> => [
    'account',
    sub,
    'accruals',
    algorithm,
    'first-page',
    from,
    to,
  ],
  /** Every accrual from one UTC day to another, inclusive, read page by page. */
  accrualRange: (
    sub: string,
    algorithm: Algorithm,
    from: string,
    to: string,
  ): CacheKey<ItemList<PoolSchema<'Accrual'>>> => [
    'account',
    sub,
    'accruals',
    algorithm,
    'every-page',
    from,
    to,
  ],
  /** Every payout list. */
  payoutLists: (sub: string): CacheKey<ItemList<PoolSchema<'Payout'>>> => ['account', sub, 'payouts'],
  /** The newest payouts: the first page of `pageSize`. */
  recentPayouts: (
    sub: string,
    algorithm: Algorithm,
    pageSize: number,
  ): CacheKey<ItemList<PoolSchema<'Payout'>>> => [
    'account',
    sub,
    'payouts',
    algorithm,
    'first-page',
    pageSize,
  ],
  /** Every payout of the algorithm (of one coin when given), read page by page. */
  allPayouts: (
    sub: string,
    algorithm: Algorithm,
    coin?: PoolSchema<'CoinId'>,
  ): CacheKey<ItemList<PoolSchema<'Payout'>>> => [
    'account',
    sub,
    'payouts',
    algorithm,
    'every-page',
    coin ?? null,
  ],
  /** Every workers list and every worker's chart: what new samples make stale. */
  workers: (sub: string): CacheKey => ['account', sub, 'workers'],
  /**
   * The workers lists of an algorithm; with `status`, only the lists filtered by that status, or with `'any'` only
   * those not filtered by status.
   */
  workerLists: (sub: string, algorithm: Algorithm, status?: WorkerStatus | 'any'): CacheKey<WorkerList> =>
    status === undefined
      ? ['account', sub, 'workers', 'list', algorithm]
      : ['account', sub, 'workers', 'list', algorithm, status],
  /** One view of the workers list (`GET /account/workers`): the algorithm's workers through the filters. */
  workerList: (
    sub: string,
    algorithm: Algorithm,
    { status, ...filters }: WorkerFilters,
  ): CacheKey<WorkerList> => ['account', sub, 'workers', 'list', algorithm, status ?? 'any', filters],
  /** One worker's hashrate over a range (`GET /account/workers/{workerId}/hashrate`). */
  workerHashrate: (
    sub: string,
    workerId: string,
    range: HashrateRange,
    interval: HashrateInterval,
  ): CacheKey<HashrateHistory> => ['account', sub, 'workers', 'hashrate', workerId, range, interval],
  /** The referral programme (`GET /account/referral`). */
  referral: (sub: string): CacheKey<PoolSchema<'Referral'>> => ['account', sub, 'referral'],
  /** The newest alerts, with the unread count: the bell's history (`GET /account/alerts`, its first page). */
  alerts: (sub: string): CacheKey<PoolSchema<'AlertList'>> => ['account', sub, 'alerts'],
};

/** The keys of the signed-in account's settings. */
export const settingsKeys = {
  /** Every settings answer. */
  all: (): CacheKey => ['settings'],
  /**
   * The sub-account's wallets of the algorithm's coins (`GET /settings/wallets`). The name follows the kind: a
   * sub-account may be called `api-keys`, and its keys must not start with another kind's.
   */
  wallets: (sub: string, algorithm: Algorithm): CacheKey<ItemList<PoolSchema<'Wallet'>>> => [
    'settings',
    'wallets',
    sub,
    algorithm,
  ],
  /** The sub-account's notification settings (`GET /settings/notifications`). */
  notifications: (sub: string): CacheKey<PoolSchema<'NotificationSettings'>> => [
    'settings',
    'notifications',
    sub,
  ],
  /** The personal API keys, revoked ones included (`GET /settings/api-keys`). */
  apiKeys: (): CacheKey<ItemList<PoolSchema<'ApiKey'>>> => ['settings', 'api-keys'],
};

/** The keys of what spans the user's sub-accounts: their list and the overview of their figures. */
export const subAccountKeys = {
  /** Every answer about the sub-accounts together. */
  all: (): CacheKey => ['subaccounts'],
  /** The user's sub-accounts, active ones first (`GET /settings/subaccounts`). */
  list: (): CacheKey<SubAccountList> => ['subaccounts', 'list'],
  /** Every overview, of either algorithm: what a change of any figure makes stale. */
  overviews: (): CacheKey<SubAccountOverview> => ['subaccounts', 'overview'],
  /** Each sub-account's figures of an algorithm, with the totals (`GET /account/overview`). */
  overview: (algorithm: Algorithm): CacheKey<SubAccountOverview> => ['subaccounts', 'overview', algorithm],
};

/** The prefixes of a signed-in account's answers, dropped when it signs out: every cabinet read is under one. */
export function signedInPrefixes(): CacheKey[] {
  // The console's answers (`staffKeys`), under `staff`, are dropped too.
  return [['account'], settingsKeys.all(), subAccountKeys.all(), ['staff']];
}
