import type { Queryable } from '../../../server/db/driver.ts';
import type { QueryOptions } from '../../../server/db/database.ts';
import type { RecapListQuery } from '../../../server/db/queries/recapList.ts';
import { recapListPageBody } from '../../../server/db/queries/recapListPage.ts';

export interface StatementRun {
  sql: string;
  params: unknown[];
  options?: QueryOptions;
}

/**
 * A handle on the database that writes down each statement, its values and options before the database runs it: what a
 * request's work costs, told in statements. A new handle also reads the word statistics afresh (searchWords.ts
 * keeps them per handle).
 */
export function recordingHandle(db: Queryable): { handle: Queryable; run: StatementRun[] } {
  const run: StatementRun[] = [];
  return {
    run,
    handle: {
      query: (sql, params, options) => {
        run.push({ sql, params: params ?? [], options });
        return db.query(sql, params, options);
      },
    },
  };
}

/** The statements one page of GET /recaps runs for a visitor: a first page, newest first, unless `change` says otherwise. */
export async function statementsOfPage(db: Queryable, change: Partial<RecapListQuery>): Promise<StatementRun[]> {
  const { handle, run } = recordingHandle(db);
  await recapListPageBody(handle, { page: 1, limit: 20, sortBy: 'published_at', sortOrder: 'desc', ...change }, null);
  return run;
}
