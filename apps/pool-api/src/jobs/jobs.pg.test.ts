import postgres from 'postgres';
import { afterEach, describe, expect, it } from 'vitest';
import { createPoolApi, type PoolApi } from '../app';
import { openDatabase } from '../db/database';
import type { PoolApiOptions } from '../options';
import { Simulator } from '../simulator';
import { freshDatabase } from '../testing/databases';
import { waitFor } from '../../../../scripts/wait.ts';
import { enqueueDelivery } from '../channels/queue';
import { startTestReceiver } from '../testing/receiver';

// Several replicas on one PostgreSQL: the background jobs (the minute tick, the mail and webhook polls) run on one of
// them, the holder of the `lode.jobs` advisory lock, and move to another within seconds when it stops or dies.

const open: PoolApi[] = [];
afterEach(async () => {
  await Promise.all(open.splice(0).map((api) => api.close()));
});

async function replica(databaseUrl: string, options: Partial<PoolApiOptions> = {}) {
  const api = await createPoolApi({
    port: 0,
    databaseUrl,
    authUrl: 'http://127.0.0.1:9',
    realm: 'lode',
    clientId: 'lode-web',
    publicUrl: 'http://localhost:3999',
    mail: { pollMs: 0 },
    ...options,
  });
  open.push(api);
  return api;
}

const leaders = (apis: PoolApi[]) => apis.filter((api) => api.isLeader);

/** Runs of the job `job` (default the minute job) on `api` that succeeded, from its metrics. */
async function jobRuns(api: PoolApi, job = 'minute'): Promise<number> {
  const metric = await api.metrics.getSingleMetric('lode_job_runs_total')?.get();
  return (
    metric?.values.find((v) => v.labels.job === job && v.labels.outcome === 'success')?.value ?? Number.NaN
  );
}

async function leaderGauge(api: PoolApi): Promise<number | undefined> {
  return (await api.metrics.getSingleMetric('lode_jobs_leader')?.get())?.values[0]?.value;
}

