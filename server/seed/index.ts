import type { Db, Queryable } from '../db/driver.ts';
import { createRng } from './prng.ts';
import { DEMO_CHANNELS } from './demoChannels.ts';
import { SEED_BASE_DATE, type ChannelSlot } from './recapGenerator.ts';
import { seedRecaps } from './seedRecaps.ts';
import { linkSeries } from '../series/seriesLinks.ts';
import { seedCommunity } from './demoCommunity.ts';
import { seedSeriesIdentities } from './seriesIdentities.ts';
import { demoPasswords, type DemoPasswords } from './demoPasswords.ts';

export { seedRecaps } from './seedRecaps.ts';
export { DEMO_ACCOUNTS, MEMBER_PASSWORD } from './demoCommunity.ts';
export { demoPasswordsNotice } from './demoPasswords.ts';

/** Recaps in the demo catalogue unless a size is asked for. */
export const DEMO_RECAP_COUNT = 1600;

export interface SeedOptions {
  /** How many recaps to generate; the demo catalogue's size when left out. */
  recaps?: number;
  /** The demo accounts' passwords: README's (a local trial) or fresh random ones (config.ts's demoPasswords). */
  passwords: 'known' | 'random';
}

async function insertDemoChannels(db: Queryable): Promise<ChannelSlot[]> {
  const rng = createRng(0x7e1e5);
  const channels = DEMO_CHANNELS.map((channel) => {
    // Views and likes of the videos outside the catalogue; the recaps add their own on insert.
    const extraViews = channel.subscriber_count * rng.int(8, 60);
    return { ...channel, extra_views: extraViews, extra_likes: Math.round(extraViews * (0.01 + rng.next() * 0.03)) };
  });
  const { rows } = await db.query<{ id: number; name: string }>(
    `INSERT INTO channels (name, language, description, subscriber_count, total_videos, total_views, total_likes,
                           youtube_channel_id, url, active, full_scan, verified, created_at)
     SELECT name, language, description, subscribers, videos, views, likes, youtube_id, url, active, full_scan, verified,
            $13::timestamptz - ord * interval '9 days'
       FROM unnest($1::text[], $2::text[], $3::text[], $4::bigint[], $5::int[], $6::bigint[], $7::bigint[], $8::text[],
                   $9::text[], $10::boolean[], $11::boolean[], $12::boolean[]) WITH ORDINALITY
            AS t (name, language, description, subscribers, videos, views, likes, youtube_id, url, active, full_scan, verified, ord)
     RETURNING id, name`,
    [
      channels.map((c) => c.name), channels.map((c) => c.language), channels.map((c) => c.description),
      channels.map((c) => c.subscriber_count), channels.map((c) => c.extra_videos), channels.map((c) => c.extra_views),
      channels.map((c) => c.extra_likes), channels.map((c) => c.youtube_channel_id), channels.map((c) => c.url),
      channels.map((c) => c.active), channels.map((c) => c.full_scan), channels.map((c) => c.verified),
      new Date(SEED_BASE_DATE).toISOString(),
    ],
  );
  const idOf = new Map(rows.map((row) => [row.name, row.id]));
  await db.query('INSERT INTO missing_channel_images (channel_id) SELECT unnest($1::int[])', [
    channels.filter((c) => c.no_image).map((c) => idOf.get(c.name)!),
  ]);
  // Recaps of deactivated channels stay in the catalogue (hidden), so every channel gets some.
  return channels.map((c) => ({ id: idOf.get(c.name)!, language: c.language, weight: c.weight }));
}

/**
 * The demo catalogue (design section 7): the same rows on every run, no network. Seeded in one
 * transaction, so an interrupted first start leaves an empty database that the next start seeds again.
 * Does nothing when channels already exist: two servers starting together on one PostgreSQL
 * database both find it empty, and only the first may fill it. Answers the demo accounts' passwords when it
 * seeded them (the caller shows random ones once), null when the catalogue was there already.
 */
export async function seedDemoData(db: Db, options: SeedOptions): Promise<DemoPasswords | null> {
  const count = options.recaps ?? DEMO_RECAP_COUNT;
  const passwords = demoPasswords(options.passwords);
  return db.transaction(async (tx) => {
    await tx.query('SELECT pg_advisory_xact_lock(7305030)');
    const { rows } = await tx.query<{ any: boolean }>('SELECT EXISTS (SELECT 1 FROM channels) AS any');
    if (rows[0]?.any) return null;
    const channels = await insertDemoChannels(tx);
    await seedRecaps(tx, count, { channels, startSequence: 0 });
    await linkSeries(tx);
    await seedSeriesIdentities(tx);
    await seedCommunity(tx, passwords);
    return passwords;
  });
}
