import type { Queryable } from '../db/driver.ts';
import { channelPicker, generateRecap, SEED_BASE_DATE, type ChannelSlot } from './recapGenerator.ts';

/** Every generated recap comes from this seed: a sequence number always gives the same recap. */
const RECAP_SEED = 0x2e_ca_95;

export interface SeedRecapsOptions {
  /** Channels to spread the recaps over; the active channels in the database when left out. */
  channels?: readonly ChannelSlot[];
  /** Sequence numbers start after this one; after the highest recap id when left out, so runs add new recaps. */
  startSequence?: number;
  /** Rows per INSERT statement. */
  batchSize?: number;
  /** Called after each batch with the number of recaps inserted so far. */
  onProgress?: (inserted: number) => void;
}

const DEFAULT_BATCH = 5000;

// One statement per batch: the rows travel as one JSON document, and the channel totals move with them.
const INSERT_BATCH = `
WITH inserted AS (
  INSERT INTO recaps (video_id, channel_id, title, description, series_name, thumbnail_url, views, like_count, duration,
                      published_at, status, language, genres, tags, chapters_covered, created_at)
  SELECT video_id, channel_id, title, description, series_name, thumbnail_url, views, like_count, duration,
         published_at, status, language, genres, tags, chapters_covered, $2::timestamptz
    FROM json_to_recordset($1::json) AS row (video_id text, channel_id integer, title text, description text,
         series_name text, thumbnail_url text, views bigint, like_count bigint, duration integer, published_at timestamptz,
         status text, language text, genres text[], tags text[], chapters_covered text)
  ON CONFLICT (video_id) DO NOTHING
  RETURNING channel_id, views, like_count, published_at
), totals AS (
  SELECT channel_id, count(*) AS videos, sum(views) AS views, sum(like_count) AS likes, max(published_at) AS newest
    FROM inserted GROUP BY channel_id
), updated AS (
  UPDATE channels c SET total_videos = c.total_videos + t.videos, total_views = c.total_views + t.views,
         total_likes = c.total_likes + t.likes, last_posted = greatest(c.last_posted, t.newest)
    FROM totals t WHERE c.id = t.channel_id
  RETURNING c.id
)
SELECT coalesce(sum(videos), 0)::int AS inserted FROM totals`;

async function activeChannels(db: Queryable): Promise<ChannelSlot[]> {
  const { rows } = await db.query<{ id: number; language: string; subscriber_count: number }>(
    'SELECT id, language, subscriber_count::float8 AS subscriber_count FROM channels WHERE active ORDER BY id',
  );
  // Bigger channels post more of the catalogue, but not in proportion to their audience.
  return rows.map((row) => ({ id: row.id, language: row.language, weight: Math.log10(Number(row.subscriber_count) + 10) }));
}

/**
 * Adds `count` generated recaps in large batches (benchmarks use millions). Returns how many were
 * inserted: always `count`, since a video id already taken just moves on to the next sequence number.
 */
export async function seedRecaps(db: Queryable, count: number, options: SeedRecapsOptions = {}): Promise<number> {
  if (count <= 0) return 0;
  const channels = options.channels ?? (await activeChannels(db));
  if (channels.length === 0) throw new Error('Generated recaps need at least one active channel: seed the demo catalogue first.');
  const pick = channelPicker(channels);
  let sequence = options.startSequence ?? (await db.query<{ top: number }>('SELECT coalesce(max(id), 0)::int AS top FROM recaps')).rows[0]!.top;
  const batchSize = options.batchSize ?? DEFAULT_BATCH;
  const createdAt = new Date(SEED_BASE_DATE).toISOString();
  let inserted = 0;
  while (inserted < count) {
    const size = Math.min(batchSize, count - inserted);
    const rows = [];
    for (let index = 0; index < size; index++) rows.push(generateRecap(RECAP_SEED, ++sequence, pick));
    const result = await db.query<{ inserted: number }>(INSERT_BATCH, [JSON.stringify(rows), createdAt]);
    inserted += result.rows[0]!.inserted;
    options.onProgress?.(inserted);
  }
  return inserted;
}

/**
 * Runs `fill` with the recaps table's secondary indexes dropped, then builds them again from their
 * own definitions. Maintaining the trigram index row by row is what makes a million inserts slow;
 * one build at the end is several times faster. Call it inside a transaction: the table is locked
 * meanwhile, and an interruption rolls back to the indexes as they were.
 */
export async function withRecapIndexesDeferred<R>(tx: Queryable, fill: () => Promise<R>): Promise<R> {
  const { rows: indexes } = await tx.query<{ name: string; definition: string }>(
    `SELECT c.relname AS name, pg_get_indexdef(i.indexrelid) AS definition
       FROM pg_index i JOIN pg_class c ON c.oid = i.indexrelid
      WHERE i.indrelid = 'recaps'::regclass
        AND NOT EXISTS (SELECT 1 FROM pg_constraint k WHERE k.conindid = i.indexrelid)
      ORDER BY c.relname`,
  );
  for (const index of indexes) await tx.query(`DROP INDEX ${quoteIdentifier(index.name)}`);
  const result = await fill();
  await tx.query("SET LOCAL maintenance_work_mem = '256MB'");
  for (const index of indexes) await tx.query(index.definition);
  return result;
}

function quoteIdentifier(name: string): string {
  return `"${name.replace(/"/g, '""')}"`;
}
