import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../server/db/driver.ts';
import { openTestApp } from './support/testApp.ts';
import { insertChannels, insertRecaps } from './support/factories.ts';
import { createUser, type TestUser } from './support/sessions.ts';
import { migrate } from '../../server/db/migrate.ts';

const MANGADEX_ID = '32d76d19-8a05-4db0-9fc2-e0b0648fe9d0';
const OTHER_MANGADEX_ID = 'a1c7c817-4e59-43b7-9365-09675a149a6f';

describe('members suggest a series\' identity, administrators decide', () => {
  let app: FastifyInstance;
  let db: Db;
  let close: () => Promise<void>;
  let member: TestUser;
  let other: TestUser;
  let admin: TestUser;

  beforeAll(async () => {
    ({ app, db, close } = await openTestApp());
    member = await createUser(db, { username: 'series-suggester' });
    other = await createUser(db, { username: 'second-suggester' });
    admin = await createUser(db, { isAdmin: true });
    await insertChannels(db, [{ id: 1, name: 'English Recaps', language: 'en' }]);
    await insertRecaps(db, [
      { id: 1, channel_id: 1, series_name: 'Solo Leveling', chapters_covered: '1-50' },
      { id: 2, channel_id: 1, series_name: 'Omniscient Reader', chapters_covered: '1-20' },
      { id: 3, channel_id: 1, series_name: 'Tower of God', chapters_covered: '1-9' },
    ]);
  });
  afterAll(() => close());

  const suggest = (payload: object, user: TestUser | null = member) =>
    app.inject({ method: 'POST', url: '/api/suggestions/series', cookies: user?.cookies, payload });
  const queue = async () => (await app.inject({ url: '/api/suggestions/admin/pending?types=all', cookies: admin.cookies })).json() as Record<string, unknown>[];
  const review = (id: unknown, status: string, notes?: string) =>
    app.inject({ method: 'PUT', url: `/api/suggestions/admin/${String(id)}`, cookies: admin.cookies, payload: { status, admin_notes: notes } });
  const detail = async (slug: string) => (await app.inject({ url: `/api/series/${slug}` })).json();
  const refusal = async (payload: object, user: TestUser = member) => {
    const answer = await suggest(payload, user);
    return [answer.statusCode, answer.json().error];
  };
  const queued = async (match: Record<string, unknown>) => (await queue()).find((item) => Object.entries(match).every(([key, value]) => item[key] === value))!;

  it('migration 210 runs again without harm', async () => {
    await db.query("DELETE FROM schema_migrations WHERE name = '210_series_suggestions.sql'");
    expect(await migrate(db)).toEqual(['210_series_suggestions.sql']);
  });

  it('takes each type from a member, with the spec\'s thanks and the suggestions left today', async () => {
    const answers = [
      await suggest({ slug: 'solo-leveling', type: 'tracker_link', tracker: 'mangadex', value: ` ${MANGADEX_ID.toUpperCase()} ` }),
      await suggest({ slug: 'solo-leveling', type: 'alt_title', value: '  나 혼자만 레벨업 ' }),
      await suggest({ slug: 'solo-leveling', type: 'status', value: 'completed' }),
      await suggest({ slug: 'solo-leveling', type: 'synopsis', value: 'E-rank hunter Sung Jinwoo gains a system.\r\n\r\n\r\nHe levels up alone.' }),
    ];
    expect(answers.map((answer) => answer.statusCode)).toEqual([201, 201, 201, 201]);
    expect(answers.map((answer) => answer.json())).toEqual([9, 8, 7, 6].map((left) => ({ message: "Thanks! We'll review your suggestion soon.", daily_remaining: left })));
  });

  it('asks a visitor to log in, and answers 404 for an unknown series', async () => {
    const anonymous = await suggest({ slug: 'solo-leveling', type: 'status', value: 'ongoing' }, null);
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json().error).toBe('You must be logged in to submit suggestions');
    expect(await refusal({ slug: 'no-such-series', type: 'status', value: 'ongoing' })).toEqual([404, 'Series not found.']);
  });

  it('refuses a value of the wrong form with the administrator\'s sentence, or a plain one', async () => {
    const slug = 'omniscient-reader';
    expect(await refusal({ slug, type: 'tracker_link', tracker: 'mangadex', value: 'not-a-uuid' })).toEqual([400, 'A MangaDex id is a UUID, as in mangadex.org/title/32d76d19-8a05-4db0-9fc2-e0b0648fe9d0.']);
    expect(await refusal({ slug, type: 'tracker_link', tracker: 'anilist', value: 'abc' })).toEqual([400, 'An AniList id is a number, as in anilist.co/manga/105398.']);
    expect(await refusal({ slug, type: 'tracker_link', tracker: 'kitsu', value: '12' })).toEqual([400, 'Please choose a tracker: AniList, MyAnimeList, MangaDex, MangaUpdates.']);
    expect(await refusal({ slug, type: 'tracker_link', tracker: 'anilist', value: '  ' })).toEqual([400, 'Please enter the AniList id.']);
    expect(await refusal({ slug, type: 'alt_title', value: 'x'.repeat(101) })).toEqual([400, 'Each other title must be at most 100 characters.']);
    expect(await refusal({ slug, type: 'alt_title', value: '   ' })).toEqual([400, 'Please enter the other title.']);
    expect(await refusal({ slug, type: 'alt_title', value: ' *** ' })).toEqual([400, 'Other titles cannot be empty.']);
    expect(await refusal({ slug, type: 'alt_title', value: 'omniscient READER' })).toEqual([400, '"omniscient READER" is this series\' name already.']);
    expect(await refusal({ slug, type: 'status', value: 'paused' })).toEqual([400, 'Please choose a status: Ongoing, Completed, On hiatus, Cancelled.']);
    expect(await refusal({ slug, type: 'synopsis', value: 'x'.repeat(2001) })).toEqual([400, 'The synopsis must be at most 2,000 characters.']);
    expect(await refusal({ slug, type: 'synopsis', value: ' \n ' })).toEqual([400, 'Please enter the synopsis you suggest.']);
    expect((await suggest({ slug, type: 'cover', value: 'x' })).statusCode).toBe(400);
    expect((await suggest({ slug, type: 'status' })).statusCode).toBe(400);
    // None of them was kept, nor counted against the day.
    const { rows } = await db.query<{ n: number }>("SELECT count(*)::int AS n FROM suggestions WHERE kind <> 'series_name' AND user_id = $1", [member.id]);
    expect(rows[0]!.n).toBe(4);
  });

  it('refuses a second suggestion for a field while the first waits, each tracker a field of its own', async () => {
    expect(await refusal({ slug: 'solo-leveling', type: 'status', value: 'hiatus' })).toEqual([409, 'You already have a suggestion for this series\' status waiting for review']);
    expect(await refusal({ slug: 'solo-leveling', type: 'tracker_link', tracker: 'mangadex', value: OTHER_MANGADEX_ID }))
      .toEqual([409, 'You already have a suggestion for this series\' MangaDex link waiting for review']);
    expect((await suggest({ slug: 'solo-leveling', type: 'tracker_link', tracker: 'anilist', value: '105398' })).statusCode).toBe(201);
    // Another member may suggest the same field.
    expect((await suggest({ slug: 'solo-leveling', type: 'status', value: 'ongoing' }, other)).statusCode).toBe(201);
  });

  it('lists every type in the queue with the current value beside the suggested one; the old answer keeps its fields', async () => {
    const items = await queue();
    expect(items.map((item) => item.type)).toEqual(['tracker_link', 'alt_title', 'status', 'synopsis', 'tracker_link', 'status']);
    expect(items[0]).toEqual({
      id: expect.any(Number),
      type: 'tracker_link',
      username: 'series-suggester',
      created_at: expect.any(String),
      admin_notes: null,
      status: 'pending',
      recap_id: null,
      recap_title: null,
      thumbnail_url: null,
      current_series_name: null,
      suggested_series_name: null,
      series_slug: 'solo-leveling',
      series_name: 'Solo Leveling',
      tracker: 'mangadex',
      proposed_value: MANGADEX_ID,
      current_value: null,
    });
    expect(items[3]).toMatchObject({ type: 'synopsis', proposed_value: 'E-rank hunter Sung Jinwoo gains a system.\n\nHe levels up alone.', current_value: null });
    // Without types=all, only series names, as existing clients expect; the admin's badge counts every type.
    expect((await app.inject({ url: '/api/suggestions/admin/pending', cookies: admin.cookies })).json()).toEqual([]);
    expect((await app.inject({ url: '/api/suggestions/admin/pending/count', cookies: admin.cookies })).json()).toEqual({ count: 6 });
    expect((await app.inject({ url: '/api/suggestions/admin/pending?types=all', cookies: member.cookies })).statusCode).toBe(403);
    expect((await app.inject({ url: '/api/suggestions/admin/pending?types=some', cookies: admin.cookies })).statusCode).toBe(400);
  });

  it('approving applies each type through the administrator\'s edit; the series page shows it', async () => {
    for (const match of [{ tracker: 'mangadex' }, { type: 'alt_title' }, { type: 'synopsis' }, { type: 'status', username: 'series-suggester' }]) {
      const item = await queued(match);
      const answer = await review(item.id, 'approved', 'Checked on MangaDex');
      expect(answer.statusCode).toBe(200);
      expect(answer.json()).toMatchObject({ message: 'Suggestion approved', suggestion: { id: item.id, status: 'approved', admin_notes: 'Checked on MangaDex', recap_id: null } });
    }
    const series = await detail('solo-leveling');
    expect(series).toMatchObject({
      status: 'completed',
      synopsis: 'E-rank hunter Sung Jinwoo gains a system.\n\nHe levels up alone.',
      alt_titles: ['나 혼자만 레벨업'],
      links: { mangadex: MANGADEX_ID, anilist: null },
    });
    // The other title resolves to the series, as an administrator's does.
    expect(series.aliases).toContain('나 혼자만 레벨업');
    const later = await queued({ type: 'status', username: 'second-suggester' });
    expect(later.current_value).toBe('completed');
  });

  it('rejecting leaves the series as it was', async () => {
    const item = await queued({ type: 'status', username: 'second-suggester' });
    const answer = await review(item.id, 'rejected', 'It has ended');
    expect(answer.json()).toMatchObject({ message: 'Suggestion rejected', suggestion: { status: 'rejected' } });
    expect((await detail('solo-leveling')).status).toBe('completed');
    expect((await review(item.id, 'approved')).statusCode).toBe(409);
  });

  it('refuses a value the series has already', async () => {
    expect(await refusal({ slug: 'solo-leveling', type: 'status', value: 'completed' }, other)).toEqual([400, 'This series is Completed already.']);
    expect(await refusal({ slug: 'solo-leveling', type: 'tracker_link', tracker: 'mangadex', value: MANGADEX_ID }, other)).toEqual([400, 'This series links to that MangaDex id already.']);
    expect(await refusal({ slug: 'solo-leveling', type: 'alt_title', value: '나 혼자만 레벨업' }, other)).toEqual([400, '"나 혼자만 레벨업" is one of this series\' other titles already.']);
    expect(await refusal({ slug: 'solo-leveling', type: 'synopsis', value: 'E-rank hunter Sung Jinwoo gains a system.\n\nHe levels up alone.' }, other))
      .toEqual([400, 'This is the synopsis the series has already.']);
  });

  it('refuses to approve an other title another series holds: the sentence is told and the suggestion stays pending', async () => {
    expect((await suggest({ slug: 'tower-of-god', type: 'alt_title', value: 'Omniscient Reader\'s Viewpoint' }, other)).statusCode).toBe(201);
    expect((await suggest({ slug: 'tower-of-god', type: 'synopsis', value: 'A tower.' }, other)).statusCode).toBe(201);
    // Meanwhile an administrator gives that title to another series.
    expect((await app.inject({ method: 'PUT', url: '/api/admin/series/omniscient-reader', cookies: admin.cookies, payload: { alt_titles: ['Omniscient Reader\'s Viewpoint'] } })).statusCode).toBe(200);
    const item = await queued({ type: 'alt_title', series_slug: 'tower-of-god' });
    const answer = await review(item.id, 'approved');
    expect(answer.statusCode).toBe(409);
    expect(answer.json().error).toBe('"Omniscient Reader\'s Viewpoint" is already a name of Omniscient Reader.');
    expect((await queued({ id: item.id })).status).toBe('pending');
    expect((await detail('tower-of-god')).alt_titles).toEqual([]);
    // Rejecting it is still possible.
    expect((await review(item.id, 'rejected')).statusCode).toBe(200);
  });

  it('refuses to approve a value the rules no longer take, leaving it pending and the series unchanged', async () => {
    // Twenty other titles are the most a series has; a suggestion made before the twentieth cannot be approved after it.
    expect((await suggest({ slug: 'tower-of-god', type: 'alt_title', value: 'Sinui Tap' }, member)).statusCode).toBe(201);
    const titles = Array.from({ length: 20 }, (_, index) => `Tower Title ${index + 1}`);
    expect((await app.inject({ method: 'PUT', url: '/api/admin/series/tower-of-god', cookies: admin.cookies, payload: { alt_titles: titles } })).statusCode).toBe(200);
    const item = await queued({ type: 'alt_title', series_slug: 'tower-of-god' });
    const answer = await review(item.id, 'approved');
    expect([answer.statusCode, answer.json().error]).toEqual([400, 'A series can have at most 20 other titles.']);
    expect((await queued({ id: item.id })).status).toBe('pending');
    expect((await detail('tower-of-god')).alt_titles).toEqual(titles);
  });

  it('tells the author the outcome of every suggestion of theirs, and only theirs', async () => {
    const mine = async (user: TestUser, query = '') => (await app.inject({ url: `/api/suggestions/mine/all${query}`, cookies: user.cookies })).json();
    const own = await mine(member, '?series=solo-leveling');
    expect(own.daily_remaining).toBe(4);
    expect(own.suggestions.map((item: { type: string; status: string }) => `${item.type}:${item.status}`).sort())
      .toEqual(['alt_title:approved', 'status:approved', 'synopsis:approved', 'tracker_link:approved', 'tracker_link:pending']);
    expect(own.suggestions.find((item: { tracker: string }) => item.tracker === 'mangadex')).toEqual({
      id: expect.any(Number),
      type: 'tracker_link',
      status: 'approved',
      admin_notes: 'Checked on MangaDex',
      created_at: expect.any(String),
      reviewed_at: expect.any(String),
      recap_id: null,
      recap_title: null,
      series_slug: 'solo-leveling',
      series_name: 'Solo Leveling',
      tracker: 'mangadex',
      proposed_value: MANGADEX_ID,
    });
    const theirs = await mine(other);
    expect(theirs.suggestions.map((item: { series_slug: string; status: string }) => `${item.series_slug}:${item.status}`))
      .toEqual(['tower-of-god:pending', 'tower-of-god:rejected', 'solo-leveling:rejected']);
    expect((await app.inject({ url: '/api/suggestions/mine/all' })).statusCode).toBe(401);
    expect((await app.inject({ url: '/api/suggestions/mine/all?series=nowhere', cookies: member.cookies })).statusCode).toBe(404);
  });

  it('lists a series name suggestion among the member\'s own, under its recap\'s series', async () => {
    expect((await app.inject({ method: 'POST', url: '/api/suggestions', cookies: other.cookies, payload: { recap_id: 1, suggested_series_name: 'Only I Level Up' } })).statusCode).toBe(201);
    const own = (await app.inject({ url: '/api/suggestions/mine/all?series=solo-leveling', cookies: other.cookies })).json();
    expect(own.suggestions[0]).toMatchObject({ type: 'series_name', recap_id: 1, recap_title: 'Recap 1', series_slug: 'solo-leveling', proposed_value: 'Only I Level Up', status: 'pending' });
    const item = await queued({ type: 'series_name' });
    expect(item).toMatchObject({ recap_id: 1, suggested_series_name: 'Only I Level Up', proposed_value: 'Only I Level Up', current_value: 'Solo Leveling', series_slug: null });
  });

  it('counts series suggestions and series names together against the day\'s ten', async () => {
    const fresh = await createUser(db, { username: 'busy-suggester' });
    const fields = ['anilist', 'myanimelist', 'mangaupdates'] as const;
    const ids = { anilist: '1', myanimelist: '2', mangaupdates: 'abc' };
    for (const slug of ['omniscient-reader', 'tower-of-god']) {
      for (const tracker of fields) expect((await suggest({ slug, type: 'tracker_link', tracker, value: ids[tracker] }, fresh)).statusCode).toBe(201);
    }
    for (const recapId of [1, 2, 3]) {
      expect((await app.inject({ method: 'POST', url: '/api/suggestions', cookies: fresh.cookies, payload: { recap_id: recapId, suggested_series_name: `Name ${recapId}` } })).statusCode).toBe(201);
    }
    expect((await suggest({ slug: 'omniscient-reader', type: 'status', value: 'ongoing' }, fresh)).json().daily_remaining).toBe(0);
    const refused = await suggest({ slug: 'omniscient-reader', type: 'synopsis', value: 'Reader.' }, fresh);
    expect(refused.statusCode).toBe(429);
    expect(refused.json().error).toBe('You can make at most 10 suggestions per day');
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    // The series name dialog hears the same count.
    expect((await app.inject({ url: '/api/suggestions/mine?recap_id=1', cookies: fresh.cookies })).json().daily_remaining).toBe(0);
  });
});
