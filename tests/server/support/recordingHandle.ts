import type { Queryable } from '../../../server/db/driver.ts';

export interface StatementRun {
  sql: string;
  params: unknown[];
}

/**
 * A handle on the database that writes down each statement and its values before the database runs it: what a
 * request's work costs, told in statements. A new handle also reads the word statistics afresh (searchWords.ts
 * keeps them per handle).
 */
export function recordingHandle(db: Queryable): { handle: Queryable; run: StatementRun[] } {
  const run: StatementRun[] = [];
  return {
    run,
    handle: {
      query: (sql, params, options) => {
        run.push({ sql, params: params ?? [] });
        return db.query(sql, params, options);
      },
    },
  };
}
