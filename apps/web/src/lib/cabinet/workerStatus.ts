// The pool API's worker status rules (apps/pool-api README "Conventions"), stated on the page as the leading pools
// are asked to: online with an accepted share in the last 10 minutes, offline after that, inactive
// after 24 hours.

/** A worker's status. */
export type WorkerStatus = 'online' | 'offline' | 'inactive';

/** Every worker status, in the order the pages list them. */
export const workerStatuses = ['online', 'offline', 'inactive'] as const satisfies readonly WorkerStatus[];

/** Minutes without an accepted share after which a worker counts as offline. */
export const offlineAfterMinutes = 10;

/** Hours without an accepted share after which a worker counts as inactive. */
export const inactiveAfterHours = 24;

/** The status of a worker whose last accepted share was at `lastShareAt` (null: never), seen at `now`. */
export function workerStatus(lastShareAt: Date | number | null, now: Date | number): WorkerStatus {
  if (lastShareAt === null) return 'inactive';
  const silentMs = Number(now) - Number(lastShareAt);
  if (silentMs >= inactiveAfterHours * 3_600_000) return 'inactive';
  if (silentMs >= offlineAfterMinutes * 60_000) return 'offline';
  return 'online';
}

/** Counts of workers per status, as the summary gives them. */
export interface WorkerCounts {
  /** Workers hashing now. */
  online: number;
  /** Workers silent for over 10 minutes. */
  offline: number;
  /** Workers silent for over 24 hours. */
  inactive: number;
}

/** Whether the account has no worker at all yet: the page then shows how to connect one. */
export function hasNoWorkers(counts: WorkerCounts): boolean {
  return counts.online + counts.offline + counts.inactive === 0;
}
