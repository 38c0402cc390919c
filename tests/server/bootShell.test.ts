import { createHash } from 'node:crypto';
import { gunzipSync } from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { builtPage, openTestApp } from './support/testApp.ts';
import { insertChannels, insertRecaps } from './support/factories.ts';

const THEME_SCRIPT = "document.documentElement.setAttribute('data-theme', 'light');";
const INDEX_HTML = `<!doctype html>
<html lang="en">
  <head>
    <script>${THEME_SCRIPT}</script>
    <script type="module" crossorigin src="/assets/index-abc.js"></script>
  </head>
  <body><div id="root"><header>RecapShelf</header>
      <!--boot-home--><main><form action="/"><input class="boot-search" type="search" name="search" placeholder="Search"></form>
        <ul><!--boot-cards--><li class="boot-card"></li><!--/boot-cards--></ul></main><!--/boot-home-->
  </div></body>
</html>
`;

function scriptSources(csp: string): string[] {
  return /(?:^|;)\s*script-src ([^;]*)/.exec(csp)![1]!.trim().split(/\s+/);
}

describe('the boot shell of the single page', () => {
  let app: FastifyInstance;
  let close: () => Promise<void>;
  beforeAll(async () => {
    const distDir = builtPage(INDEX_HTML);
    let db;
    ({ app, db, close } = await openTestApp({ distDir }));
    await insertChannels(db, [{ id: 1, name: 'Alpha <Recaps>', language: 'en' }, { id: 2, name: 'Beta Recaps', language: 'ko' }]);
    await insertRecaps(db, [
      { video_id: 'aaaaaaaaaaa', channel_id: 1, title: 'Older English recap', language: 'en', thumbnail_url: '/media/thumbnails/aaaaaaaaaaa.jpg', published_at: '2024-01-01', views: 16_300, duration: 7642 },
      { video_id: 'bbbbbbbbbbb', channel_id: 1, title: 'Newest & "best" recap', series_name: 'The Tower', language: 'en', thumbnail_url: null, published_at: '2024-02-01' },
      { video_id: 'ccccccccccc', channel_id: 2, title: 'Korean recap', language: 'ko', published_at: '2024-03-01' },
      { video_id: 'ddddddddddd', channel_id: 1, title: 'Recap in error', status: 'error', language: 'en', published_at: '2023-12-01' },
    ]);
  });
  afterAll(() => close());

  it('allows the page\'s own inline theme script by its hash, and no other inline script', async () => {
    const response = await app.inject({ url: '/' });
    const hash = createHash('sha256').update(THEME_SCRIPT).digest('base64');
    expect(scriptSources(String(response.headers['content-security-policy']))).toEqual(["'self'", `'sha256-${hash}'`]);
  });

  it('writes the home page\'s first recaps into the page as cards, in the list\'s order and escaped', async () => {
    const home = (await app.inject({ url: '/' })).body;
    const cards = [...home.matchAll(/<li class="boot-card boot-recap[^"]*">[\s\S]*?<\/li>/g)].map(([card]) => card);
    expect(cards).toHaveLength(3);
    expect(cards[0]).toContain('<h3 class="boot-card-title">Newest &amp; &quot;best&quot; recap</h3>');
    expect(cards[0]).toContain('<p class="boot-series">The Tower</p>');
    expect(cards[0]).toContain('src="https://i.ytimg.com/vi/bbbbbbbbbbb/hqdefault.jpg"');
    expect(cards[0]).toContain('fetchpriority="high"');
    expect(cards[0]).toContain('<p class="boot-channel">Alpha &lt;Recaps&gt;</p>');
    expect(cards[1]).toContain('<span>16.3K views</span>');
    expect(cards[1]).toContain('<span class="boot-duration">2:07:22</span>');
    // A recap that cannot be opened is dimmed, as the app's card is.
    expect(cards[2]).toMatch(/^<li class="boot-card boot-recap boot-unavailable">/);
    expect(cards[2]).toContain('<span class="boot-status">error</span>');
    expect(cards[0]).not.toContain('boot-unavailable');
    // The placeholders make way for them.
    expect(home).not.toContain('<li class="boot-card"></li>');
  });

  it('sends the page compressed to a browser that accepts it', async () => {
    const response = await app.inject({ url: '/', headers: { 'accept-encoding': 'gzip' } });
    expect(response.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(response.rawPayload).toString('utf8')).toContain('boot-recap');
  });

  it('writes the first cards of the search the address holds, and the search in the box, as the app will show them', async () => {
    const searched = (await app.inject({ url: '/?search=korean&language=ko' })).body;
    const cards = [...searched.matchAll(/<h3 class="boot-card-title">([^<]*)<\/h3>/g)].map(([, title]) => title);
    expect(cards).toEqual(['Korean recap']);
    expect(searched).toContain('<input class="boot-search" value="korean" type="search" name="search"');
    // The app's first call for it is named, so it is on its way with the page.
    expect(searched).toContain('<link rel="preload" as="fetch" crossorigin="use-credentials" href="/api/recaps?page=1&amp;sortBy=published_at&amp;sortOrder=desc&amp;search=korean&amp;language=ko">');
  });

  it('writes the first cards in the order the address\'s sort asks for', async () => {
    const sorted = (await app.inject({ url: '/?sortBy=views' })).body;
    const cards = [...sorted.matchAll(/<h3 class="boot-card-title">([^<]*)<\/h3>/g)].map(([, title]) => title);
    // The most viewed first; by date it is the second of the three.
    expect(cards).toHaveLength(3);
    expect(cards[0]).toBe('Older English recap');
  });

  it('keeps the placeholder cards when the search finds nothing, and writes the text into the box escaped', async () => {
    const searched = (await app.inject({ url: `/?search=${encodeURIComponent('"><b>nothing')}` })).body;
    expect(searched).toContain('<li class="boot-card"></li>');
    expect(searched).not.toContain('boot-recap');
    expect(searched).toContain('value="&quot;&gt;&lt;b&gt;nothing"');
  });

  it('writes a search holding replacement patterns ($&, $\') into the box as typed, not the page around it', async () => {
    const searched = (await app.inject({ url: `/?search=${encodeURIComponent("$' $& $`")}` })).body;
    expect(searched).toContain('value="$\' $&amp; $`"');
    expect(searched.match(/<html/g)).toHaveLength(1);
  });

  it('paints the home page\'s search box and cards to come on the home page only', async () => {
    const home = await app.inject({ url: '/' });
    const searched = await app.inject({ url: '/?search=tower' });
    const login = await app.inject({ url: '/login' });
    expect(home.body).toContain('<input class="boot-search" type="search"');
    expect(searched.body).toContain('<input class="boot-search" value="tower" type="search"');
    expect(login.body).not.toContain('type="search"');
    expect(login.body).not.toContain('boot-home');
    expect(login.body).toContain('<header>RecapShelf</header>');
    // A recap's own address (a feed entry's link) is the page too, which hands over to the home list's dialog.
    const recap = await app.inject({ url: '/recaps/1' });
    expect(recap.statusCode).toBe(200);
    expect(recap.body).not.toContain('boot-home');
    expect(recap.body).toContain('<header>RecapShelf</header>');
  });
});
