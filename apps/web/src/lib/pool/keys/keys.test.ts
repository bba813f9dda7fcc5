import type { PoolSchema } from '@lode/pool-api/client';
import { describe, expect, expectTypeOf, it } from 'vitest';
import { createPoolCache, hashKey, type CacheKey } from '../cache';
import {
  accountKeys,
  publicKeys,
  settingsKeys,
  signedInPrefixes,
  subAccountKeys,
  type WorkerFilters,
} from '.';

// The factory against the app's real cache: every kind of key, built once with some arguments and once more with
// each argument changed in turn, is put in one cache, and each prefix must list exactly the keys it names.

interface Sample {
  /** The factory function that built the key. */
  kind: string;
  /** Its arguments. */
  args: readonly unknown[];
  /** The key it built. */
  key: CacheKey;
}

/** The key of `build` with `base`, then with each argument of `base` in turn replaced by the one of `other`. */
function kind<A extends readonly unknown[]>(
  name: string,
  build: (...args: A) => CacheKey,
  base: NoInfer<A>,
  other: NoInfer<A>,
): Sample[] {
  // Each list is `base` with one argument taken from `other`, so an `A` like them.
  const call = build as (...args: readonly unknown[]) => CacheKey;
  const changed = base.map((_, i) => base.map((arg, j) => (j === i ? other[j] : arg)));
  return [base, ...changed].map((args) => ({ kind: name, args, key: call(...args) }));
}

const filters = (status?: WorkerFilters['status'], search?: string, group?: string): WorkerFilters => ({
  ...(status ? { status } : {}),
  ...(search ? { search } : {}),
  ...(group ? { group } : {}),
});

const publicSamples = [
  ...kind('coins', publicKeys.coins, [], []),
  ...kind('coinHistory', publicKeys.coinHistory, ['LTC', '7d', '1h'], ['DOGE', '24h', '1d']),
  ...kind('topMiners', publicKeys.topMiners, ['Scrypt'], ['SHA256']),
  ...kind('blocks', publicKeys.blocks, [], []),
  ...kind('news', publicKeys.news, ['en', 1, 10], ['ru', 2, 20]),
  ...kind('newsIndex', publicKeys.newsIndex, ['en'], ['cn']),
  ...kind('apiBaseUrl', publicKeys.apiBaseUrl, [], []),
  ...kind('apiDocument', publicKeys.apiDocument, [], []),
];

/** The sub-account of the samples, and another, named like a kind of key: its keys must not start that kind's. */
const sub = 'main';
const otherSub = 'api-keys';

const days = ['Scrypt', '2026-11-01', '2026-11-30'] as const;
const otherDays = ['SHA256', '2026-10-31', '2026-11-29'] as const;

const accountSamples = [
  ...kind('summary', accountKeys.summary, [sub, 'Scrypt'], [otherSub, 'SHA256']),
  ...kind(
    'hashrate',
    accountKeys.hashrate,
    [sub, 'Scrypt', '24h', '10m', 'Europe/Berlin'],
    [otherSub, 'SHA256', '7d', '1h', undefined],
  ),
  ...kind('accruals', accountKeys.accruals, [sub, ...days], [otherSub, ...otherDays]),
  ...kind('accrualRange', accountKeys.accrualRange, [sub, ...days], [otherSub, ...otherDays]),
  ...kind('recentPayouts', accountKeys.recentPayouts, [sub, 'Scrypt', 5], [otherSub, 'SHA256', 10]),
  ...kind('allPayouts', accountKeys.allPayouts, [sub, 'Scrypt', 'LTC'], [otherSub, 'SHA256', undefined]),
  ...kind(
    'workerList',
    accountKeys.workerList,
    [sub, 'Scrypt', filters('online', 'rig', 'rack-a')],
    [otherSub, 'SHA256', {}],
  ),
  ...kind(
    'workerList',
    accountKeys.workerList,
    [sub, 'Scrypt', filters()],
    [otherSub, 'Scrypt', filters('offline')],
  ),
  ...kind(
    'workerList',
    accountKeys.workerList,
    [sub, 'Scrypt', filters(undefined, 'rig')],
    [otherSub, 'SHA256', filters('online')],
  ),
  ...kind(
    'workerList',
    accountKeys.workerList,
    [sub, 'Scrypt', filters(undefined, undefined, 'rack-b')],
    [otherSub, 'Scrypt', filters('inactive')],
  ),
  ...kind(
    'workerHashrate',
    accountKeys.workerHashrate,
    [sub, 'w-rig1', '24h', '10m'],
    [otherSub, 'w-rig2', '7d', '1h'],
  ),
  // A worker named like an algorithm: its chart is still none of that algorithm's lists.
  ...kind(
    'workerHashrate',
    accountKeys.workerHashrate,
    [sub, 'Scrypt', '24h', '10m'],
    [otherSub, 'SHA256', '24h', '10m'],
  ),
  ...kind('referral', accountKeys.referral, [sub], [otherSub]),
  ...kind('alerts', accountKeys.alerts, [sub], [otherSub]),
];

const settingsSamples = [
  ...kind('wallets', settingsKeys.wallets, [sub, 'Scrypt'], [otherSub, 'SHA256']),
  ...kind('notifications', settingsKeys.notifications, [sub], [otherSub]),
  ...kind('apiKeys', settingsKeys.apiKeys, [], []),
];

