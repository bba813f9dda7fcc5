import { Hono } from 'hono';
import type { Database } from '../db/database';

// Health of one API process, at the server root (not under /api/v1) for load balancers and orchestrators:
// `/livez` says the process serves at all, `/readyz` whether it can answer (its database) and whether it runs the
// deployment's background jobs.

/** What `/readyz` answers, and `PoolApi.readiness()`. */
export interface Readiness {
  ready: boolean;
  database: 'up' | 'down';
  /** Whether this replica runs the background jobs (holds the `lode.jobs` lock; PGlite: always). */
  leader: boolean;
}

/** A database check longer than this counts as down. */
const CHECK_TIMEOUT_MS = 2000;
/** At most one check per this long: a balancer polling each replica often must not load the database. */
const CHECK_EVERY_MS = 1000;

/**
 * Checks the database with `SELECT 1` (time-out 2 s), at most once a second: calls within a second share the last
 * check. `onCheck` hears each outcome (the `lode_db_up` gauge).
 */
export function readinessCheck(
  db: Database,
  leader: () => boolean,
  onCheck: (up: boolean) => void = () => {},
): () => Promise<Readiness> {
  let last: { at: number; up: Promise<boolean> } | null = null;
  const check = async () => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const timeout = new Promise<false>((resolve) => {
      timer = setTimeout(() => resolve(false), CHECK_TIMEOUT_MS);
    });
    try {
      const up = await Promise.race([db.query('SELECT 1').then(() => true as const), timeout]);
      onCheck(up);
      return up;
    } catch {
      onCheck(false);
      return false;
    } finally {
      clearTimeout(timer);
    }
  };
  return async () => {
    const at = performance.now();
    if (!last || at - last.at >= CHECK_EVERY_MS) last = { at, up: check() };
    const up = await last.up;
    return { ready: up, database: up ? 'up' : 'down', leader: up && leader() };
  };
}

/** `GET /livez` and `GET /readyz`, never cached by anything in between. */
export function healthRoutes(readiness: () => Promise<Readiness>) {
  const app = new Hono();
  app.get('/livez', (c) => {
    c.header('Cache-Control', 'no-store');
    return c.json({ status: 'ok' }, 200);
  });
  app.get('/readyz', async (c) => {
    const state = await readiness();
    c.header('Cache-Control', 'no-store');
    return c.json(state, state.ready ? 200 : 503);
  });
  return app;
}
