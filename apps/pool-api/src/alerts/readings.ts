import { type Algorithm, algorithms } from '../domain/coins';
import { DAY } from '../domain/time';
import type { WorkerReading as ListedWorker } from '../source/types';
import type { WorkerReading } from './engine';

// What a pool source reports to the alert engine, put together the same way whichever engine answers: the account's
// workers of every algorithm as the rules read them, and its payouts of the last week.

/** How far back payouts are reported: longer than any gap between two readings of a running server. */
export const PAYOUT_WINDOW_SECONDS = 7 * DAY;

/** The account's workers of every algorithm (in the order of {@link algorithms}), as the alert rules read them. */
export async function workerReadings(
  listWorkers: (algorithm: Algorithm) => Promise<ListedWorker[]>,
): Promise<WorkerReading[]> {
  const listed: ListedWorker[] = [];
  for (const algorithm of algorithms) listed.push(...(await listWorkers(algorithm)));
  return listed.map((w) => ({
    workerId: w.id,
    workerName: w.name,
    lastShareAt: w.lastShareAt === null ? null : Math.floor(Date.parse(w.lastShareAt) / 1000),
    hashrate: w.hashrate.oneHour,
    averageHashrate24h: w.hashrate.oneDay,
    rejectRate: w.rejectRate,
  }));
}
