import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import type { Db, Queryable } from '../../server/db/driver.ts';
import { firstScreenOf, firstScreenParts } from '../../server/firstScreen.ts';
import { buildRecapQuery, DEFAULT_RECAP_FILTERS, recapListPath } from '../../src/domain/recapQuery.ts';
import { loadConfig } from '../../server/config.ts';
import { openTestApp } from './support/testApp.ts';
import { insertChannels, insertRecaps } from './support/factories.ts';

const INDEX_HTML = `<!doctype html>
<html lang="en">
  <head>
    <title>RecapShelf</title>
    <script type="module" crossorigin src="/assets/index-abc.js"></script>
  </head>
  <body><div id="root"></div></body>
</html>
`;

/** The page without the interface's messages that come with it (server/pageLanguage.ts, tested there). */
function withoutMessages(html: string): string {
  const block = /\s*<script type="application\/json" id="interface-messages" data-language="en">[^<]*<\/script>\n? */;
  expect(html).toMatch(block);
  return html.replace(block, '');
}

function hintsOf(html: string): string[] {
  return [...html.matchAll(/<link rel="preload"[^>]*>/g)].map((match) => match[0]);
}

describe('the single page and its first-screen hints', () => {
  let app: FastifyInstance;
  let db: Db;
  let close: () => Promise<void>;
  beforeAll(async () => {
    const distDir = mkdtempSync(path.join(tmpdir(), 'recapshelf-dist-'));
    mkdirSync(path.join(distDir, 'assets'));
    writeFileSync(path.join(distDir, 'index.html'), INDEX_HTML);
    writeFileSync(path.join(distDir, 'assets', 'index-abc.js'), 'console.log("app");');
    ({ app, db, close } = await openTestApp({ distDir }));
    await insertChannels(db, [{ id: 1, name: 'Alpha Recaps', language: 'en' }, { id: 2, name: 'Beta Recaps', language: 'ko' }]);
    await insertRecaps(db, [
      { video_id: 'aaaaaaaaaaa', channel_id: 1, title: 'Older English recap', language: 'en', thumbnail_url: '/media/thumbnails/aaaaaaaaaaa.jpg', published_at: '2024-01-01' },
      { video_id: 'bbbbbbbbbbb', channel_id: 1, title: 'Newest English recap', language: 'en', thumbnail_url: 'https://img.example/b.jpg?w=480&h=270', published_at: '2024-02-01' },
      { video_id: 'ccccccccccc', channel_id: 2, title: 'Korean recap', language: 'ko', thumbnail_url: null, published_at: '2024-03-01' },
    ]);
  });
  afterAll(() => close());

  const page = (url: string) => app.inject({ url });

  it('names on the home page the exact list call the app makes, and the first card picture', async () => {
    const response = await page('/');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/html/);
    expect(response.headers['cache-control']).toBe('no-cache');
    const listCall = `/api${recapListPath(buildRecapQuery({ filters: DEFAULT_RECAP_FILTERS, channelId: null }, 1))}`;
    expect(listCall).toBe('/api/recaps?page=1&sortBy=published_at&sortOrder=desc&language=en');
    expect(hintsOf(response.body)).toEqual([
      // In an attribute & is written &amp;: the browser reads back the very same address.
      `<link rel="preload" as="fetch" crossorigin="use-credentials" href="${listCall.replaceAll('&', '&amp;')}">`,
      // The newest English recap, its address escaped for the attribute.
      '<link rel="preload" as="image" fetchpriority="high" href="https://img.example/b.jpg?w=480&amp;h=270">',
    ]);
    // The hints go in the head, and the page is otherwise the build's.
    expect(response.body.indexOf('<link rel="preload"')).toBeLessThan(response.body.indexOf('</head>'));
    expect(withoutMessages(response.body).replace(/\s*<link rel="preload"[^>]*>/g, '')).toBe(INDEX_HTML);
  });

  it('names on a channel page its list, the channel and the picture the video site has for its newest recap', async () => {
    const hints = hintsOf((await page('/recaps/channel/2')).body);
    expect(hints).toEqual([
      '<link rel="preload" as="fetch" crossorigin="use-credentials" href="/api/recaps?page=1&amp;sortBy=published_at&amp;sortOrder=desc&amp;channelId=2&amp;channel_id=2">',
      '<link rel="preload" as="fetch" crossorigin="use-credentials" href="/api/channels/2">',
      '<link rel="preload" as="image" fetchpriority="high" href="https://i.ytimg.com/vi/ccccccccccc/hqdefault.jpg">',
    ]);
  });

  it('gives the list call but no picture when the list is empty', async () => {
    expect(hintsOf((await page('/recaps/channel/99')).body)).toEqual([
      '<link rel="preload" as="fetch" crossorigin="use-credentials" href="/api/recaps?page=1&amp;sortBy=published_at&amp;sortOrder=desc&amp;channelId=99&amp;channel_id=99">',
      '<link rel="preload" as="fetch" crossorigin="use-credentials" href="/api/channels/99">',
    ]);
  });

  it('names on the home page with a search and filters in its address the list call the app makes for them', async () => {
    const hints = hintsOf((await page('/?search=korean&language=ko&sortBy=views&recap=2')).body);
    expect(hints).toEqual([
      '<link rel="preload" as="fetch" crossorigin="use-credentials" href="/api/recaps?page=1&amp;sortBy=views&amp;sortOrder=desc&amp;search=korean&amp;language=ko">',
      '<link rel="preload" as="image" fetchpriority="high" href="https://i.ytimg.com/vi/ccccccccccc/hqdefault.jpg">',
    ]);
  });

  it('serves other pages, and channel pages with filters in the address, without hints', async () => {
    for (const url of ['/login', '/channels', '/recaps/channel/1?sortBy=views', '/recaps/channel/abc', '/recaps/channel/99999999999', '/recaps/2', '/recaps/abc']) {
      const response = await page(url);
      expect(response.statusCode, url).toBe(200);
      expect(withoutMessages(response.body), url).toBe(INDEX_HTML);
    }
    expect(firstScreenOf('/recaps/channel/0')).toBeNull();
  });

  it('leaves the picture and the first cards out when the database fails or does not answer', async () => {
    const failing = { query: () => Promise.reject(new Error('connection refused')) };
    const silent = { query: () => new Promise<never>(() => {}) };
    for (const db of [failing, silent]) {
      const { hints, cards } = await firstScreenParts(db, '/');
      expect(hints).toHaveLength(1);
      expect(hints[0]).toContain('as="fetch"');
      expect(cards).toBe('');
    }
  });

  it('waits for the first rows 250 ms unless FIRST_ROWS_BUDGET_MS gives the database longer', async () => {
    // The database answers, 300 ms late.
    const late: Queryable = {
      async query(sql, params, options) {
        await new Promise((resolve) => setTimeout(resolve, 300));
        return db.query(sql, params, options);
      },
    };
    expect((await firstScreenParts(late, '/')).cards).toBe('');
    const waited = await firstScreenParts(late, '/', 'en', loadConfig({ FIRST_ROWS_BUDGET_MS: '5000' }).firstRowsBudgetMs);
    expect(waited.cards).toContain('Newest English recap');
    expect(waited.hints).toHaveLength(2);
  });

  it('keeps serving the built files and answering unknown API calls with JSON', async () => {
    expect((await page('/assets/index-abc.js')).headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const missing = await page('/api/nothing-here');
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toMatchObject({ error: 'Not found: GET /api/nothing-here' });
  });
});
