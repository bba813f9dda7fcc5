// The database as the rest of the API sees it, apart from how it is opened (database.ts) or migrated (migrations.ts).

/** What the API needs from a database: parameterised queries ($1, $2…) and transactions. */
export interface Queryable {
  /** Runs one statement and returns its rows. */
  query<T>(sql: string, params?: unknown[]): Promise<T[]>;
}

/** An open database: the embedded PGlite or a PostgreSQL server behind the same interface. */
export interface Database extends Queryable {
  /** Runs `work` in one transaction: everything it wrote is kept, or nothing (a thrown error rolls back). */
  transaction<R>(work: (tx: Queryable) => Promise<R>): Promise<R>;
  /** Which engine this is, for logs and the README's claims. */
  readonly kind: 'pglite' | 'postgres';
  close(): Promise<void>;
}
