/**
 * `npm run bench -- --shelf [-- --database-url URL]`: a member's shelf at scale. 1,000,000 recaps on PostgreSQL with
 * 10,000 members, and 100,000 recaps on PGlite with 1,000, each member following 50 series and 20 channels with 500
 * recaps marked watched and a last visit a week before the newest recap. Against the server process, one caller
 * at a time, each request as one of 100 of those members in turn: the shelf's first page, the header's badge, and
 * a recap list's first page with and without hideWatched. Targets (PostgreSQL): shelf p95 ≤ 25 ms, badge p95 ≤ 5 ms,
 * hideWatched p95 ≤ 1.5× the same page without it; PGlite at most 2× each. Prints a Markdown section for
 * docs/performance.md and writes bench/results/shelf.json.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import path from 'node:path';
import { createSession } from '../server/auth/sessions.ts';
import { SESSION_COOKIE } from '../server/auth/currentUser.ts';
import type { Db } from '../server/db/driver.ts';
import type { Dataset } from './datasets.ts';
import { loadCalls, type LoadFigures } from './load.ts';
import { startServer } from './processes.ts';

const FOLLOWS = 50;
const FAVOURITES = 20;
const WATCHED = 500;
/** Members whose sessions the requests take turns with (each one's shelf is a different query plan's input). */
const CALLERS = 100;
const MEMBER_PREFIX = 'bench_shelf_';

interface ShelfFigure {
  name: string;
  path: string;
  alone: LoadFigures;
  /** ms: the p95 this request must stay within on this database. */
  target: number;
  /**
   * The machine's one-minute load average when the loop ended: on a shared machine, other work running beside the
   * bench lengthens every request, and a figure is read beside it.
   */
  load: number;
}

export interface ShelfResult {
  label: string;
  members: number;
  seconds: number;
  figures: ShelfFigure[];
}

/**
 * Adds the bench members once (set-based: a member's follows, favourites and watched marks are picked by stepping
 * through the series, channels and recaps from an offset of its own), and gives each a last visit a week before
 * the newest recap, so "new since your last visit" has something to list and count.
 */
async function addMembers(db: Db, members: number): Promise<void> {
  const { rows } = await db.query<{ present: number }>(`SELECT count(*)::int AS present FROM users WHERE username LIKE '${MEMBER_PREFIX}%'`);
  if (rows[0]!.present < members) {
    await db.query(`DELETE FROM users WHERE username LIKE '${MEMBER_PREFIX}%'`);
    await db.query(
      `INSERT INTO users (username, email, password_hash, email_verified, created_at)
       SELECT '${MEMBER_PREFIX}' || n, '${MEMBER_PREFIX}' || n || '@example.com', 'not-a-password-hash', true, now() - interval '1 year'
         FROM generate_series(1, $1::int) AS n`,
      [members],
    );
    await db.query(`
      WITH m AS (SELECT id, row_number() OVER (ORDER BY id) AS n FROM users WHERE username LIKE '${MEMBER_PREFIX}%'),
           s AS (SELECT id, row_number() OVER (ORDER BY recap_count DESC, id) AS k, count(*) OVER () AS total FROM series WHERE merged_into IS NULL)
      INSERT INTO series_follows (user_id, series_id, status)
      SELECT m.id, s.id, (ARRAY['watching', 'planning', 'completed', 'paused', 'dropped'])[1 + (s.k % 5)]
        FROM m JOIN s ON ((s.k - 1 - m.n * 7) % s.total + s.total) % s.total < ${FOLLOWS}
      ON CONFLICT DO NOTHING`);
    await db.query(`
      WITH m AS (SELECT id, row_number() OVER (ORDER BY id) AS n FROM users WHERE username LIKE '${MEMBER_PREFIX}%'),
           c AS (SELECT id, row_number() OVER (ORDER BY id) AS k, count(*) OVER () AS total FROM channels WHERE active)
      INSERT INTO favourites (user_id, channel_id)
      SELECT m.id, c.id FROM m JOIN c ON ((c.k - 1 - m.n * 3) % c.total + c.total) % c.total < ${FAVOURITES}
      ON CONFLICT DO NOTHING`);
    await db.query(`
      WITH m AS (SELECT id, row_number() OVER (ORDER BY id) AS n FROM users WHERE username LIKE '${MEMBER_PREFIX}%'),
           bounds AS (SELECT min(id) AS low, max(id) - min(id) + 1 AS span FROM recaps)
      INSERT INTO watched_marks (user_id, recap_id)
      SELECT m.id, bounds.low + ((m.n * 7919 + w * 104729) % bounds.span)
        FROM m CROSS JOIN bounds CROSS JOIN generate_series(1, ${WATCHED}) AS w
      ON CONFLICT DO NOTHING`);
    await db.query(`
      INSERT INTO shelf_visits (user_id, visited_at)
      SELECT id, (SELECT max(published_at) FROM recaps) - interval '7 days' FROM users WHERE username LIKE '${MEMBER_PREFIX}%'
      ON CONFLICT (user_id) DO UPDATE SET visited_at = excluded.visited_at`);
    await db.query('ANALYZE');
  }
}

