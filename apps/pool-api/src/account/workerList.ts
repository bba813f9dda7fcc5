import { type CoinId, coinIds } from '../domain/coins';
import { toCsv } from '../domain/csv';
import type { Worker } from './schemas';

// The workers list and its CSV over the contract's workers, whichever pool engine reported them: group, model and the
// reject and stale rates may be unknown (null), and an unknown is never filtered, sorted or exported as a 0.

/** Filters and order of the workers list and its CSV. */
export interface WorkerFilter {
  status?: 'online' | 'offline' | 'inactive';
  /** Case-insensitive part of the name or (when there is one) the model. */
  search?: string;
  /** Only workers in this group; a worker without a group is in none. */
  group?: string;
  /** Only workers that send their work to this coin's pool. */
  coin?: CoinId;
  sort: 'name' | 'hashrate' | 'rejectRate' | 'lastShare';
  order: 'asc' | 'desc';
}

/** What the workers list needs of a worker, whichever engine reported it (group, model and rates may be unknown). */
type WorkerRow = Pick<
  Worker,
  'name' | 'coin' | 'group' | 'model' | 'status' | 'hashrate' | 'rejectRate' | 'lastShareAt'
>;

/**
 * The workers a filter selects, in its order (ties by name, then coin), and the ones that match everything but the status
 * (the status tabs count those, as pools show them). A worker whose reject rate is unknown comes after the known
 * ones in either order: an unknown is not a 0 at the top, nor a 100 % at the bottom.
 */
export function selectWorkers<W extends WorkerRow>(all: W[], filter: WorkerFilter) {
  const search = filter.search?.trim().toLowerCase();
  const matching = all.filter(
    (w) =>
      (!filter.group || w.group === filter.group) &&
      (!filter.coin || w.coin === filter.coin) &&
      (!search || w.name.toLowerCase().includes(search) || !!w.model?.toLowerCase().includes(search)),
  );
  const selected = matching.filter((w) => !filter.status || w.status === filter.status);
  const key = {
    name: (w: W) => w.name,
    hashrate: (w: W) => w.hashrate.oneHour,
    rejectRate: (w: W) => w.rejectRate,
    lastShare: (w: W) => w.lastShareAt ?? '',
  }[filter.sort];
  const direction = filter.order === 'asc' ? 1 : -1;
  // One name on two coins' pools: the coins in the pool's order (LTC before the DOGE merge-mined on it).
  const byName = (a: W, b: W) =>
    a.name.localeCompare(b.name) || coinIds.indexOf(a.coin) - coinIds.indexOf(b.coin);
  selected.sort((a, b) => {
    const x = key(a);
    const y = key(b);
    if (x === null || y === null) {
      if (x !== y) return x === null ? 1 : -1;
      return byName(a, b) * direction;
    }
    return (x < y ? -1 : x > y ? 1 : byName(a, b)) * direction;
  });
  return { matching, selected };
}

/** The groups of a workers list, once each, sorted: workers without a group add none. */
export function workerGroups(all: Pick<Worker, 'group'>[]): string[] {
  return [...new Set(all.flatMap((w) => (w.group === null ? [] : [w.group])))].sort();
}

/** The coins of a workers list, once each, in the pool's coin order. */
export function workerCoins(all: Pick<Worker, 'coin'>[]): CoinId[] {
  const on = new Set(all.map((w) => w.coin));
  return coinIds.filter((coin) => on.has(coin));
}

/** The workers CSV: the list's columns, an empty cell where the pool engine does not report a figure. */
export function workersCsv(selected: Omit<WorkerRow, 'model'>[]): string {
  return toCsv(
    [
      'name',
      'coin',
      'group',
      'status',
      'hashrate_10m',
      'hashrate_1h',
      'hashrate_24h',
      'reject_rate',
      'last_share',
    ],
    selected.map((w) => [
      w.name,
      w.coin,
      w.group,
      w.status,
      w.hashrate.tenMinutes,
      w.hashrate.oneHour,
      w.hashrate.oneDay,
      w.rejectRate,
      w.lastShareAt,
    ]),
  );
}
