import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../server/db/driver.ts';
import { openTestApp } from './support/testApp.ts';
import { insertChannels, insertRecaps } from './support/factories.ts';
import { createUser, type TestUser } from './support/sessions.ts';

/** The elements RFC 4287 requires: atom:id, atom:title and atom:updated of the feed and of each entry, an author for
 * the feed (or every entry), and for each entry a link rel="alternate" or a content. Dates are RFC 3339. */
function expectValidAtom(xml: string): void {
  expect(xml.startsWith('<?xml version="1.0" encoding="utf-8"?>')).toBe(true);
  expect(xml).toContain('<feed xmlns="http://www.w3.org/2005/Atom">');
  const [head, ...entries] = xml.split('<entry>');
  for (const part of [head!, ...entries]) {
    expect(part).toMatch(/<id>[^<]+<\/id>/);
    expect(part).toMatch(/<title>[^<]*<\/title>/);
    expect(part).toMatch(/<updated>\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?Z<\/updated>/);
  }
  expect(head).toMatch(/<author><name>[^<]+<\/name><\/author>/);
  for (const entry of entries) expect(entry).toMatch(/<link rel="alternate" type="text\/html" href="[^"]+"\/>/);
  expect(xml.trim().endsWith('</feed>')).toBe(true);
}

describe('Atom feeds', () => {
  let app: FastifyInstance;
  let db: Db;
  let close: () => Promise<void>;
  let member: TestUser;

  beforeAll(async () => {
    ({ app, db, close } = await openTestApp({ env: { APP_URL: 'https://recaps.example' } }));
    member = await createUser(db);
    await insertChannels(db, [{ id: 1, name: 'Recaps & <More>' }, { id: 2, name: 'Hidden', active: false }]);
    await insertRecaps(db, [
      { id: 1, channel_id: 1, series_name: 'Solo Leveling', title: 'Solo Leveling 1-50 "recap"', published_at: '2026-01-01T00:00:00Z' },
      { id: 2, channel_id: 1, series_name: 'solo leveling', title: 'Solo Leveling 51-90', published_at: '2026-02-01T00:00:00Z' },
      { id: 3, channel_id: 2, series_name: 'Solo Leveling', title: 'From a hidden channel' },
      { id: 4, channel_id: 1, series_name: 'Other Story', title: 'Other story recap', published_at: '2026-03-01T00:00:00Z' },
      // Recaps a reader cannot open (spec section 2): their entries would open "Recap not found.".
      { id: 7, channel_id: 1, series_name: 'Solo Leveling', title: 'A private upload', status: 'Private', published_at: '2026-04-01T00:00:00Z' },
      { id: 8, channel_id: 1, series_name: 'Other Story', title: 'A broken upload', status: 'error', published_at: '2026-04-02T00:00:00Z' },
    ]);
  });
  afterAll(() => close());

  it('gives a series feed of its visible recaps, newest first, as valid Atom', async () => {
    const response = await app.inject({ url: '/feeds/series/solo-leveling.atom' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/atom+xml; charset=utf-8');
    expectValidAtom(response.body);
    expect(response.body).toContain('<id>https://recaps.example/recaps/2</id>');
    expect(response.body.indexOf('/recaps/2<')).toBeLessThan(response.body.indexOf('/recaps/1<'));
    expect(response.body).not.toContain('hidden channel');
    expect(response.body).toContain('Solo Leveling 1-50 &quot;recap&quot;');
    expect(response.body).toContain('<updated>2026-02-01T00:00:00Z</updated>');
    expect((await app.inject({ url: '/feeds/series/nothing.atom' })).statusCode).toBe(404);
  });

  it('gives a channel feed, escaping its name', async () => {
    const response = await app.inject({ url: '/feeds/channel/1.atom' });
    expectValidAtom(response.body);
    expect(response.body).toContain('<title>Recaps &amp; &lt;More&gt;: new recaps</title>');
    expect(response.body).toContain('/recaps/4<');
    expect((await app.inject({ url: '/feeds/channel/2.atom' })).statusCode).toBe(404);
    expect((await app.inject({ url: '/feeds/channel/abc.atom' })).statusCode).toBe(404);
  });

  it('leaves out the recaps a reader cannot open, private or in error, from every feed', async () => {
    for (const url of ['/feeds/series/solo-leveling.atom', '/feeds/series/other-story.atom', '/feeds/channel/1.atom']) {
      const response = await app.inject({ url });
      expect(response.statusCode).toBe(200);
      expect(response.body).not.toMatch(/\/recaps\/[78]</);
      expect(response.body).not.toMatch(/A private upload|A broken upload/);
    }
    expect((await app.inject({ url: '/feeds/channel/1.atom' })).body).toContain('/recaps/4<');
  });

  it('answers each feed under one name only: other spellings of a channel id or a series slug are 404', async () => {
    for (const spelling of ['0x1', '01', '%201', '1%20', '+1', '1e0', '1.0', '0b1', '%091']) {
      expect((await app.inject({ url: `/feeds/channel/${spelling}.atom` })).statusCode, spelling).toBe(404);
    }
    for (const spelling of ['Solo-Leveling', '%20solo-leveling', 'solo-leveling%20', 'solo-leveling%2F']) {
      expect((await app.inject({ url: `/feeds/series/${spelling}.atom` })).statusCode, spelling).toBe(404);
    }
  });

  it('answers 304 to a reader that has the feed already, by ETag or by Last-Modified', async () => {
    const first = await app.inject({ url: '/feeds/series/solo-leveling.atom' });
    const etag = String(first.headers.etag);
    const notChanged = await app.inject({ url: '/feeds/series/solo-leveling.atom', headers: { 'if-none-match': etag } });
    expect(notChanged.statusCode).toBe(304);
    expect(notChanged.body).toBe('');
    const since = await app.inject({ url: '/feeds/series/solo-leveling.atom', headers: { 'if-modified-since': String(first.headers['last-modified']) } });
    expect(since.statusCode).toBe(304);

    await insertRecaps(db, [{ id: 5, channel_id: 1, series_name: 'SOLO LEVELING', title: 'Solo Leveling 91-120', published_at: '2026-04-01T00:00:00Z' }]);
    const changed = await app.inject({ url: '/feeds/series/solo-leveling.atom', headers: { 'if-none-match': etag } });
    expect(changed.statusCode).toBe(200);
    expect(changed.body).toContain('/recaps/5<');
  });

  it('gives a member a private, revocable feed of the series they follow', async () => {
    expect((await app.inject({ url: '/api/account/feed-token', cookies: member.cookies })).json()).toEqual({ active: false, created_at: null });
    expect((await app.inject({ method: 'POST', url: '/api/account/feed-token' })).statusCode).toBe(401);
    await app.inject({ method: 'POST', url: '/api/series/other-story/follow', cookies: member.cookies });
    const created = await app.inject({ method: 'POST', url: '/api/account/feed-token', cookies: member.cookies });
    expect(created.statusCode).toBe(201);
    const { token, url } = created.json();
    expect(url).toBe(`https://recaps.example/feeds/following/${token}.atom`);
    expect((await app.inject({ url: '/api/account/feed-token', cookies: member.cookies })).json().active).toBe(true);

    const feed = await app.inject({ url: `/feeds/following/${token}.atom` });
    expectValidAtom(feed.body);
    expect(feed.body).toContain('/recaps/4<');
    expect(feed.body).not.toContain('/recaps/1<');

    const rotated = (await app.inject({ method: 'POST', url: '/api/account/feed-token', cookies: member.cookies })).json();
    expect((await app.inject({ url: `/feeds/following/${token}.atom` })).statusCode).toBe(404);
    expect((await app.inject({ url: `/feeds/following/${rotated.token}.atom` })).statusCode).toBe(200);
  });
});