async function memberCookies(db: Db): Promise<string[]> {
  const { rows } = await db.query<{ id: number }>(`SELECT id FROM users WHERE username LIKE '${MEMBER_PREFIX}%' ORDER BY id LIMIT ${CALLERS}`);
  const cookies: string[] = [];
  for (const { id } of rows) cookies.push(`${SESSION_COOKIE}=${await createSession(db, id)}`);
  return cookies;
}

export async function measureShelf(root: string, dataset: Dataset, members: number, seconds: number, log: (message: string) => void): Promise<ShelfResult> {
  const db = await dataset.open();
  let cookies: string[];
  try {
    log(`${dataset.label}: ${members.toLocaleString('en')} members with their follows, favourites and watched marks`);
    await addMembers(db, members);
    cookies = await memberCookies(db);
  } finally {
    await db.close();
  }
  // PGlite is the small one: its targets are twice PostgreSQL's.
  const scale = dataset.kind === 'pglite' ? 2 : 1;
  const server = await startServer(root, dataset.env);
  try {
    let turn = 0;
    const asMember = (url: string) => async () => {
      const response = await fetch(url, { headers: { cookie: cookies[turn++ % cookies.length]! } });
      await response.arrayBuffer();
      if (response.status !== 200) throw new Error(`${url} answered ${response.status}`);
    };
    const measure = async (name: string, requestPath: string, target: number): Promise<ShelfFigure> => {
      const call = asMember(`${server.url}${requestPath}`);
      await loadCalls(call, 4, 2);
      log(`${dataset.label}: ${name}`);
      const alone = await loadCalls(call, 1, seconds);
      return { name, path: requestPath, alone, target, load: loadavg()[0]! };
    };
    const shelf = await measure('shelf, first page', '/api/shelf?page=1&limit=20', 25 * scale);
    const badge = await measure('badge (new-count)', '/api/shelf/new-count', 5 * scale);
    const list = await measure('recaps, first page', '/api/recaps?page=1&limit=20', Number.POSITIVE_INFINITY);
    const hidden = await measure('recaps, first page, hideWatched', '/api/recaps?page=1&limit=20&hideWatched=true', list.alone.p95 * 1.5);
    return { label: dataset.label, members, seconds, figures: [shelf, badge, list, hidden] };
  } finally {
    await server.stop();
  }
}

const ms = (value: number) => value.toFixed(1);

export function renderShelf(results: ShelfResult[]): string {
  return results.map((result) => {
    const rows = result.figures.map((figure) => {
      const target = Number.isFinite(figure.target) ? `≤ ${ms(figure.target)} ms: ${figure.alone.p95 <= figure.target ? 'met' : 'not met'}` : 'the baseline';
      return `| ${figure.name} | ${ms(figure.alone.p50)} / ${ms(figure.alone.p95)} | ${figure.alone.errors} | ${target} | ${figure.load.toFixed(1)} |`;
    }).join('\n');
    return `### ${result.label}, ${result.members.toLocaleString('en')} members

Each request looped for ${result.seconds} s by one caller, as one of ${CALLERS} members in turn (each following ${FOLLOWS} series and
${FAVOURITES} channels, ${WATCHED} recaps watched, last visit a week before the newest recap).

| request | p50 / p95 ms | errors | target (p95) | load average (1 min) |
| --- | --- | --- | --- | --- |
${rows}
`;
  }).join('\n');
}

export function writeShelfResults(root: string, results: ShelfResult[]): string {
  const file = path.join(root, 'bench', 'results', 'shelf.json');
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(file, `${JSON.stringify(results, null, 2)}\n`);
  return file;
}