describe('jobs once per deployment', () => {
  it('elects exactly one leader, and the other leads within 10 s of the leader closing', async () => {
    const { databaseUrl } = await freshDatabase();
    const apis = [await replica(databaseUrl as string), await replica(databaseUrl as string)];
    await waitFor(() => leaders(apis).length === 1, 'a leader');
    const [leader] = leaders(apis) as [PoolApi];
    const follower = apis.find((api) => api !== leader) as PoolApi;
    expect(await leaderGauge(leader)).toBe(1);
    expect(await leaderGauge(follower)).toBe(0);
    expect((await (await follower.fetch(new Request('http://api.test/readyz'))).json()).leader).toBe(false);
    expect((await (await leader.fetch(new Request('http://api.test/readyz'))).json()).leader).toBe(true);

    const started = performance.now();
    await leader.close();
    await waitFor(() => follower.isLeader, 'the follower leading', { ms: 15_000 });
    expect(performance.now() - started).toBeLessThan(10_000);
  });

  it("takes over when the leader's session is killed, and the old leader stops leading", async () => {
    const { databaseUrl } = await freshDatabase();
    const apis = [await replica(databaseUrl as string), await replica(databaseUrl as string)];
    await waitFor(() => leaders(apis).length === 1, 'a leader');
    const [leader] = leaders(apis) as [PoolApi];
    const follower = apis.find((api) => api !== leader) as PoolApi;

    const admin = postgres(databaseUrl as string, { max: 1, onnotice: () => {} });
    try {
      const started = performance.now();
      const killed = await admin.unsafe<{ pid: number }[]>(
        `SELECT pid, pg_terminate_backend(pid) FROM pg_locks
         WHERE locktype = 'advisory' AND granted AND database = (SELECT oid FROM pg_database WHERE datname = current_database())`,
      );
      expect(killed.length).toBe(1);
      await waitFor(() => follower.isLeader, 'the follower leading', { ms: 15_000 });
      expect(performance.now() - started).toBeLessThan(10_000);
      // At most one leader at any time from here on: the old one knows it lost the lock.
      await waitFor(() => !leader.isLeader, 'the old leader stepping down');
      expect(leaders(apis)).toEqual([follower]);
    } finally {
      await admin.end();
    }
  });

  it("runs the minute job only on the leader, and two replicas' simulators write each sample once", async () => {
    const { databaseUrl } = await freshDatabase();
    // An account with history up to 20 minutes ago: the minutes since are the jobs' (and the direct ticks') work.
    const start = Date.UTC(2026, 10, 22, 12);
    const setup = await openDatabase({ databaseUrl });
    try {
      await new Simulator(setup, () => start / 1000).ensure('two-replicas', 'twin');
    } finally {
      await setup.close();
    }
    const now = () => start + 20 * 60_000;
    const options = { now, jobs: { intervalMs: 150 } };
    const apis = [
      await replica(databaseUrl as string, options),
      await replica(databaseUrl as string, options),
    ];
    await waitFor(() => leaders(apis).length === 1, 'a leader');
    const [leader] = leaders(apis) as [PoolApi];
    const follower = apis.find((api) => api !== leader) as PoolApi;
    await waitFor(async () => (await jobRuns(leader)) >= 3, 'three runs of the minute job on the leader');
    expect(await jobRuns(follower)).toBe(0);
    // Both tick by hand at once as well: still each (worker, minute) once.
    await Promise.all(apis.map((api) => api.tick()));

    const check = await openDatabase({ databaseUrl });
    try {
      const [row] = await check.query<{ n: number; dupes: number; minutes: number }>(
        `SELECT count(*)::int AS n,
                count(*)::int - count(DISTINCT (worker_id, t))::int AS dupes,
                count(DISTINCT t)::int AS minutes
         FROM samples WHERE sub = 'two-replicas' AND t >= $1`,
        [start / 1000],
      );
      expect(row?.dupes).toBe(0);
      // The 20 minutes since the history ended, written once each.
      expect(row?.minutes).toBe(20);
    } finally {
      await check.close();
    }
  });

  it('sends queued webhooks from the leader only, each once', async () => {
    const { databaseUrl } = await freshDatabase();
    const receiver = await startTestReceiver();
    try {
      const options = { webhooks: { allowLoopback: true, pollMs: 100 } };
      const apis = [
        await replica(databaseUrl as string, options),
        await replica(databaseUrl as string, options),
      ];
      await waitFor(() => leaders(apis).length === 1, 'a leader');
      const [leader] = leaders(apis) as [PoolApi];
      const follower = apis.find((api) => api !== leader) as PoolApi;
      const db = await openDatabase({ databaseUrl });
      try {
        const at = Date.now();
        await db.query(
          `INSERT INTO webhook_endpoints (id, owner, url, description, format, secret, enabled, created_at)
           VALUES ('we_jobs', 'jobs-owner', $1, '', 'standard', 'whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw', true, $2)`,
          [`${receiver.origin}/hook`, at],
        );
        const payload = {
          type: 'test' as const,
          timestamp: new Date(at).toISOString(),
          data: { subaccount: 'main', url: 'http://localhost:3999/settings' },
        };
        for (const eventId of ['evt_1', 'evt_2', 'evt_3'])
          await enqueueDelivery(
            db,
            {
              eventId,
              channel: 'webhook',
              destinationId: 'we_jobs',
              sub: 'jobs-owner',
              payload,
              locale: 'en',
            },
            at,
          );
      } finally {
        await db.close();
      }
      await waitFor(() => receiver.received.length >= 3, 'three webhooks');
      await waitFor(async () => (await jobRuns(leader, 'alert-deliveries')) >= 5, 'more runs of the job');
      expect(receiver.received.map((r) => r.headers['webhook-id']).sort()).toEqual([
        'evt_1',
        'evt_2',
        'evt_3',
      ]);
      expect(await jobRuns(follower, 'alert-deliveries')).toBe(0);
    } finally {
      await receiver.close();
    }
  });
});
