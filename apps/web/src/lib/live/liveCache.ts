import type { PoolSchema } from '@lode/pool-api/client';
import { workerStatuses } from '../cabinet/workerStatus';
import { accountKeys, subAccountKeys, type CacheKey, type PoolCache } from '../pool';
import { withSamples } from './historySamples';
import type { SseMessage } from './sse';

// What each event of the pool API's live stream changes in the cabinet's query cache: where the event carries the
// data the cache entry is rewritten in place (no request, no loading state, the same layout); where it does not, the
// one query concerned is invalidated, so only what is on screen is fetched again. A tab left open on the dashboard
// so makes no request from one minute's samples to the next.

type Payout = PoolSchema<'Payout'>;

const invalidate = (cache: PoolCache, key: CacheKey) => void cache.invalidate(key);

/** Rewrites every answer under `prefix` in place. */
function rewriteAll<T>(cache: PoolCache, prefix: CacheKey<T>, updater: (previous: T) => T) {
  for (const [key, data] of cache.entries(prefix)) cache.setData(key, updater(data));
}

/**
 * A worker's new status: the lists of its algorithm and the summary's counts change in place. Counts move by one, so
 * an event that an answer on screen may already include (`mayBeShown`) has those answers fetched again instead.
 */
function workerChanged(
  cache: PoolCache,
  sub: string,
  change: PoolSchema<'StreamWorkerStatus'>,
  mayBeShown: boolean,
) {
  const { workerId, algorithm, status, previous, lastShareAt } = change;
  if (mayBeShown) {
    invalidate(cache, accountKeys.workerLists(sub, algorithm));
    invalidate(cache, accountKeys.summary(sub, algorithm));
    return;
  }
  // A list filtered by status gains or loses the worker, and its counts may include a worker it does not show:
  // the API answers it again (sorting, hashrates).
  for (const filtered of workerStatuses)
    for (const [key] of cache.entries(accountKeys.workerLists(sub, algorithm, filtered)))
      invalidate(cache, key);
  // Unfiltered by status, the list holds every worker its counts count (search and group aside).
  for (const [key, list] of cache.entries(accountKeys.workerLists(sub, algorithm, 'any'))) {
    if (!list.items.some((w) => w.id === workerId)) continue;
    cache.setData(key, {
      ...list,
      items: list.items.map((w) => (w.id === workerId ? { ...w, status, lastShareAt } : w)),
      counts: {
        ...list.counts,
        [previous]: Math.max(0, list.counts[previous] - 1),
        [status]: list.counts[status] + 1,
      },
    });
  }
  rewriteAll(cache, accountKeys.summary(sub, algorithm), (summary) => ({
    ...summary,
    workers: {
      ...summary.workers,
      [previous]: Math.max(0, summary.workers[previous] - 1),
      [status]: summary.workers[status] + 1,
    },
  }));
}

/**
 * New samples: the algorithm's summary is the one the event carries, its histories gain the samples in place; an
 * answer the event may be in already, or one it cannot extend exactly, is fetched again. The workers' own figures
 * (the event has only their newest minute) are fetched again where shown.
 */
function samplesArrived(
  cache: PoolCache,
  sub: string,
  samples: PoolSchema<'StreamHashrate'>,
  mayBeShown: boolean,
) {
  const { algorithm, summary } = samples;
  if (summary && !mayBeShown) rewriteAll(cache, accountKeys.summary(sub, algorithm), () => summary);
  else invalidate(cache, accountKeys.summary(sub, algorithm));
  for (const [key, history] of cache.entries(accountKeys.hashrates(sub, algorithm))) {
    const extended = mayBeShown ? null : withSamples(history, samples);
    if (extended) cache.setData(key, extended);
    else invalidate(cache, key);
  }
  invalidate(cache, accountKeys.workers(sub));
}

/** A settled day: balances in place; accruals and payouts (the day's lines) fetched again where shown. */
function balancesSettled(cache: PoolCache, sub: string, { balances }: PoolSchema<'StreamBalance'>) {
  rewriteAll(cache, accountKeys.summaries(sub), (summary) => ({
    ...summary,
    earnings: summary.earnings.map((e) => {
      const settled = balances.find((b) => b.coin === e.coin);
      return settled ? { ...e, balance: settled.balance } : e;
    }),
  }));
  invalidate(cache, accountKeys.accrualLists(sub));
}

/** A payout made or confirmed: a listed payout changes in place; a new one is fetched where lists are shown. */
function payoutChanged(cache: PoolCache, sub: string, payout: Payout) {
  for (const [key, list] of cache.entries(accountKeys.payoutLists(sub))) {
    if (list.items.some((p) => p.id === payout.id))
      cache.setData(key, { ...list, items: list.items.map((p) => (p.id === payout.id ? payout : p)) });
    else invalidate(cache, key);
  }
  invalidate(cache, accountKeys.summaries(sub));
}

/** A new alert: first in the bell's history, one more unread. */
function alertRaised(cache: PoolCache, sub: string, alert: PoolSchema<'Alert'>) {
  cache.setData(accountKeys.alerts(sub), (list) =>
    list && !list.items.some((a) => a.id === alert.id)
      ? {
          ...list,
          // In the history's order (newest first, an evaluation's alerts of one second by id), as a refetch has them.
          items: [alert, ...list.items].sort(
            (a, b) => b.createdAt.localeCompare(a.createdAt) || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0),
          ),
          total: list.total + 1,
          unread: list.unread + 1,
        }
      : undefined,
  );
  if (cache.snapshot(accountKeys.alerts(sub)).data === undefined) invalidate(cache, accountKeys.alerts(sub));
}

/** The events that change figures the overview of every sub-account shows (hashrates, workers, balances). */
const figureEvents = new Set(['reset', 'refresh', 'worker', 'hashrate', 'balance', 'payout']);

/** How {@link applyLiveMessage} treats a message. */
export interface ApplyOptions {
  /**
   * The event is not newer than every answer the cabinet holds (its id is at or below the newest `Lode-Event-Id`
   * seen): some answer may include it already, so it must not be counted in place a second time.
   */
  mayBeShown?: boolean;
}

/**
 * Applies one message of the live stream of sub-account `sub` to the cabinet's cache: to that sub-account's answers,
 * and to the overview of every sub-account, which is read again where shown. Unknown events are ignored (newer
 * servers).
 */
export function applyLiveMessage(
  cache: PoolCache,
  sub: string,
  message: SseMessage,
  { mayBeShown = false }: ApplyOptions = {},
): void {
  if (figureEvents.has(message.event)) invalidate(cache, subAccountKeys.overviews());
  switch (message.event) {
    // `refresh`: a pool engine wrote a new cycle of figures (Miningcore); the stream says so, not what changed.
    case 'reset':
    case 'refresh':
      invalidate(cache, accountKeys.all(sub));
      return;
    case 'worker':
      workerChanged(cache, sub, JSON.parse(message.data) as PoolSchema<'StreamWorkerStatus'>, mayBeShown);
      return;
    case 'hashrate':
      samplesArrived(cache, sub, JSON.parse(message.data) as PoolSchema<'StreamHashrate'>, mayBeShown);
      return;
    case 'balance':
      balancesSettled(cache, sub, JSON.parse(message.data) as PoolSchema<'StreamBalance'>);
      return;
    case 'payout':
      payoutChanged(cache, sub, JSON.parse(message.data) as Payout);
      return;
    case 'alert':
      alertRaised(cache, sub, JSON.parse(message.data) as PoolSchema<'Alert'>);
      return;
    default:
  }
}
