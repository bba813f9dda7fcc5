import type { Queryable } from '../db/database';
import type { RouteRule } from '../domain/routeRules';

// The route rules are one row (migration in db/migrations.ts): the whole table as JSON, and a version counted up on
// every save so the host servers (and the console) can tell a new table from the one they hold.

/** The table as the API answers it. */
export interface RouteRuleTable {
  version: number;
  rules: RouteRule[];
}

/** The stored table; `forUpdate` locks its row for the rest of the transaction. */
export async function readRouteRules(db: Queryable, { forUpdate = false } = {}): Promise<RouteRuleTable> {
  const [row] = await db.query<{ version: number; rules: string }>(
    `SELECT version, rules FROM route_rules WHERE id = 1${forUpdate ? ' FOR UPDATE' : ''}`,
  );
  if (!row) throw new Error('the route_rules row is missing');
  return { version: Number(row.version), rules: JSON.parse(row.rules) as RouteRule[] };
}

/** Replaces the table (already validated); answers it with its new version. */
export async function writeRouteRules(
  db: Queryable,
  rules: RouteRule[],
  by: { at: number; username: string },
): Promise<RouteRuleTable> {
  const [row] = await db.query<{ version: number; rules: string }>(
    `UPDATE route_rules SET version = version + 1, rules = $1, updated_at = $2, updated_by = $3 WHERE id = 1
     RETURNING version, rules`,
    [JSON.stringify(rules), by.at, by.username],
  );
  return { version: Number(row?.version), rules };
}
