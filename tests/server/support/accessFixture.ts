import type { Db } from '../../../server/db/driver.ts';
import { hashPassword } from '../../../server/auth/passwords.ts';
import { insertChannels, insertPendingChannels, insertRecaps, insertUser } from './factories.ts';

/**
 * The rows the sample URLs and bodies of accessTable.ts name: channels 1 and 2, recaps 1 (series `first`) and 2
 * (series `second`), suggestion 1, pending channels 1 and 2, thumbnail match 1 and the account `access-table-user`.
 */
export async function insertAccessFixture(db: Db): Promise<void> {
  const suggesterId = await insertUser(db, { username: 'access-table-user', password_hash: await hashPassword('access-table-password') });
  await insertChannels(db, [
    { id: 1, name: 'Channel One', url: 'https://www.youtube.com/@ChannelOne' }, { id: 2, name: 'Channel Two', url: 'https://www.youtube.com/@ChannelTwo' },
  ]);
  await db.query(`SELECT setval('channels_id_seq', 10)`);
  await insertRecaps(db, [
    { id: 1, video_id: 'recap000001', channel_id: 1, title: 'First recap', series_name: 'First' },
    { id: 2, video_id: 'recap000002', channel_id: 1, title: 'Second recap', series_name: 'Second' },
  ]);
  await db.query(`INSERT INTO suggestions (id, recap_id, user_id, suggested_series_name) VALUES (1, 2, $1, 'Better Name')`, [suggesterId]);
  await db.query(`SELECT setval('suggestions_id_seq', 10)`);
  await insertPendingChannels(db, [
    { id: 1, channel_name: 'Pending One', youtube_url: 'https://www.youtube.com/@PendingOne' },
    { id: 2, channel_name: 'Pending Two', youtube_url: 'https://www.youtube.com/@PendingTwo' },
  ]);
  await db.query(`INSERT INTO thumbnail_matches (id, recap_id_1, recap_id_2, match_type, confidence, similarity_score)
    VALUES (1, 1, 2, 'SAME_SERIES', 'HIGH', 0.9)`);
}
