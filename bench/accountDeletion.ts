/**
 * `npm run bench -- --account-deletion [-- --database-url URL]`: what deleting a heavy member's account costs. A
 * member with 5,000 rows of their own (1,500 watched marks, 1,500 ratings, 1,000 watchlist entries, 450 follows
 * with 450 reading places, 50 favourite channels, 50 suggestions) is made, and deleteAccount removes them in its one
 * transaction, five times over; another member meanwhile rates the same recaps and reads their own rows, and the
 * longest any of their statements waited is the stall the deletion caused. Target: the deletion ≤ 1 s. Against
 * PGlite at 100,000 recaps (a copy of the bench's seeded folder, so the cache is not migrated by this branch), and
 * against the PostgreSQL server --database-url names at 20,000 recaps when one is given.
 */
import type { Db } from '../server/db/driver.ts';
import { deleteAccount, refreshRatingAverages } from '../server/db/queries/accountData.ts';
import type { Dataset } from './datasets.ts';

const RUNS = 5;
const PREFIX = 'bench_leaver_';

export interface AccountDeletionResult {
  label: string;
  rows: number;
  /** ms of each deletion's transaction. */
  runs: number[];
  /** ms of each deletion with the averages of the recaps it had rated computed again after it (the whole request). */
  withAverages: number[];
  /** ms: the longest another member's statement took while a deletion ran. */
  longestOtherStatement: number;
  otherStatements: number;
}

async function makeLeaver(db: Db, run: number): Promise<{ id: number; rows: number }> {
  const { rows } = await db.query<{ id: number }>(
    `INSERT INTO users (username, email, password_hash, email_verified) VALUES ($1, $1 || '@example.com', 'not-a-password-hash', true) RETURNING id`,
    [`${PREFIX}${run}_${Date.now()}`],
  );
  const id = rows[0]!.id;
  const counts = await db.transaction(async (tx) => {
    const inserted: number[] = [];
    const add = async (sql: string) => inserted.push((await tx.query(sql, [id])).rows.length);
    await add('INSERT INTO watchlist (user_id, recap_id) SELECT $1, id FROM recaps ORDER BY id LIMIT 1000 RETURNING 1');
    await add('INSERT INTO watched_marks (user_id, recap_id) SELECT $1, id FROM recaps ORDER BY id LIMIT 1500 RETURNING 1');
    await add('INSERT INTO ratings (user_id, recap_id, rating) SELECT $1, id, 1 + id % 5 FROM recaps ORDER BY id LIMIT 1500 RETURNING 1');
    await add('INSERT INTO series_follows (user_id, series_id) SELECT $1, id FROM series WHERE merged_into IS NULL ORDER BY id LIMIT 450 RETURNING 1');
    await add('INSERT INTO series_progress (user_id, series_id, chapter) SELECT $1, id, 10 FROM series WHERE merged_into IS NULL ORDER BY id LIMIT 450 RETURNING 1');
    await add('INSERT INTO favourites (user_id, channel_id) SELECT $1, id FROM channels ORDER BY id LIMIT 50 RETURNING 1');
    await add(`INSERT INTO suggestions (user_id, recap_id, suggested_series_name) SELECT $1, id, 'Bench Series ' || id FROM recaps ORDER BY id LIMIT 50 RETURNING 1`);
    return inserted;
  });
  return { id, rows: counts.reduce((sum, count) => sum + count, 0) };
}

/** Another member at work while a deletion runs: rating the recaps the leaver rated, reading their own lists. */
async function otherMember(db: Db, stop: () => boolean): Promise<number[]> {
  const { rows } = await db.query<{ id: number }>(
    `INSERT INTO users (username, email, password_hash, email_verified) VALUES ($1, $1 || '@example.com', 'x', true) RETURNING id`,
    [`bench_stayer_${Date.now()}`],
  );
  const id = rows[0]!.id;
  const waits: number[] = [];
  for (let turn = 0; !stop(); turn++) {
    const started = performance.now();
    if (turn % 2 === 0) {
      await db.query(
        `INSERT INTO ratings (user_id, recap_id, rating) VALUES ($1, (SELECT id FROM recaps ORDER BY id OFFSET $2 LIMIT 1), 3)
         ON CONFLICT (user_id, recap_id) DO UPDATE SET rating = EXCLUDED.rating`,
        [id, turn % 1500],
      );
    } else {
      await db.query('SELECT count(*) FROM watchlist WHERE user_id = $1', [id]);
    }
    waits.push(performance.now() - started);
  }
  return waits;
}

export async function measureAccountDeletion(dataset: Dataset, log: (line: string) => void): Promise<AccountDeletionResult> {
  const db = await dataset.open();
  try {
    const runs: number[] = [];
    const withAverages: number[] = [];
    const others: number[] = [];
    let rows = 0;
    for (let run = 1; run <= RUNS; run++) {
      const leaver = await makeLeaver(db, run);
      rows = leaver.rows;
      let done = false;
      // On PostgreSQL the other member's statements run on connections of their own; PGlite has one connection,
      // so they queue behind the deletion's transaction by construction.
      const other = otherMember(db, () => done);
      const started = performance.now();
      const rated = await deleteAccount(db, leaver.id);
      const took = performance.now() - started;
      await refreshRatingAverages(db, rated ?? []);
      withAverages.push(performance.now() - started);
      done = true;
      others.push(...(await other));
      runs.push(took);
      log(`${dataset.label}: deleted ${leaver.rows} rows in ${took.toFixed(0)} ms, ${withAverages.at(-1)!.toFixed(0)} ms with the averages`);
    }
    await db.query("DELETE FROM users WHERE username LIKE 'bench_stayer_%'");
    return {
      label: dataset.label,
      rows,
      runs,
      withAverages,
      longestOtherStatement: Math.max(0, ...others),
      otherStatements: others.length,
    };
  } finally {
    await db.close();
  }
}

export function renderAccountDeletion(results: AccountDeletionResult[]): string {
  const lines = [
    '| Database | Rows deleted | Transaction, median | slowest | With the averages, median | slowest | Another member\'s slowest statement meanwhile |',
    '|---|---:|---:|---:|---:|---:|---:|',
  ];
  for (const result of results) {
    const sorted = [...result.runs].sort((a, b) => a - b);
    const all = [...result.withAverages].sort((a, b) => a - b);
    const middle = (values: number[]) => values[Math.floor(values.length / 2)]!.toFixed(0);
    lines.push(
      `| ${result.label} | ${result.rows.toLocaleString('en')} | ${middle(sorted)} ms | ${sorted.at(-1)!.toFixed(0)} ms | ` +
        `${middle(all)} ms | ${all.at(-1)!.toFixed(0)} ms | ` +
        `${result.longestOtherStatement.toFixed(0)} ms (of ${result.otherStatements}) |`,
    );
  }
  return lines.join('\n');
}
