/**
 * Rows for the database tests: channels, recaps, users and pending channels written straight into the
 * tables. A row needs only the columns a test's assertions are about; the table's required columns come from
 * the client factories' records of the same id (tests/support/factories.ts: `Channel 3`, `Recap 3`,
 * `vid00000003`, `user3`), every other column keeps the table's own default. Each helper writes all its
 * rows in one statement, so statement-level triggers see one insert, as they would from the server.
 */
import argon2 from 'argon2';
import type { Db, Queryable } from '../../../server/db/driver.ts';
import { withRecapIndexesDeferred } from '../../../server/seed/seedRecaps.ts';
import { linkSeries } from '../../../server/series/seriesLinks.ts';
import type { Channel, PendingChannel, Recap } from '../../../src/api/types.ts';
import { buildChannel, buildPendingChannel, buildRecap, buildUser } from '../../support/factories.ts';

type Row = Record<string, unknown>;

export type ChannelRow = Partial<
  Pick<Channel, 'id' | 'name' | 'language' | 'description' | 'subscriber_count' | 'total_videos' | 'last_posted' | 'total_views'
    | 'total_likes' | 'youtube_channel_id' | 'url' | 'active' | 'full_scan' | 'verified'>
>;

export type RecapRow = Partial<
  Pick<Recap, 'id' | 'video_id' | 'title' | 'series_name' | 'thumbnail_url' | 'preview_url' | 'views' | 'like_count' | 'duration'
    | 'published_at' | 'status' | 'language' | 'genres' | 'tags' | 'chapters_covered'>
> & {
  channel_id: number;
  /** Searched but never sent, so not part of the API's Recap. */
  description?: string | null;
};

export interface UserRow {
  id?: number;
  username?: string;
  email?: string;
  password_hash?: string;
  is_admin?: boolean;
  email_verified?: boolean;
}

export type PendingChannelRow = Partial<Pick<PendingChannel, 'id' | 'channel_name' | 'language' | 'youtube_url' | 'status' | 'created_at'>>;

/** Numbers for rows given no id, far from the small ids tests give, so their default names never collide. */
let unnamedRows = 1_000_000;
const numberFor = (row: { id?: number }) => row.id ?? (unnamedRows += 1);

/** The row over its defaults; a column the row gives as `undefined` keeps its default. */
function withDefaults(defaults: Row, row: object): Row {
  return { ...defaults, ...Object.fromEntries(Object.entries(row).filter(([, value]) => value !== undefined)) };
}

/**
 * Inserts rows into `table` and answers their ids in the order given. Rows that name the same columns go in
 * one statement; a column a row leaves out keeps its default.
 */
async function insertRows(db: Queryable, table: string, rows: Row[]): Promise<number[]> {
  const ids: number[] = [];
  const groups = new Map<string, Row[]>();
  for (const row of rows) {
    const columns = Object.keys(row).sort().join(',');
    groups.set(columns, [...(groups.get(columns) ?? []), row]);
  }
  for (const [columns, group] of groups) {
    // json_populate_recordset turns each JSON object into a row of the table's own type, so every value
    // arrives as its column's type (arrays, timestamps, booleans) from one parameter, however many rows.
    const { rows: inserted } = await db.query<{ id: number }>(
      `INSERT INTO ${table} (${columns}) SELECT ${columns} FROM json_populate_recordset(NULL::${table}, $1::json) RETURNING id`,
      [JSON.stringify(group)],
    );
    ids.push(...inserted.map((row) => row.id));
  }
  return ids;
}

export function insertChannels(db: Queryable, rows: ChannelRow[]): Promise<number[]> {
  return insertRows(db, 'channels', rows.map((row) => withDefaults({ name: buildChannel(numberFor(row)).name }, row)));
}

export async function insertChannel(db: Queryable, row: ChannelRow = {}): Promise<number> {
  return (await insertChannels(db, [row]))[0]!;
}

