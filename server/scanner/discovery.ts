import type { ScannerDb } from './scannerDb.ts';
import type { YoutubeClient } from './youtubeClient.ts';

/**
 * Finds recap channels on the video site, one channel search per language, and proposes the
 * ones the catalogue does not know as pending channels for an admin to approve or reject.
 * Every channel ever found is remembered in discovered_channels, so a channel is proposed at
 * most once, even after an admin rejected it, and never when it is already catalogued.
 * A search costs 100 quota units; languages are searched while the run's budget allows.
 */
export const DISCOVERY_QUERIES: Record<string, string> = {
  en: 'manhwa recap',
  es: 'resumen manhwa',
  pt: 'resumo manhwa',
  fr: 'récap manhwa',
  de: 'manhwa zusammenfassung',
  it: 'riassunto manhwa',
  ko: '웹툰 리뷰',
  ja: '漫画 解説',
  zh: '漫画 解说',
  id: 'rekap manhwa',
  tl: 'manhwa recap tagalog',
  th: 'สรุป มังฮวา',
  vi: 'tóm tắt manhwa',
  hi: 'manhwa recap hindi',
  ar: 'ملخص مانهوا',
  ru: 'манхва пересказ',
};

export interface DiscoveryCounts {
  searched: number;
  proposed: number;
  alreadyKnown: number;
}

export function channelUrl(youtubeChannelId: string): string {
  return `https://www.youtube.com/channel/${youtubeChannelId}`;
}

export async function discoverChannels(db: ScannerDb, client: YoutubeClient, languages: string[]): Promise<DiscoveryCounts & { complete: boolean }> {
  const counts: DiscoveryCounts = { searched: 0, proposed: 0, alreadyKnown: 0 };
  for (const language of languages) {
    const query = DISCOVERY_QUERIES[language];
    if (!query) continue;
    if (!client.budget.canAfford('search')) return { ...counts, complete: false };
    const results = await client.searchChannels(query, language);
    counts.searched += 1;
    for (const result of results.items) {
      const channelId = result.id.channelId ?? result.snippet.channelId;
      if (!channelId) continue;
      const title = result.snippet.channelTitle || result.snippet.title;
      const outcome = await proposeChannel(db, channelId, title, language, query);
      if (outcome === 'proposed') counts.proposed += 1;
      else if (outcome === 'known') counts.alreadyKnown += 1;
    }
  }
  return { ...counts, complete: true };
}

async function proposeChannel(db: ScannerDb, channelId: string, title: string, language: string, query: string): Promise<'proposed' | 'known' | 'seen'> {
  return db.transaction(async (tx) => {
    const seen = await tx.query(`SELECT 1 FROM discovered_channels WHERE youtube_channel_id = $1`, [channelId]);
    if (seen.rows.length > 0) return 'seen';
    const url = channelUrl(channelId);
    const known = await tx.query(
      `SELECT 1 FROM channels WHERE youtube_channel_id = $1 OR url = $2
       UNION ALL SELECT 1 FROM pending_channels WHERE youtube_url = $2 OR youtube_url LIKE '%' || $1`,
      [channelId, url],
    );
    const proposed = known.rows.length === 0;
    await tx.query(
      `INSERT INTO discovered_channels (youtube_channel_id, title, language, query, proposed) VALUES ($1, $2, $3, $4, $5)`,
      [channelId, title, language, query, proposed],
    );
    if (!proposed) return 'known';
    await tx.query(`INSERT INTO pending_channels (channel_name, language, youtube_url) VALUES ($1, $2, $3)`, [title, language, url]);
    return 'proposed';
  });
}
