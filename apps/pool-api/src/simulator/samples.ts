import type { Queryable } from '../db/database';
import { DAY, HOUR, MINUTE } from '../domain/time';
import { sampleOf, scriptedState, toPlan, type WorkerRow, type WorkerScript } from './workers';

// The samples the simulator writes: per worker, hashrate and accepted, rejected and stale work, finer the newer.

/**
 * Lets the process serve other requests between the steps of a long history write. The API shares its process with
 * the host server under `npm start`, and PGlite runs each statement synchronously: without a pause, a new account's
 * 90 days (seconds on a busy machine) would hold back every page, `config.json` and asset meanwhile.
 */
export const breathe = () => new Promise<void>((resolve) => setImmediate(resolve));

/** Sample length for time `t` seen from `now`: minutes in the last hour, 10 minutes in the last day, hours before. */
function stepAt(t: number, now: number): number {
  if (t % HOUR === 0 && t + HOUR <= now - DAY) return HOUR;
  if (t % 600 === 0 && t + 600 <= now - HOUR) return 600;
  return MINUTE;
}

export interface AccountRow {
  sub: string;
  created_at: number;
  sampled_until: number;
  settled_until: number;
  seed: number;
}

/** Writes the samples of every worker from the account's `sampled_until` up to `until` (a whole minute). */
export async function sampleUntil(
  tx: Queryable,
  account: AccountRow,
  until: number,
  scripts: ReadonlyMap<string, WorkerScript[]>,
): Promise<void> {
  if (account.sampled_until >= until) return;
  const workers = (await tx.query<WorkerRow>('SELECT * FROM workers WHERE sub = $1', [account.sub])).map(
    toPlan,
  );
  const rows: unknown[] = [];
  const lastShare = new Map<string, number>();
  for (let t = account.sampled_until; t < until;) {
    const step = stepAt(t, until);
    for (const w of workers) {
      const s = sampleOf(account.seed, w, t, step, scriptedState(scripts.get(w.id), t));
      if (s.hashrate > 0) lastShare.set(w.id, t + step);
      rows.push([w.id, w.algorithm, t, step, s.hashrate, s.accepted, s.rejected, s.stale]);
    }
    t += step;
    if (rows.length % 20_000 < workers.length) await breathe();
  }
  // One statement per few thousand rows: a JSON array unpacked server-side. Sent as text: postgres.js would
  // JSON-encode a string parameter it sees typed jsonb a second time.
  for (let i = 0; i < rows.length; i += 5000) {
    await tx.query(
      `INSERT INTO samples (worker_id, sub, algorithm, t, seconds, hashrate, accepted, rejected, stale)
       SELECT r->>0, $1, r->>1, (r->>2)::bigint, (r->>3)::int, (r->>4)::float8, (r->>5)::float8, (r->>6)::float8,
              (r->>7)::float8
       FROM jsonb_array_elements($2::text::jsonb) AS r
       ON CONFLICT DO NOTHING`,
      [account.sub, JSON.stringify(rows.slice(i, i + 5000))],
    );
    await breathe();
  }
  for (const [id, at] of lastShare) {
    await tx.query(
      'UPDATE workers SET last_share_at = GREATEST(COALESCE(last_share_at, 0), $2) WHERE id = $1',
      [id, at],
    );
  }
  await tx.query('UPDATE accounts SET sampled_until = $2 WHERE sub = $1', [account.sub, until]);
  account.sampled_until = until;
}
