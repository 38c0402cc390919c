/**
 * The part of the database interface (`Db` of server/db/driver.ts) the scanner uses. Any `Db`
 * fits it, for PGlite and for PostgreSQL alike; keeping the scanner to this much lets it run
 * inside a transaction's handle as well as on the database itself.
 */
export interface Queryable {
  query<T = Record<string, unknown>>(sql: string, params?: unknown[]): Promise<{ rows: T[] }>;
}

export interface ScannerDb extends Queryable {
  transaction<R>(fn: (tx: Queryable) => Promise<R>): Promise<R>;
}
