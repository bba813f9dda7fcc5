import { Hono } from 'hono';
import { z } from 'zod';
import { ApiError, zodFields } from '../http/errors';
import type { PoolClock } from '../clock';
import type { MiningcoreSeeder } from '../demo-miningcore/seeder';
import type { Simulator } from '../simulator';
import type { Queryable } from '../db/database';
import { algorithms } from '../domain/coins';
import { MINUTE_MS } from '../domain/time';

// The pool API's test controls, like the identity provider's fault switches: served under /api/v1/__lode only when
// the `testControls` option is on (the test stacks set it; no environment variable does), so alert timing can be
// tested without waiting real minutes: a test moves the pool's clock (../clock.ts) and runs the minute.

const WorkerScriptBody = z
  .object({
    mode: z.enum(['stop', 'recover', 'flap']),
    /** When it begins, ISO-8601; now when left out. */
    at: z.iso.datetime({ offset: true }).optional(),
    downMinutes: z.number().int().min(1).max(1440).optional(),
    upMinutes: z.number().int().min(1).max(1440).optional(),
  })
  .strict();

const ClockBody = z
  .object({
    /** Stop pool time where it is (`true`) or let it run on from there (`false`). */
    paused: z.boolean().optional(),
    /** Then move it forward by this many milliseconds (at most a week). */
    advanceMs: z
      .number()
      .int()
      .min(0)
      .max(7 * 24 * 3600_000)
      .optional(),
    /** Or to the start of the next whole minute: the moment the minute before it can be sampled. */
    toNextMinute: z.literal(true).optional(),
  })
  .strict()
  .refine((body) => !(body.advanceMs !== undefined && body.toNextMinute), {
    message: 'advanceMs and toNextMinute exclude each other',
  });

const StratumBody = z
  .object({
    username: z.string().min(1),
    /** `<subaccount>.<worker>`, as a rig's stratum user name. */
    login: z.string().regex(/^[a-z0-9_-]{3,32}\.[A-Za-z0-9_.-]{1,64}$/),
    algorithm: z.enum(algorithms).default('Scrypt'),
    hashrate: z.number().positive().default(9.5e9),
  })
  .strict();

const MineBody = z
  .object({
    pool: z.string().min(1),
    address: z.string().min(1),
    worker: z.string(),
    hashrate: z.number().positive().default(1e9),
    minutes: z.number().int().min(1).max(60).default(6),
  })
  .strict();

/**
 * `POST /__lode/clock` `{paused?, advanceMs?, toNextMinute?}`: pauses or resumes the pool's clock, then moves it
 * forward; answers `{now, paused}` (pool time, ISO-8601). `GET /__lode/clock` answers the same without a change.
 * `POST /__lode/miningcore/mine` `{pool, address, worker, hashrate?, minutes?}` (the embedded demo Miningcore only):
 * a worker mines the next minutes at once, as a miner proving an address would.
 * `POST /__lode/stratum` `{username, login, algorithm?, hashrate?}`: a rig with the stratum login
 * `<subaccount>.<worker>` joins that sub-account of that user and mines from the next minute on (204; 404 when
 * the user has no such sub-account).
 * `POST /__lode/workers/{workerId}` `{mode, at?, downMinutes?, upMinutes?}`: the worker stops, recovers or flaps from `at` on
 * (204; 404 for an unknown worker). `POST /__lode/tick`: runs the minute's simulator step, alert evaluation and
 * delivery now (204), as the server's timer would.
 */
export function testControlRouter(parts: {
  db: Queryable;
  simulator: Simulator;
  clock: PoolClock;
  tick: () => Promise<void>;
  /** The embedded demo Miningcore, when the API runs on one. */
  demoPool: () => MiningcoreSeeder | null;
}) {
  const app = new Hono();
  app.post('/__lode/workers/:workerId', async (c) => {
    const parsed = WorkerScriptBody.safeParse(await c.req.json().catch(() => undefined));
    if (!parsed.success)
      throw new ApiError(400, 'validation_failed', 'Some fields are not valid', {
        fields: zodFields(parsed.error, 'json'),
      });
    const { mode, at, downMinutes, upMinutes } = parsed.data;
    const found = await parts.simulator.script(c.req.param('workerId'), {
      mode,
      at: Math.floor((at ? Date.parse(at) : parts.clock.now()) / 1000),
      ...(downMinutes ? { downMinutes } : {}),
      ...(upMinutes ? { upMinutes } : {}),
    });
    if (!found) throw new ApiError(404, 'not_found', 'No such worker');
    return c.body(null, 204);
  });
  app.post('/__lode/miningcore/mine', async (c) => {
    const parsed = MineBody.safeParse(await c.req.json().catch(() => undefined));
    if (!parsed.success)
      throw new ApiError(400, 'validation_failed', 'Some fields are not valid', {
        fields: zodFields(parsed.error, 'json'),
      });
    const pool = parts.demoPool();
    if (!pool) throw new ApiError(404, 'not_found', 'The API does not run on the embedded demo Miningcore');
    const { pool: poolId, address, worker, hashrate, minutes } = parsed.data;
    // The worker mines the next minutes at once (the pool's statistics run ahead of the clock for it), then stops.
    const from = pool.now;
    pool.startWorker(poolId, address, worker, hashrate, from);
    pool.stopWorker(poolId, address, worker, from + minutes * 60_000);
    await pool.advanceTo(from + minutes * 60_000 + 120_000);
    return c.body(null, 204);
  });
  app.post('/__lode/stratum', async (c) => {
    const parsed = StratumBody.safeParse(await c.req.json().catch(() => undefined));
    if (!parsed.success)
      throw new ApiError(400, 'validation_failed', 'Some fields are not valid', {
        fields: zodFields(parsed.error, 'json'),
      });
    const { username, login, algorithm, hashrate } = parsed.data;
    const dot = login.indexOf('.');
    const [row] = await parts.db.query<{ sub: string }>(
      `SELECT s.sub FROM accounts s JOIN accounts u ON u.sub = s.owner
       WHERE u.username = $1 AND s.name = $2 LIMIT 1`,
      [username, login.slice(0, dot)],
    );
    if (
      !row ||
      !(await parts.simulator.connect(row.sub, { name: login.slice(dot + 1), algorithm, hashrate }))
    )
      throw new ApiError(404, 'not_found', 'No such user or sub-account');
    return c.body(null, 204);
  });
  const clockState = () => ({ now: new Date(parts.clock.now()).toISOString(), paused: parts.clock.paused });
  app.get('/__lode/clock', (c) => c.json(clockState()));
  app.post('/__lode/clock', async (c) => {
    const parsed = ClockBody.safeParse(await c.req.json().catch(() => undefined));
    if (!parsed.success)
      throw new ApiError(400, 'validation_failed', 'Some fields are not valid', {
        fields: zodFields(parsed.error, 'json'),
      });
    const { paused, advanceMs, toNextMinute } = parsed.data;
    if (paused !== undefined) parts.clock.setPaused(paused);
    if (advanceMs) parts.clock.advance(advanceMs);
    if (toNextMinute) parts.clock.advance(MINUTE_MS - (parts.clock.now() % MINUTE_MS));
    return c.json(clockState());
  });
  app.post('/__lode/tick', async (c) => {
    await parts.tick();
    return c.body(null, 204);
  });
  return app;
}
