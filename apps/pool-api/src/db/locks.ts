import { createHash } from 'node:crypto';

// PostgreSQL advisory locks the replicas of one deployment share, each under a fixed 64-bit key derived from a name
// (the first 8 bytes of its SHA-256), so every process computes the same key without a table of numbers.

/** The signed 64-bit advisory-lock key of `name`, as text for a `$1::bigint` parameter. */
export function advisoryKey(name: string): string {
  return createHash('sha256').update(name).digest().readBigInt64BE(0).toString();
}

/** Held while one process migrates: replicas starting together migrate one after the other. */
export const MIGRATIONS_LOCK = advisoryKey('lode.migrations');
/** Held by the replica that runs the background jobs (the minute tick, the mail poll). */
export const JOBS_LOCK = advisoryKey('lode.jobs');
