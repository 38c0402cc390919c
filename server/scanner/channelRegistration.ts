import type { Queryable } from './scannerDb.ts';
import { channelUrl } from './discovery.ts';
import type { YoutubeClient } from './youtubeClient.ts';

/**
 * Puts a channel into the catalogue from its address on the video site (a UC… id, or a
 * /channel/, @handle, /c/ or /user/ URL), with the name, description and language the API reports. Used by
 * `npm run scan -- --add-channel …` to fill an empty catalogue; admins use the Add Channel screen.
 */
export type RegistrationResult = { status: 'added' | 'exists'; channelId: number; name: string } | { status: 'not-found'; reference: string };

type ChannelReference = { id: string } | { handle: string } | { username: string };

/** /c/NAME has no API lookup of its own; most such names are also the channel's handle. */
function channelReference(text: string): ChannelReference | null {
  const trimmed = text.trim();
  const id = /(?:^|\/channel\/)(UC[\w-]{22})(?:[/?#]|$)/.exec(trimmed);
  if (id) return { id: id[1] };
  const handle = /(?:^|youtube\.com\/(?:c\/)?)@?([\w.-]{3,30})(?:[/?#]|$)/.exec(trimmed);
  const username = /youtube\.com\/user\/([\w.-]{1,100})(?:[/?#]|$)/.exec(trimmed);
  if (username) return { username: username[1] };
  if (handle && (trimmed.includes('@') || trimmed.includes('/c/'))) return { handle: handle[1] };
  return null;
}

export async function registerChannel(db: Queryable, client: YoutubeClient, reference: string, language?: string): Promise<RegistrationResult> {
  const parsed = channelReference(reference);
  if (!parsed) return { status: 'not-found', reference };
  const response =
    'id' in parsed ? await client.channels([parsed.id]) : 'handle' in parsed ? await client.channelByHandle(parsed.handle) : await client.channelByUsername(parsed.username);
  const channel = response.items[0];
  if (!channel?.snippet) return { status: 'not-found', reference };
  const existing = await db.query<{ id: number; name: string }>(`SELECT id, name FROM channels WHERE youtube_channel_id = $1`, [channel.id]);
  if (existing.rows[0]) return { status: 'exists', channelId: existing.rows[0].id, name: existing.rows[0].name };
  const channelLanguage = language ?? channel.snippet.defaultLanguage?.split('-')[0].toLowerCase() ?? 'en';
  const inserted = await db.query<{ id: number }>(
    `INSERT INTO channels (name, language, description, youtube_channel_id, url, active, full_scan, verified)
     VALUES ($1, $2, $3, $4, $5, true, true, false) RETURNING id`,
    [channel.snippet.title, channelLanguage, channel.snippet.description || null, channel.id, channelUrl(channel.id)],
  );
  return { status: 'added', channelId: inserted.rows[0].id, name: channel.snippet.title };
}
