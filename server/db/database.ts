import type { DatabaseKind } from '../../src/api/types.ts';

export interface QueryOptions {
  /**
   * Run as a named prepared statement on PostgreSQL: each connection plans it once and reuses the plan.
   * Only for statements whose text comes from a small fixed set and whose best plan does not depend on the
   * values. PGlite runs every statement the same way.
   */
  prepare?: boolean;
}

export interface Queryable {
  query<T = Record<string, unknown>>(sql: string, params?: unknown[], options?: QueryOptions): Promise<{ rows: T[] }>;
}

/** One interface over the embedded PGlite and a PostgreSQL server, so every query is written once. */
export interface Db extends Queryable {
  transaction<R>(fn: (tx: Queryable) => Promise<R>): Promise<R>;
  close(): Promise<void>;
  readonly kind: DatabaseKind;
}
