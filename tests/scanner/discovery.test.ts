import { describe, expect, it } from 'vitest';
import { channelUrl, discoverChannels } from '../../server/scanner/discovery.ts';
import { QuotaBudget } from '../../server/scanner/quotaBudget.ts';
import { YoutubeClient } from '../../server/scanner/youtubeClient.ts';
import type { ListResponse, YoutubeSearchResult } from '../../server/scanner/youtubeTypes.ts';
import { insertChannel, insertPendingChannels } from '../server/support/factories.ts';
import { FAKE_API_KEY } from './fakeYoutube.ts';
import { fakeApiSuite } from './support/fakeApiSuite.ts';

const suite = fakeApiSuite();

/** A client of the fake API; `edit` rewrites the fake's search answers, as a search result may come. */
function clientOf(cap = 10_000, edit?: (answer: ListResponse<YoutubeSearchResult>) => void): YoutubeClient {
  const editing: typeof fetch = async (input, init) => {
    const response = await fetch(input, init);
    if (!edit || !String(input).includes('/search?')) return response;
    const answer = (await response.json()) as ListResponse<YoutubeSearchResult>;
    edit(answer);
    return new Response(JSON.stringify(answer), { status: 200 });
  };
  return new YoutubeClient({ apiKey: FAKE_API_KEY, baseUrl: suite.fake.apiBase, budget: new QuotaBudget(cap), fetchImpl: editing });
}

const pending = async () =>
  (await suite.db.query<{ channel_name: string; language: string; youtube_url: string; status: string }>('SELECT channel_name, language, youtube_url, status FROM pending_channels ORDER BY id')).rows;
const discovered = async () =>
  (
    await suite.db.query<{ youtube_channel_id: string; title: string; language: string; query: string; proposed: boolean }>(
      'SELECT youtube_channel_id, title, language, query, proposed FROM discovered_channels ORDER BY youtube_channel_id',
    )
  ).rows;
const searches = () => suite.fake.requests.filter((request) => request.endpoint === 'search').map((request) => new URL(request.url, 'http://fake').searchParams);

describe('discoverChannels', () => {
  it('names a channel by its address on the video site', () => {
    expect(channelUrl('UCabc')).toBe('https://www.youtube.com/channel/UCabc');
  });

  it("searches each language with its own query and proposes the channels the catalogue does not know, in the search's language", async () => {
    const found = await discoverChannels(suite.db, clientOf(), ['es', 'pt']);
    expect(found).toEqual({ searched: 2, proposed: 4, alreadyKnown: 0, complete: true });
    expect(searches().map((params) => [params.get('q'), params.get('relevanceLanguage')])).toEqual([
      ['resumen manhwa', 'es'],
      ['resumo manhwa', 'pt'],
    ]);
    expect(await pending()).toEqual([
      { channel_name: 'Resúmenes Manhwa', language: 'es', youtube_url: 'https://www.youtube.com/channel/UCresumenesManhwaEs00003', status: 'pending' },
      { channel_name: 'Resumen Total', language: 'es', youtube_url: 'https://www.youtube.com/channel/UCnewResumenTotalEs02001', status: 'pending' },
      { channel_name: 'Midnight Manhwa Recaps', language: 'es', youtube_url: 'https://www.youtube.com/channel/UCnewMidnightRecaps01002', status: 'pending' },
      { channel_name: 'Resumo Diário', language: 'pt', youtube_url: 'https://www.youtube.com/channel/UCnewResumoDiarioPt03001', status: 'pending' },
    ]);
    expect((await discovered()).map((row) => [row.youtube_channel_id, row.title, row.language, row.query, row.proposed])).toEqual([
      ['UCnewMidnightRecaps01002', 'Midnight Manhwa Recaps', 'es', 'resumen manhwa', true],
      ['UCnewResumenTotalEs02001', 'Resumen Total', 'es', 'resumen manhwa', true],
      ['UCnewResumoDiarioPt03001', 'Resumo Diário', 'pt', 'resumo manhwa', true],
      ['UCresumenesManhwaEs00003', 'Resúmenes Manhwa', 'es', 'resumen manhwa', true],
    ]);
  });

  it('remembers what a channel known by id, by address or as pending is, and proposes nothing found before', async () => {
    await insertChannel(suite.db, { youtube_channel_id: 'UCmVaultRecapsEn00000001' });
    await insertChannel(suite.db, { url: channelUrl('UCrecapRushEn00000000002') });
    await insertPendingChannels(suite.db, [{ channel_name: 'Recap House', youtube_url: 'https://youtube.com/channel/UCnewRecapHouseEn0010001' }]);
    const found = await discoverChannels(suite.db, clientOf(), ['en']);
    expect(found).toEqual({ searched: 1, proposed: 1, alreadyKnown: 3, complete: true });
    expect((await pending()).map((row) => row.channel_name)).toEqual(['Recap House', 'Midnight Manhwa Recaps']);
    expect((await discovered()).map((row) => [row.youtube_channel_id, row.proposed])).toEqual([
      ['UCmVaultRecapsEn00000001', false],
      ['UCnewMidnightRecaps01002', true],
      ['UCnewRecapHouseEn0010001', false],
      ['UCrecapRushEn00000000002', false],
    ]);

    // Found again, in its own language or another, even after an admin rejected it: neither proposed nor counted known.
    await suite.db.query(`DELETE FROM pending_channels`);
    expect(await discoverChannels(suite.db, clientOf(), ['en', 'es'])).toEqual({ searched: 2, proposed: 2, alreadyKnown: 0, complete: true });
    expect((await pending()).map((row) => row.channel_name)).toEqual(['Resúmenes Manhwa', 'Resumen Total']);
  });

  it('skips a language it has no query for without a search', async () => {
    expect(await discoverChannels(suite.db, clientOf(), ['xx', 'fr'])).toEqual({ searched: 1, proposed: 0, alreadyKnown: 0, complete: true });
    expect(searches().map((params) => params.get('q'))).toEqual(['récap manhwa']);
  });

  it('searches while the budget pays for a whole search, and says when it stopped short', async () => {
    expect(await discoverChannels(suite.db, clientOf(200), ['fr', 'fr'])).toEqual({ searched: 2, proposed: 0, alreadyKnown: 0, complete: true });
    suite.fake.reset();
    expect(await discoverChannels(suite.db, clientOf(199), ['fr', 'fr'])).toEqual({ searched: 1, proposed: 0, alreadyKnown: 0, complete: false });
    expect(searches()).toHaveLength(1);
    expect(await discoverChannels(suite.db, clientOf(99), ['fr'])).toEqual({ searched: 0, proposed: 0, alreadyKnown: 0, complete: false });
  });

  it("reads the channel from the result's id or else its snippet, named by its channel title or else its title; a result without a channel is passed over", async () => {
    const client = clientOf(10_000, (answer) => {
      const [withoutId, untitled, nothing] = answer.items;
      delete withoutId.id.channelId;
      untitled.snippet.channelTitle = '';
      untitled.snippet.title = 'Only Title';
      delete nothing.id.channelId;
      delete (nothing.snippet as { channelId?: string }).channelId;
    });
    expect(await discoverChannels(suite.db, client, ['es'])).toEqual({ searched: 1, proposed: 2, alreadyKnown: 0, complete: true });
    expect((await pending()).map((row) => [row.channel_name, row.youtube_url])).toEqual([
      ['Resúmenes Manhwa', 'https://www.youtube.com/channel/UCresumenesManhwaEs00003'],
      ['Only Title', 'https://www.youtube.com/channel/UCnewResumenTotalEs02001'],
    ]);
  });
});
