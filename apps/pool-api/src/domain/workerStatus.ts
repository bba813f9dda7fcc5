import { DAY, MINUTE } from './time';

// When a worker counts as online, offline or inactive: the same rule for every engine, the stream and the alerts.

/** Worker status thresholds (stated in the README and the API description). */
export const statusThresholds = {
  /** No accepted share for this long: offline. */
  offlineAfterSeconds: 10 * MINUTE,
  /** No accepted share for this long: inactive. */
  inactiveAfterSeconds: DAY,
};

/** A worker's status. */
export type WorkerStatus = 'online' | 'offline' | 'inactive';

/** Online, offline or inactive from the last accepted share (thresholds in {@link statusThresholds}). */
export function workerStatus(lastShareAt: number | null, now: number): WorkerStatus {
  if (lastShareAt === null) return 'inactive';
  const quiet = now - lastShareAt;
  if (quiet <= statusThresholds.offlineAfterSeconds) return 'online';
  return quiet <= statusThresholds.inactiveAfterSeconds ? 'offline' : 'inactive';
}
