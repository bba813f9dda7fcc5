import type { Context, MiddlewareHandler } from 'hono';
import type { Locale } from '@lode/i18n/paths';
import type { Authenticator } from '../http/auth';
import { ApiError, errorResponse, FieldErrors } from '../http/errors';
import { newRouter, who } from '../http/router';
import type { Database } from '../db/database';
import type { ServicesOf } from '../services';
import { recordAudit } from './audit';
import { hasStaffRole, requireStaff } from './guard';
import * as routes from './maintenanceRoutes';
import {
  maintenanceSettings,
  maintenanceState,
  readMaintenanceRow,
  writeMaintenance,
} from './maintenanceStore';

// Maintenance: the console's two operations, and the gate that answers writes with 503 while it is on.

/** What `Retry-After` says when maintenance has no end time, seconds. */
export const MAINTENANCE_RETRY_SECONDS = 300;

type Change = {
  mode: 'off' | 'now' | 'window';
  startsAt?: string;
  endsAt?: string | null;
  message: Record<Locale, string>;
};

/** The row a change stores, or the field errors it has; `now` is the pool clock's. */
function planned(change: Change, now: number) {
  const fields: { field: string; message: string }[] = [];
  const startsAt = change.startsAt === undefined ? null : Date.parse(change.startsAt);
  const endsAt = change.endsAt === undefined || change.endsAt === null ? null : Date.parse(change.endsAt);
  if (change.mode !== 'off' && change.message.en.trim() === '')
    fields.push({ field: 'message.en', message: 'Required in English' });
  if (change.mode === 'window') {
    if (startsAt === null) fields.push({ field: 'startsAt', message: 'Required for a window' });
    else if (startsAt <= now) fields.push({ field: 'startsAt', message: 'Must be in the future' });
  }
  const start = change.mode === 'window' ? startsAt : now;
  if (change.mode !== 'off' && endsAt !== null && start !== null && endsAt <= start)
    fields.push({ field: 'endsAt', message: 'Must be after the start' });
  if (fields.length) throw new FieldErrors(fields);
  if (change.mode === 'off') return { enabled: false, starts_at: null, ends_at: null };
  return { enabled: true, starts_at: start, ends_at: endsAt };
}

/** The `admin` operations on maintenance. */
export function maintenanceRouter(services: ServicesOf) {
  const app = newRouter();

  app.openapi(routes.getMaintenance, async (c) => {
    requireStaff(who(c), ['admin']);
    const s = services();
    return c.json(maintenanceSettings(await readMaintenanceRow(s.db), s.now()), 200);
  });

  app.openapi(routes.putMaintenance, async (c) => {
    const actor = who(c);
    requireStaff(actor, ['admin']);
    const body = c.req.valid('json');
    const s = services();
    const now = s.now();
    const window = planned(body, now);
    const after = await s.db.transaction(async (tx) => {
      const before = maintenanceSettings(await readMaintenanceRow(tx, { forUpdate: true }), now);
      const row = await writeMaintenance(tx, {
        ...window,
        message: body.message,
        updated_at: now,
        updated_by: actor.username,
      });
      const saved = maintenanceSettings(row, now);
      await recordAudit(tx, {
        actor,
        action: 'maintenance.set',
        target: 'maintenance',
        before,
        after: saved,
        at: now,
      });
      return saved;
    });
    return c.json(after, 200);
  });

  return app;
}

/** What the gate needs: the database, the pool clock, the token checks, and where the API's paths start. */
export interface MaintenanceGateParts {
  db: Database;
  now: () => number;
  auth: Authenticator;
  prefix: string;
}

/** Paths below the prefix the gate never holds: the console itself and the test controls. */
const exempt = (path: string) =>
  path.startsWith('/admin/') || path === '/admin' || path.startsWith('/__lode/');

/**
 * While maintenance is on, every request but GET, HEAD and OPTIONS answers `503 maintenance` with `Retry-After`
 * (seconds to the end, else 300): API keys, watcher links and anonymous forms alike. A signed-in caller with the
 * admin role, and the console's own paths, go through. Reads cost nothing here; a write reads one row.
 */
export function maintenanceGate(parts: MaintenanceGateParts): MiddlewareHandler {
  return async (c: Context, next) => {
    if (['GET', 'HEAD', 'OPTIONS'].includes(c.req.method)) return next();
    if (exempt(c.req.path.slice(parts.prefix.length))) return next();
    const now = parts.now();
    const row = await readMaintenanceRow(parts.db);
    if (maintenanceState(row, now) !== 'on') return next();
    if (await isAdmin(parts.auth, c.req.raw.headers)) return next();
    const retry =
      row.ends_at === null
        ? MAINTENANCE_RETRY_SECONDS
        : Math.max(1, Math.ceil((Number(row.ends_at) - now) / 1000));
    const message = (JSON.parse(row.message) as Record<Locale, string>).en;
    return errorResponse(
      c,
      new ApiError(
        503,
        'maintenance',
        message.trim() || 'The pool is under maintenance: changes are paused; reading works.',
        undefined,
        { 'Retry-After': String(retry) },
      ),
    );
  };
}

/** Whether the request carries a valid access token with the admin role (any failure: not an admin). */
async function isAdmin(auth: Authenticator, headers: Headers): Promise<boolean> {
  if (!/^Bearer\s/i.test(headers.get('authorization') ?? '')) return false;
  try {
    return hasStaffRole(await auth.authenticate(headers), ['admin']);
  } catch {
    return false;
  }
}
