import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { setupI18n, type Messages } from '@lingui/core';
import { builtPage, openTestApp } from './support/testApp.ts';
import { insertChannels, insertRecaps } from './support/factories.ts';
import { bootShellTexts } from '../../server/firstScreen.ts';
import { interfaceI18n } from '../../server/pageLanguage.ts';

const INDEX_HTML = `<!doctype html>
<html lang="en">
  <head><script type="module" crossorigin src="/assets/index-abc.js"></script></head>
  <body><div id="root"></div></body>
</html>
`;

/** The page's language and the messages that came with it, read as the app reads them (catalogues.ts). */
function servedLanguage(html: string): { lang: string | undefined; language: string | undefined; messages: Messages } {
  const block = /<script type="application\/json" id="interface-messages" data-language="([^"]+)">([\s\S]*?)<\/script>/.exec(html);
  return { lang: /<html lang="([^"]*)"/.exec(html)?.[1], language: block?.[1], messages: JSON.parse(block?.[2] ?? '{}') as Messages };
}

/** What the app's first render would say the count line is, with the messages the page came with. */
function countLine(html: string, n: number): string {
  const { language, messages } = servedLanguage(html);
  return setupI18n({ locale: language!, messages: { [language!]: messages } })._('recaps.found', { n });
}

// The page is written in the reader's language from its first byte (decision 0126): its <html lang>, and the
// language's messages, so the app's first render is in it without a request of its own.
describe('the language a page is served in', () => {
  let app: FastifyInstance;
  let close: () => Promise<void>;
  beforeAll(async () => {
    ({ app, close } = await openTestApp({ distDir: builtPage(INDEX_HTML) }));
  });
  afterAll(() => close());

  const page = (headers: Record<string, string>, url = '/') => app.inject({ method: 'GET', url, headers: { 'accept-encoding': 'identity', ...headers } });

  it("follows the browser's Accept-Language, to the nearest shipped language", async () => {
    const html = (await page({ 'accept-language': 'es-MX,es;q=0.9,en;q=0.5' })).body;
    expect(servedLanguage(html)).toMatchObject({ lang: 'es', language: 'es' });
    expect(countLine(html, 1)).toBe('1 resumen encontrado');
    expect(countLine(html, 12000)).toBe('12.000 resúmenes encontrados');
  });

  it("follows the reader's choice kept in this browser over what the browser asks for", async () => {
    const html = (await page({ 'accept-language': 'de-DE,de', cookie: 'session=abc; language=pt-BR' }, '/series')).body;
    expect(servedLanguage(html)).toMatchObject({ lang: 'pt-BR', language: 'pt-BR' });
    expect(countLine(html, 2)).toBe('2 resumos encontrados');
  });

  it('is English, in the spec\'s words, for a browser that asks for no shipped language, and for a choice that is not one', async () => {
    for (const headers of [{}, { 'accept-language': 'ko-KR,ko' }, { cookie: 'language=xx' }, { cookie: 'language=<b>', 'accept-language': 'ja' }] as Record<string, string>[]) {
      const html = (await page(headers)).body;
      expect(servedLanguage(html)).toMatchObject({ lang: 'en', language: 'en' });
      expect(countLine(html, 3)).toBe('3 recap(s) found');
    }
  });

  it('says that the page differs by language, so no cache hands one reader\'s page to another', async () => {
    const vary = String((await page({ 'accept-language': 'fr' })).headers.vary);
    expect(vary.split(/,\s*/)).toEqual(expect.arrayContaining(['Accept-Encoding', 'Accept-Language', 'Cookie']));
  });

  it('carries its messages as data no message can end early', async () => {
    const html = (await page({ 'accept-language': 'id' })).body;
    const block = html.slice(html.indexOf('id="interface-messages"'));
    // The one closing tag is the block's own: every `<` in a message is escaped.
    expect(block.slice(0, block.indexOf('</script>'))).not.toContain('<');
    expect(servedLanguage(html).language).toBe('id');
  });
});

const SITE_INDEX_HTML = readFileSync(path.join(import.meta.dirname, '../../index.html'), 'utf8');

/** The boot shell's part of a page: from the header to the app's root, data blocks and hints aside. */
const bootShellOf = (html: string) => html.slice(html.indexOf('<div id="boot"'), html.indexOf('<div id="root">'));
/** The texts of an element's attribute or content, found by a pattern whose one group is the text. */
const found = (html: string, pattern: RegExp) => [...html.matchAll(new RegExp(pattern, 'g'))].map((match) => match[1]);
const DAY = 86_400_000;

