import { describe, expect, it } from 'vitest';
import { registerChannel } from '../../server/scanner/channelRegistration.ts';
import { QuotaBudget } from '../../server/scanner/quotaBudget.ts';
import { YoutubeClient } from '../../server/scanner/youtubeClient.ts';
import type { ListResponse, YoutubeChannel } from '../../server/scanner/youtubeTypes.ts';
import { FAKE_API_KEY } from './fakeYoutube.ts';
import { fakeApiSuite } from './support/fakeApiSuite.ts';

const RUSH = 'UCrecapRushEn00000000002';

const suite = fakeApiSuite();

/** A client of the fake API; `edit` rewrites its channel answers. */
function clientOf(edit?: (answer: ListResponse<YoutubeChannel>) => void): YoutubeClient {
  const editing: typeof fetch = async (input, init) => {
    const response = await fetch(input, init);
    if (!edit || !String(input).includes('/channels?')) return response;
    const answer = (await response.json()) as ListResponse<YoutubeChannel>;
    edit(answer);
    return new Response(JSON.stringify(answer), { status: 200 });
  };
  return new YoutubeClient({ apiKey: FAKE_API_KEY, baseUrl: suite.fake.apiBase, budget: new QuotaBudget(100), fetchImpl: editing });
}

/** What the API was asked for: the id, handle or user name of each channels call. */
const asked = () =>
  suite.fake.requests.map((request) => {
    const params = new URL(request.url, 'http://fake').searchParams;
    return params.get('id') ?? (params.has('forHandle') ? `handle ${params.get('forHandle')}` : `user ${params.get('forUsername')}`);
  });

const channels = async () =>
  (await suite.db.query<{ name: string; language: string; description: string | null; youtube_channel_id: string; url: string; active: boolean; full_scan: boolean; verified: boolean }>(
    'SELECT name, language, description, youtube_channel_id, url, active, full_scan, verified FROM channels ORDER BY id',
  )).rows;

describe('registerChannel', () => {
  it('adds a channel found by its id, as the API describes it, active and waiting for its first full scan', async () => {
    const added = await registerChannel(suite.db, clientOf(), RUSH);
    expect(added).toEqual({ status: 'added', channelId: expect.any(Number), name: 'Recap Rush' });
    expect(await channels()).toEqual([
      {
        name: 'Recap Rush',
        language: 'en',
        description: suite.fake.channel(RUSH).description,
        youtube_channel_id: RUSH,
        url: `https://www.youtube.com/channel/${RUSH}`,
        active: true,
        full_scan: true,
        verified: false,
      },
    ]);
    expect((await suite.db.query<{ id: number }>('SELECT id FROM channels')).rows[0].id).toBe((added as { channelId: number }).channelId);
    expect(asked()).toEqual([RUSH]);
  });

  it('reads each form of address people paste', async () => {
    const cases: [string, string][] = [
      [`  ${RUSH}  `, RUSH],
      [`https://www.youtube.com/channel/${RUSH}`, RUSH],
      [`https://www.youtube.com/channel/${RUSH}/videos`, RUSH],
      [`https://www.youtube.com/channel/${RUSH}?view=1`, RUSH],
      [`https://www.youtube.com/channel/${RUSH}#top`, RUSH],
      ['https://www.youtube.com/@recaprush', 'handle recaprush'],
      ['https://youtube.com/@recaprush/videos', 'handle recaprush'],
      ['@recaprush', 'handle recaprush'],
      ['https://www.youtube.com/c/recaprush', 'handle recaprush'],
      ['https://www.youtube.com/user/recaprush', 'user recaprush'],
      ['https://www.youtube.com/user/recaprush?x=1', 'user recaprush'],
    ];
    for (const [address, request] of cases) {
      suite.fake.reset();
      expect(await registerChannel(suite.db, clientOf(), address)).toMatchObject({ name: 'Recap Rush' });
      expect(asked()).toEqual([request]);
    }
    expect(await channels()).toHaveLength(1);
  });

  it('refuses without a call what is no address of a channel', async () => {
    for (const text of [
      'not a channel',
      `UC${'x'.repeat(21)}`,
      `${RUSH}x`,
      `https://www.youtube.com/channel/${RUSH}x`,
      'recaprush',
      'https://www.youtube.com/recaprush',
      '@ab',
      `@${'a'.repeat(31)}`,
      'https://www.youtube.com/user/',
      `https://www.youtube.com/user/${'a'.repeat(101)}`,
    ]) {
      expect(await registerChannel(suite.db, clientOf(), text)).toEqual({ status: 'not-found', reference: text });
    }
    expect(suite.fake.requests).toEqual([]);
  });

  it('takes handles and user names of the allowed lengths and characters', async () => {
    const handles: string[] = [];
    const client = clientOf((answer) => {
      answer.items = [];
    });
    for (const text of ['@abc', `@${'a'.repeat(30)}`, '@a.b-c_d', 'https://www.youtube.com/user/a', `https://www.youtube.com/user/${'a'.repeat(100)}`]) {
      suite.fake.reset();
      expect(await registerChannel(suite.db, client, text)).toEqual({ status: 'not-found', reference: text });
      handles.push(...asked());
    }
    expect(handles).toEqual(['handle abc', `handle ${'a'.repeat(30)}`, 'handle a.b-c_d', 'user a', `user ${'a'.repeat(100)}`]);
  });

  it('answers a channel it knows with its catalogue id and name, without adding it again', async () => {
    const first = (await registerChannel(suite.db, clientOf(), RUSH)) as { channelId: number };
    await suite.db.query(`UPDATE channels SET name = 'Renamed Here'`);
    expect(await registerChannel(suite.db, clientOf(), '@recaprush')).toEqual({ status: 'exists', channelId: first.channelId, name: 'Renamed Here' });
    expect(await channels()).toHaveLength(1);
  });

  it('finds no channel when the API returns none, or one without its description', async () => {
    expect(await registerChannel(suite.db, clientOf(), '@nobody')).toEqual({ status: 'not-found', reference: '@nobody' });
    const bare = clientOf((answer) => {
      delete answer.items[0].snippet;
    });
    expect(await registerChannel(suite.db, bare, RUSH)).toEqual({ status: 'not-found', reference: RUSH });
    expect(await channels()).toEqual([]);
  });

  it("takes the language given, else the main part of the channel's own, else English; an empty description is none", async () => {
    const withSnippet = (snippet: Partial<NonNullable<YoutubeChannel['snippet']>>) =>
      clientOf((answer) => {
        Object.assign(answer.items[0].snippet!, snippet);
      });
    await registerChannel(suite.db, withSnippet({ defaultLanguage: 'PT-br', description: '' }), RUSH);
    await registerChannel(suite.db, withSnippet({ defaultLanguage: undefined }), 'UCresumenesManhwaEs00003');
    await registerChannel(suite.db, clientOf(), 'UCmVaultRecapsEn00000001', 'ko');
    expect((await channels()).map((row) => [row.youtube_channel_id, row.language, row.description])).toEqual([
      [RUSH, 'pt', null],
      ['UCresumenesManhwaEs00003', 'en', suite.fake.channel('UCresumenesManhwaEs00003').description],
      ['UCmVaultRecapsEn00000001', 'ko', suite.fake.channel('UCmVaultRecapsEn00000001').description],
    ]);
  });
});