/** Recaps linked to their series afterwards, as every writer of the server links them. */
export async function insertRecaps(db: Queryable, rows: RecapRow[]): Promise<number[]> {
  const ids = await insertRows(db, 'recaps', rows.map((row) => {
    const defaults = buildRecap(numberFor(row));
    return withDefaults({ video_id: defaults.video_id, title: defaults.title }, row);
  }));
  await linkSeries(db);
  return ids;
}

export async function insertRecap(db: Queryable, row: RecapRow): Promise<number> {
  return (await insertRecaps(db, [row]))[0]!;
}

/**
 * An argon2id hash of `password` at the smallest cost argon2 allows, for an account a test logs in to many times. The
 * server's check (verifyPassword) reads the cost from the stored hash, so a login against it runs the same code and
 * answers the same as against a hash made at the server's cost (hashPassword), in a fraction of a millisecond rather
 * than tens of them; what that cost is and that new passwords get it is passwords.test.ts's matter.
 */
export function quickPasswordHash(password: string): Promise<string> {
  return argon2.hash(password, { type: argon2.argon2id, memoryCost: 1024, timeCost: 1, parallelism: 1 });
}

/** Accounts with a password hash nobody can log in with unless one is given; verified unless told otherwise. */
export function insertUsers(db: Queryable, rows: UserRow[]): Promise<number[]> {
  return insertRows(db, 'users', rows.map((row) => {
    const username = row.username ?? buildUser(numberFor(row)).username;
    return withDefaults({ username, email: `${username}@example.com`, password_hash: 'not-a-password-hash', email_verified: true }, row);
  }));
}

export async function insertUser(db: Queryable, row: UserRow = {}): Promise<number> {
  return (await insertUsers(db, [row]))[0]!;
}

export function insertPendingChannels(db: Queryable, rows: PendingChannelRow[]): Promise<number[]> {
  return insertRows(db, 'pending_channels', rows.map((row) => {
    const defaults = buildPendingChannel(numberFor(row));
    return withDefaults({ channel_name: defaults.channel_name, youtube_url: defaults.youtube_url }, row);
  }));
}

/**
 * A catalogue large enough for the planner to choose as it does at scale: two English channels, the second
 * switched off, and 30,000 recaps ("Recap n", a long description, spread over durations, views and a minute
 * apart), vacuumed and analysed. Written by the database itself, as the factories would take far longer, through
 * the table's triggers (the search fields, the kept counts) with its secondary indexes built once afterwards from
 * their own definitions, as the seed command loads a large catalogue (withRecapIndexesDeferred): maintaining
 * every sort index and both text indexes row by row was most of the time. The recaps are written linked to their
 * series, as every writer leaves them: with no series name and no chapters in "Recap n", linking them (linkSeries)
 * would only set that flag, by rewriting every row, which the next migrate() did instead.
 */
export async function insertLargeCatalogue(db: Db): Promise<void> {
  await insertChannels(db, [
    { id: 1, name: 'Alpha Recaps', language: 'en' },
    { id: 2, name: 'Gone Recaps', language: 'en', active: false },
  ]);
  await db.transaction((tx) => withRecapIndexesDeferred(tx, () => tx.query(`
    INSERT INTO recaps (video_id, channel_id, title, description, language, duration, views, published_at, series_linked)
    SELECT 'v' || lpad(n::text, 10, '0'), 1 + n % 2, 'Recap ' || n, repeat('A long description. ', 20), 'en', n % 20000, n % 977,
           timestamptz '2024-01-01' + n * interval '1 minute', true
      FROM generate_series(1, 30000) n`)));
  await db.query('VACUUM (ANALYZE) recaps');
  await db.query('ANALYZE channels');
}

/** A timestamp `hours` before now, for rows whose age matters. */
export function hoursAgo(hours: number): string {
  return new Date(Date.now() - hours * 3_600_000).toISOString();
}