const subAccountSamples = [
  ...kind('subAccounts', subAccountKeys.list, [], []),
  ...kind('overview', subAccountKeys.overview, ['Scrypt'], ['SHA256']),
];

const samples = [...publicSamples, ...accountSamples, ...settingsSamples, ...subAccountSamples];

const label = (sample: Sample) =>
  `${sample.kind}(${sample.args.map((arg) => JSON.stringify(arg) ?? 'undefined').join(', ')})`;

/** The labels of some samples, each once, sorted. */
const labels = (of: readonly Sample[]) => [...new Set(of.map(label))].sort();

/** A cache holding every sample, each answer its sample's label. */
function filledCache() {
  const cache = createPoolCache({ offline: true });
  for (const sample of samples) cache.setData(sample.key, label(sample));
  return cache;
}

/** The samples a prefix matches in the cache, by label. */
const matched = (prefix: CacheKey) =>
  filledCache()
    .entries(prefix)
    .map(([, name]) => String(name))
    .sort();

/** The samples of the sub-account `sub`. */
const ofSub = (of: readonly Sample[]) => of.filter((s) => s.args[0] === sub);

const workerLists = (algorithm: string, status?: WorkerFilters['status'] | 'any') =>
  ofSub(samples).filter(
    (s) =>
      s.kind === 'workerList' &&
      s.args[1] === algorithm &&
      (status === undefined || ((s.args[2] as WorkerFilters).status ?? 'any') === status),
  );

describe('the cache keys', () => {
  it('give every argument a place: keys of one kind differ whenever an argument does', () => {
    for (const sample of samples)
      for (const other of samples)
        if (sample.kind === other.kind && label(sample) !== label(other))
          expect(hashKey(sample.key), `${label(sample)} and ${label(other)}`).not.toBe(hashKey(other.key));
  });

  it('are equal for equal filters, whatever their order or the filters left out', () => {
    const key = (filters: WorkerFilters) => hashKey(accountKeys.workerList(sub, 'Scrypt', filters));
    expect(key({ search: 'rig', group: 'rack-a' })).toBe(key({ group: 'rack-a', search: 'rig' }));
    expect(key({ search: undefined, status: undefined })).toBe(key({}));
    expect(hashKey(accountKeys.allPayouts(sub, 'Scrypt'))).toBe(
      hashKey(accountKeys.allPayouts(sub, 'Scrypt', undefined)),
    );
  });

  it('never start another key: an exact key used as a prefix matches itself alone', () => {
    for (const sample of samples) expect(matched(sample.key), label(sample)).toEqual([label(sample)]);
  });

  it('are under the prefixes of their scope, the signed-in ones dropped at sign-out', () => {
    expect(matched(accountKeys.all(sub))).toEqual(labels(ofSub(accountSamples)));
    expect(matched(accountKeys.all(otherSub))).toEqual(
      labels(accountSamples.filter((s) => s.args[0] === otherSub)),
    );
    expect(matched(settingsKeys.all())).toEqual(labels(settingsSamples));
    expect(matched(subAccountKeys.all())).toEqual(labels(subAccountSamples));
    expect(signedInPrefixes().flatMap(matched).sort()).toEqual(
      labels([...accountSamples, ...settingsSamples, ...subAccountSamples]),
    );
  });

  it('are matched by the prefixes the live stream and the writes use, and no other', () => {
    const ofKind = (...kinds: string[]) => ofSub(samples).filter((s) => kinds.includes(s.kind));
    expect(matched(accountKeys.summaries(sub))).toEqual(labels(ofKind('summary')));
    expect(matched(accountKeys.hashrates(sub, 'Scrypt'))).toEqual(
      labels(ofKind('hashrate').filter((s) => s.args[1] === 'Scrypt')),
    );
    expect(matched(accountKeys.accrualLists(sub))).toEqual(labels(ofKind('accruals', 'accrualRange')));
    expect(matched(accountKeys.payoutLists(sub))).toEqual(labels(ofKind('recentPayouts', 'allPayouts')));
    expect(matched(accountKeys.workers(sub))).toEqual(labels(ofKind('workerList', 'workerHashrate')));
    expect(matched(accountKeys.workerLists(sub, 'Scrypt'))).toEqual(labels(workerLists('Scrypt')));
    expect(matched(subAccountKeys.overviews())).toEqual(labels(samples.filter((s) => s.kind === 'overview')));
    for (const status of ['online', 'offline', 'inactive', 'any'] as const) {
      expect(workerLists('Scrypt', status), status).not.toEqual([]);
      expect(matched(accountKeys.workerLists(sub, 'Scrypt', status)), status).toEqual(
        labels(workerLists('Scrypt', status)),
      );
    }
  });

  it('say what answer they hold', () => {
    const cache = createPoolCache({ offline: true });
    expectTypeOf(cache.entries(accountKeys.workerLists(sub, 'Scrypt'))).toEqualTypeOf<
      [CacheKey<PoolSchema<'WorkerList'>>, PoolSchema<'WorkerList'>][]
    >();
    expectTypeOf(cache.snapshot(settingsKeys.notifications(sub)).data).toEqualTypeOf<
      PoolSchema<'NotificationSettings'> | undefined
    >();
    // @ts-expect-error: the coins' key holds a list of coins
    cache.setData(publicKeys.coins(), 42);
  });
});
