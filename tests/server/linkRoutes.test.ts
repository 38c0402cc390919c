import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../server/db/driver.ts';
import { afterAnswerWorkDone } from '../../server/http/afterAnswer.ts';
import { ROUTES, routeOf } from '../../src/domain/routes.ts';
import { openTestApp } from './support/testApp.ts';
import { insertChannels, insertRecaps } from './support/factories.ts';
import { createUser } from './support/sessions.ts';

const APP_URL = 'https://recaps.example';

/** The path of an absolute link into the app; a link elsewhere fails the test. */
function appPath(link: string): string {
  expect(link.startsWith(`${APP_URL}/`)).toBe(true);
  return new URL(link).pathname;
}

/** Every link of an Atom feed (its own page, self, each entry's), and each entry's link with its title. */
function feedLinks(xml: string): { all: string[]; entries: { link: string; title: string }[] } {
  const unescape = (text: string) => text.replace(/&quot;/g, '"').replace(/&apos;/g, "'").replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&amp;/g, '&');
  const all = [...xml.matchAll(/href="([^"]+)"/g)].map((match) => unescape(match[1]!));
  const entries = xml.split('<entry>').slice(1).map((entry) => ({
    link: unescape(/<link rel="alternate" type="text\/html" href="([^"]+)"\/>/.exec(entry)![1]!),
    title: unescape(/<title>([^<]*)<\/title>/.exec(entry)![1]!),
  }));
  return { all, entries };
}

/** The links of every mail in the outbox, text and HTML parts, quoted-printable decoded. */
function mailLinks(mailDir: string): string[] {
  if (!existsSync(mailDir)) return [];
  return readdirSync(mailDir).filter((name) => name.endsWith('.eml')).flatMap((name) => {
    const raw = readFileSync(path.join(mailDir, name), 'utf8');
    const decoded = raw.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/g, (_match, hex: string) => String.fromCharCode(parseInt(hex, 16)));
    return [...decoded.matchAll(/https?:\/\/[^\s"<>]+/g)].map((match) => match[0].replace(/&amp;/g, '&'));
  });
}

describe('every link the server writes opens a page of the client', () => {
  let app: FastifyInstance;
  let db: Db;
  let mailDir: string;
  let close: () => Promise<void>;
  let followedFeed: string;

  beforeAll(async () => {
    ({ app, db, mailDir, close } = await openTestApp({ env: { APP_URL } }));
    await insertChannels(db, [{ id: 1, name: 'Recaps & More' }]);
    await insertRecaps(db, [
      { id: 1, channel_id: 1, series_name: 'Solo Leveling', title: 'Solo Leveling 1-50 "recap"', published_at: '2026-01-01T00:00:00Z' },
      { id: 2, channel_id: 1, series_name: 'Solo Leveling', title: 'Solo Leveling 51-90', published_at: '2026-02-01T00:00:00Z' },
      { id: 3, channel_id: 1, series_name: 'Other Story', title: 'Other <story> recap', published_at: '2026-03-01T00:00:00Z' },
    ]);
    const member = await createUser(db);
    await app.inject({ method: 'POST', url: '/api/series/other-story/follow', cookies: member.cookies });
    const created = await app.inject({ method: 'POST', url: '/api/account/feed-token', cookies: member.cookies });
    followedFeed = new URL(created.json<{ url: string }>().url).pathname;
  });
  afterAll(() => close());

  it('links each feed entry to /recaps/<id>, the client\'s recap route, naming a recap the API shows', async () => {
    for (const feed of ['/feeds/series/solo-leveling.atom', '/feeds/channel/1.atom', followedFeed]) {
      const response = await app.inject({ url: feed });
      expect(response.statusCode).toBe(200);
      const { all, entries } = feedLinks(response.body);
      expect(entries.length).toBeGreaterThan(0);
      for (const link of all.filter((href) => !href.includes('/feeds/'))) {
        expect({ feed, link, route: routeOf(appPath(link)) }).not.toMatchObject({ route: null });
      }
      for (const entry of entries) {
        const entryPath = appPath(entry.link);
        expect({ feed, entryPath, route: routeOf(entryPath) }).toMatchObject({ route: 'recap' });
        const id = entryPath.split('/').at(-1);
        const recap = await app.inject({ url: `/api/recaps/${id}` });
        expect(recap.statusCode).toBe(200);
        expect(recap.json<{ title: string }>().title).toBe(entry.title);
      }
    }
  });

  it('links the verification and reset mails to the client\'s routes for them', async () => {
    const headers = { 'content-type': 'application/json' };
    await app.inject({ method: 'POST', url: '/api/auth/register', headers, payload: JSON.stringify({ username: 'Reader', email: 'reader@example.com', password: 'long-enough-1' }) });
    await app.inject({ method: 'POST', url: '/api/auth/reset-password', headers, payload: JSON.stringify({ email: 'reader@example.com' }) });
    await afterAnswerWorkDone();
    const routes = mailLinks(mailDir).map((link) => routeOf(appPath(link)));
    expect(new Set(routes)).toEqual(new Set(['verifyEmail', 'resetPasswordConfirm']));
  });

  it('is the table the client routes with: App.tsx (the first screen\'s) and OtherPages.tsx route every pattern of it, each in its order, and no other', () => {
    const routedIn = (file: string) => {
      const source = readFileSync(path.join(import.meta.dirname, '../../src/views', file), 'utf8');
      expect(source).not.toMatch(/<Route path="/);
      return [...source.matchAll(/<Route path=\{ROUTES\.(\w+)\}/g)].map((match) => match[1]);
    };
    const first = routedIn('App.tsx');
    const others = routedIn('OtherPages.tsx');
    const order = Object.keys(ROUTES);
    expect([...first, ...others].sort()).toEqual([...order].sort());
    for (const routed of [first, others]) expect(routed).toEqual(order.filter((name) => routed.includes(name)));
  });

  it('tells the recap route from the pages beside it, as the router does', () => {
    expect(routeOf('/recaps/12')).toBe('recap');
    expect(routeOf('/recaps/12/')).toBe('recap');
    expect(routeOf('/recaps/channel/3')).toBe('channelRecaps');
    expect(routeOf('/recaps/12/edit')).toBe('editRecap');
    expect(routeOf('/recaps')).toBeNull();
    expect(routeOf('/recaps/12/other')).toBeNull();
    expect(routeOf('/nowhere')).toBeNull();
  });
});
