import type { Locale } from '@lode/i18n/paths';
import type { Queryable } from '../db/database';

// Maintenance is one row (migration in db/migrations.ts): whether it is switched on, the window, and a message per
// language. Its state is computed at each read on the pool clock (the test controls move it): `scheduled` before
// `starts_at`, `on` from then until `ends_at` (or until switched off), `off` after `ends_at` or when not enabled.

/** Where maintenance stands now. */
export type MaintenanceState = 'off' | 'scheduled' | 'on';

/** Maintenance as `GET /public/site` answers it. */
export interface Maintenance {
  state: MaintenanceState;
  startsAt: string | null;
  endsAt: string | null;
  message: Record<Locale, string>;
}

/** Maintenance as the console sees it: plus who changed it last, and when. */
export interface MaintenanceSettings extends Maintenance {
  updatedAt: string | null;
  updatedBy: string | null;
}

/** The stored row, times epoch ms. */
export interface MaintenanceRow {
  enabled: boolean;
  starts_at: number | null;
  ends_at: number | null;
  message: string;
  updated_at: number | null;
  updated_by: string | null;
}

const iso = (ms: number | null) => (ms === null ? null : new Date(Number(ms)).toISOString());

/** The state at `now` of a stored row. */
export function maintenanceState(
  row: Pick<MaintenanceRow, 'enabled' | 'starts_at' | 'ends_at'>,
  now: number,
): MaintenanceState {
  if (!row.enabled) return 'off';
  if (row.starts_at !== null && now < Number(row.starts_at)) return 'scheduled';
  if (row.ends_at !== null && now >= Number(row.ends_at)) return 'off';
  return 'on';
}

/** The stored row; `forUpdate` locks it for the rest of the transaction. */
export async function readMaintenanceRow(db: Queryable, { forUpdate = false } = {}): Promise<MaintenanceRow> {
  const [row] = await db.query<MaintenanceRow>(
    `SELECT enabled, starts_at, ends_at, message, updated_at, updated_by FROM site_maintenance WHERE id = 1${
      forUpdate ? ' FOR UPDATE' : ''
    }`,
  );
  if (!row) throw new Error('the site_maintenance row is missing');
  return row;
}

/** The console's view of a row at `now`. */
export function maintenanceSettings(row: MaintenanceRow, now: number): MaintenanceSettings {
  return {
    state: maintenanceState(row, now),
    startsAt: iso(row.starts_at),
    endsAt: iso(row.ends_at),
    message: JSON.parse(row.message) as Record<Locale, string>,
    updatedAt: iso(row.updated_at),
    updatedBy: row.updated_by,
  };
}

/** The public view of a row at `now` (no `updatedAt`/`updatedBy`). */
export function publicMaintenance(row: MaintenanceRow, now: number): Maintenance {
  const { updatedAt: _at, updatedBy: _by, ...rest } = maintenanceSettings(row, now);
  return rest;
}

/** Stores new settings. */
export async function writeMaintenance(
  db: Queryable,
  change: Omit<MaintenanceRow, 'message'> & { message: Record<Locale, string> },
): Promise<MaintenanceRow> {
  const [row] = await db.query<MaintenanceRow>(
    `UPDATE site_maintenance SET enabled = $1, starts_at = $2, ends_at = $3, message = $4, updated_at = $5,
       updated_by = $6 WHERE id = 1
     RETURNING enabled, starts_at, ends_at, message, updated_at, updated_by`,
    [
      change.enabled,
      change.starts_at,
      change.ends_at,
      JSON.stringify(change.message),
      change.updated_at,
      change.updated_by,
    ],
  );
  return row as MaintenanceRow;
}
