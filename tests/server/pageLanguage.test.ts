import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { setupI18n, type Messages } from '@lingui/core';
import { builtPage, openTestApp } from './support/testApp.ts';

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
