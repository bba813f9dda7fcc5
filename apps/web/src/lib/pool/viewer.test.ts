import { describe, expect, it } from 'vitest';
import type { CacheKey } from './cache';
import { accountKeys, settingsKeys, subAccountKeys } from './keys';
import {
  userViewer,
  viewerMay,
  viewerMayRead,
  viewerSecret,
  type PoolViewer,
  type WatcherScope,
} from './viewer';

// The viewer's rule against the app's real cache keys: every read a cabinet page makes, for the signed-in user and
// for a watcher link of every combination of scopes. A watcher reads the summary and the last day's hashrate always,
// workers, earnings and longer histories by scope, and nothing of the owner's (settings, referral, alerts, the other
// sub-accounts).

const scopes: readonly WatcherScope[] = ['workers', 'earnings', 'statistics'];

/** Every combination of scopes a link may have, none to all. */
const scopeSets: readonly (readonly WatcherScope[])[] = scopes.reduce<WatcherScope[][]>(
  (sets, scope) => [...sets, ...sets.map((set) => [...set, scope])],
  [[]],
);

const watcher = (granted: readonly WatcherScope[]): PoolViewer => ({
  kind: 'watcher',
  secret: 'q7X0aZ3kLm9PwR2sT5vY8bC1dE4fG6hJ',
  scopes: new Set(granted),
  onEnded: () => undefined,
});

const sub = 'main';

/** A read of a cabinet page, with the scope a watcher needs for it: null for always, 'never' for never. */
interface Read {
  name: string;
  key: CacheKey;
  needs: WatcherScope | null | 'never';
}

const reads: readonly Read[] = [
  { name: 'summary', key: accountKeys.summary(sub, 'Scrypt'), needs: null },
  { name: 'hashrate 1h', key: accountKeys.hashrate(sub, 'Scrypt', '1h', '1m'), needs: null },
  { name: 'hashrate 24h', key: accountKeys.hashrate(sub, 'Scrypt', '24h', '10m'), needs: null },
  {
    name: 'hashrate 24h in a time zone',
    key: accountKeys.hashrate(sub, 'SHA256', '24h', '1h', 'Europe/Berlin'),
    needs: null,
  },
  { name: 'hashrate 7d', key: accountKeys.hashrate(sub, 'Scrypt', '7d', '1h'), needs: 'statistics' },
  {
    name: 'hashrate 30d',
    key: accountKeys.hashrate(sub, 'Scrypt', '30d', '1d', 'Europe/Berlin'),
    needs: 'statistics',
  },
  { name: 'hashrate 90d', key: accountKeys.hashrate(sub, 'Scrypt', '90d', '1d'), needs: 'statistics' },
  { name: 'workers list', key: accountKeys.workerList(sub, 'Scrypt', {}), needs: 'workers' },
  {
    name: 'offline workers',
    key: accountKeys.workerList(sub, 'Scrypt', { status: 'offline', search: 'rig' }),
    needs: 'workers',
  },
  // A worker's chart is a workers read, whatever its range.
  {
    name: 'worker hashrate 24h',
    key: accountKeys.workerHashrate(sub, 'w-rig1', '24h', '10m'),
    needs: 'workers',
  },
  {
    name: 'worker hashrate 7d',
    key: accountKeys.workerHashrate(sub, 'w-rig1', '7d', '1h'),
    needs: 'workers',
  },
  {
    name: 'accruals',
    key: accountKeys.accruals(sub, 'Scrypt', '2026-11-01', '2026-11-30'),
    needs: 'earnings',
  },
  {
    name: 'accruals, every page',
    key: accountKeys.accrualRange(sub, 'Scrypt', '2026-11-01', '2026-11-30'),
    needs: 'earnings',
  },
  { name: 'recent payouts', key: accountKeys.recentPayouts(sub, 'Scrypt', 5), needs: 'earnings' },
  { name: 'all payouts', key: accountKeys.allPayouts(sub, 'Scrypt', 'LTC'), needs: 'earnings' },
  { name: 'referral', key: accountKeys.referral(sub), needs: 'never' },
  { name: 'alerts', key: accountKeys.alerts(sub), needs: 'never' },
  { name: 'wallets', key: settingsKeys.wallets(sub, 'Scrypt'), needs: 'never' },
  { name: 'notifications', key: settingsKeys.notifications(sub), needs: 'never' },
  { name: 'API keys', key: settingsKeys.apiKeys(), needs: 'never' },
  // A sub-account named like a read: its settings are still the owner's.
  { name: 'notifications of “summary”', key: settingsKeys.notifications('summary'), needs: 'never' },
  { name: 'wallets of “workers”', key: settingsKeys.wallets('workers', 'Scrypt'), needs: 'never' },
  { name: 'sub-accounts', key: subAccountKeys.list(), needs: 'never' },
  { name: 'overview', key: subAccountKeys.overview('Scrypt'), needs: 'never' },
];

describe('viewerMay', () => {
  it('lets the signed-in user see every part of the cabinet', () => {
    for (const scope of scopes) expect(viewerMay(userViewer, scope), scope).toBe(true);
  });

  it('lets a watcher see exactly the parts its link shares', () => {
    for (const granted of scopeSets)
      for (const scope of scopes)
        expect(viewerMay(watcher(granted), scope), `${scope} with [${granted.join(', ')}]`).toBe(
          granted.includes(scope),
        );
  });
});

describe('viewerMayRead', () => {
  it('lets the signed-in user make every read', () => {
    for (const read of reads) expect(viewerMayRead(userViewer, read.key), read.name).toBe(true);
  });

  it('lets a watcher read the summary and the last day’s hashrate whatever its scopes', () => {
    for (const granted of scopeSets)
      for (const read of reads.filter((r) => r.needs === null))
        expect(viewerMayRead(watcher(granted), read.key), `${read.name} with [${granted.join(', ')}]`).toBe(
          true,
        );
  });

  it('lets a watcher read workers, earnings and longer histories only with their scope', () => {
    for (const granted of scopeSets)
      for (const read of reads)
        if (read.needs !== null && read.needs !== 'never')
          expect(viewerMayRead(watcher(granted), read.key), `${read.name} with [${granted.join(', ')}]`).toBe(
            granted.includes(read.needs),
          );
  });

  it('never lets a watcher read the owner’s settings, referral, alerts or other sub-accounts', () => {
    const all = watcher(scopes);
    for (const read of reads.filter((r) => r.needs === 'never'))
      expect(viewerMayRead(all, read.key), read.name).toBe(false);
  });
});

describe('viewerSecret', () => {
  it('is the link’s secret in a watcher view, and none for the signed-in user', () => {
    expect(viewerSecret(watcher([]))).toBe('q7X0aZ3kLm9PwR2sT5vY8bC1dE4fG6hJ');
    expect(viewerSecret(userViewer)).toBeUndefined();
  });
});
