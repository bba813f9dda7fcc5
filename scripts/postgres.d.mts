/** A throwaway PostgreSQL server (scripts/postgres.mjs). */
export interface RunningPostgres {
  /** Connection URL of the `postgres` database, as superuser `lode`. */
  url: string;
  port: number;
  /** The server's folder (data, socket, log). */
  dir: string;
  /** URL of another database on this server. */
  urlOf(database: string): string;
  /** Stops the server (`fast`: sessions are ended, `immediate`: a crash) without removing its data. */
  pause(mode?: 'fast' | 'immediate' | 'smart'): Promise<unknown>;
  /** Starts a paused server again on the same port. */
  resume(): Promise<unknown>;
  /** Stops the server and removes its folder. */
  stop(): Promise<void>;
}
/** The folder holding `initdb` and `pg_ctl`, or null when PostgreSQL is not installed. */
export declare function postgresBinDir(): string | null;
/** Installs Debian's `postgresql` when missing (as root with apt), else throws saying how. */
export declare function ensurePostgresInstalled(): void;
/** Starts a throwaway PostgreSQL server in a temporary folder on a free loopback port. */
export declare function startPostgres(options?: {
  settings?: Record<string, string | number>;
}): Promise<RunningPostgres>;