// The boot shell (the first paint, from the HTML, before the app's code) is written in the page's language, with the
// same compiled messages the app renders: no English first for a reader of another language.
describe('the boot shell in the page\'s language', () => {
  let app: FastifyInstance;
  let close: () => Promise<void>;
  beforeAll(async () => {
    let db;
    ({ app, db, close } = await openTestApp({ distDir: builtPage(SITE_INDEX_HTML) }));
    await insertChannels(db, [{ id: 1, name: 'Alpha Recaps', language: 'en' }]);
    await insertRecaps(db, [
      { video_id: 'aaaaaaaaaaa', channel_id: 1, title: 'English recap', language: 'en', published_at: new Date(Date.now() - 3 * DAY - 60_000).toISOString(), views: 1_234_567, like_count: 1 },
    ]);
  });
  afterAll(() => close());

  const page = (headers: Record<string, string>, url = '/') => app.inject({ method: 'GET', url, headers: { 'accept-encoding': 'identity', ...headers } });

  it('is Spanish for a reader whose browser asks for Spanish: its title, search box, filters and first card', async () => {
    const html = (await page({ 'accept-language': 'es-ES,es;q=0.9' })).body;
    const shell = bootShellOf(html);
    expect(found(html, /<title>([^<]*)<\/title>/)).toEqual(['RecapShelf — videos de resúmenes de manhwa']);
    expect(found(html, /<meta name="description" content="([^"]*)"/)[0]).toMatch(/^Encuentra resúmenes en video de manhwa/);
    expect(found(shell, /<h1 class="boot-title">([^<]*)</)).toEqual(['Resúmenes de manhwa']);
    expect(found(shell, /<p class="boot-subtitle">([^<]*)</)).toEqual(['Resúmenes extensos de las series que sigues, de todos los canales que seguimos.']);
    expect(found(shell, /<input class="boot-search" [^>]*aria-label="([^"]*)"/)).toEqual(['Buscar resúmenes']);
    expect(found(shell, /<input class="boot-search" [^>]*placeholder="([^"]*)"/)).toEqual(['Busca por serie, título, descripción, canal o etiquetas...']);
    expect(found(shell, /<button hidden tabindex="-1">([^<]*)</)).toEqual(['Buscar']);
    expect(found(shell, /<summary class="boot-button boot-toggle">([^<]*)</)).toEqual(['Filtros']);
    expect(found(shell, /<label for="boot-[a-z]+">([^<]*)</)).toEqual(['Idioma', 'Ordenar por']);
    expect(found(shell, /<option value="(?:all|en|es|ko|und)"[^>]*>([^<]*)</)).toEqual(['Todos los idiomas', 'Inglés', 'Español', 'Coreano', 'Indeterminado']);
    expect(found(shell, /<select id="boot-sort"[^>]*>([\s\S]*?)<\/select>/)[0]!.replace(/<[^>]+>/g, '|')).toBe('|Fecha de publicación||Visualizaciones||Duración||Valoración||Me gusta|');
    expect(found(shell, /name="sortOrder"[^>]*aria-label="([^"]*)">/)).toEqual(['Orden: descendente']);
    expect(shell).toContain('>↓ Descendente</button>');
    expect(found(shell, /name="duration" value="[^"]*" aria-pressed="false">([^<]*)</)).toEqual(['Menos de 1 hora', 'De 1 a 2 horas', 'De 2 a 4 horas', 'Más de 4 horas']);
    expect(shell).toContain('<noscript><button class="boot-button">Aplicar</button></noscript>');
    expect(found(shell, /<ul class="boot-grid" aria-label="([^"]*)"/)).toEqual(['Resúmenes']);
    expect(found(shell, /<p class="boot-meta">([\s\S]*?)<\/p>/)[0]!.replace(/<\/?span>/g, '|')).toBe('|1,2\u00a0M visualizaciones||1 Me gusta||hace 3 días|');
    // No English sentence of the boot shell is left (the recap's own title and channel are the recap's words; the
    // page's comments and script are for its readers of code).
    const markup = shell.replace(/<!--[\s\S]*?-->|<script>[\s\S]*?<\/script>/g, '');
    // What a reader sees or hears: the elements' texts, and the names and hints in their attributes.
    const shown = [...found(markup, />([^<]+)</), ...found(markup, /(?:aria-label|placeholder|alt)="([^"]*)"/)].join('\n');
    for (const english of ['Manhwa Recaps', 'Search recaps', 'Search by series', 'Filters', 'Sort by', 'Published date', 'Under 1 hour', 'Descending', 'All languages', 'views', 'likes', 'ago']) {
      expect(shown).not.toContain(english);
    }
  });

  it('follows the reader\'s kept choice, with the filters of the address, in Brazilian Portuguese', async () => {
    const html = (await page({ cookie: 'language=pt-BR', 'accept-language': 'es' }, '/?language=ko&sortBy=views&sortOrder=asc&duration=1to2h')).body;
    const shell = bootShellOf(html);
    expect(found(shell, /<h1 class="boot-title">([^<]*)</)).toEqual(['Resumos de manhwa']);
    expect(found(shell, /<summary class="boot-button boot-toggle">([^<]*)</)).toEqual(['Filtros (3)']);
    expect(shell).toContain('<option value="ko" selected>Coreano</option>');
    expect(shell).toContain('<option value="views" selected>Visualizações</option>');
    expect(shell).toContain('aria-label="Ordem: crescente">↑ Crescente</button>');
    expect(shell).toContain('aria-pressed="true">De 1 a 2 horas</button>');
  });

  it('is index.html as it is, in English, for an English reader: the English catalogue says what index.html says', async () => {
    expect(bootShellTexts(SITE_INDEX_HTML, interfaceI18n('en'))).toBe(SITE_INDEX_HTML);
    for (const headers of [{}, { 'accept-language': 'en-GB,en' }, { 'accept-language': 'ko' }] as Record<string, string>[]) {
      const html = (await page(headers)).body;
      // The page is the build's, with its hints, its English messages and its first cards in the placeholders' place.
      const cards = /<!--boot-cards-->[\s\S]*?<!--\/boot-cards-->/;
      const asBuilt = html.replace(/\s*<link rel="preload"[^>]*>/g, '').replace(/\s*<script type="application\/json"[^>]*>[^<]*<\/script>/, '');
      expect(asBuilt.replace(cards, '')).toBe(SITE_INDEX_HTML.replace(cards, ''));
      expect(found(bootShellOf(html), /<p class="boot-meta">([\s\S]*?)<\/p>/)[0]!.replace(/<\/?span>/g, '|')).toBe('|1.2M views||1 likes||3 days ago|');
    }
  });
});
