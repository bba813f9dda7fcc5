import type { ApiMetrics } from '../metrics';
import type { Database, Queryable } from './types';

/** The database with every query counted and timed (`lode_db_queries_in_flight`, `lode_db_query_duration_seconds`). */
export function instrumentDatabase(db: Database, metrics: ApiMetrics['db']): Database {
  metrics.poolMax.set(db.kind === 'postgres' ? POSTGRES_POOL_MAX : 1);
  const timed =
    (target: Queryable) =>
    async <T>(sql: string, params?: unknown[]): Promise<T[]> => {
      metrics.inFlight.inc();
      const end = metrics.duration.startTimer();
      try {
        return await target.query<T>(sql, params);
      } finally {
        end();
        metrics.inFlight.dec();
      }
    };
  return {
    kind: db.kind,
    query: timed(db),
    transaction: (work) => db.transaction((tx) => work({ query: timed(tx) })),
    close: () => db.close(),
  };
}

/** Connections the PostgreSQL pool opens at most (database.ts). */
export const POSTGRES_POOL_MAX = 10;
