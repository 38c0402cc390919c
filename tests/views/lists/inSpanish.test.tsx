import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import type { SeriesSummary } from '../../../src/api/types';
import { startInterfaceLanguage } from '../../../src/machines/shared/catalogues';
import { INTERFACE_MESSAGES_ELEMENT_ID } from '../../../src/domain/interfaceLanguages';
import { inReaderLanguage } from '../../../server/pageLanguage';
import { API, renderRoute } from '../support/renderRoute';

/*
 * The list pages as a Spanish reader gets them: the page is served in Spanish (server/pageLanguage.ts) and every
 * text the page writes is in it, counts in its plural forms and numbers in its form. Names (series, channels,
 * recaps) are data and stay as they are.
 */

const slow = { timeout: 10000 };
const page = () => within(screen.getByRole('main'));

beforeEach(async () => {
  const served = new DOMParser().parseFromString(inReaderLanguage('<html lang="en"><head></head><body></body></html>', 'es'), 'text/html');
  document.documentElement.lang = served.documentElement.lang;
  document.head.append(served.getElementById(INTERFACE_MESSAGES_ELEMENT_ID)!);
  await startInterfaceLanguage(document);
});

/** No sentence of the page's English is left in the main region. */
function expectNoEnglish(sentences: readonly string[]) {
  const text = screen.getByRole('main').textContent ?? '';
  for (const sentence of sentences) expect(text).not.toContain(sentence);
}

const summary = (slug: string, overrides: Partial<SeriesSummary> = {}): SeriesSummary => ({
  slug, name: slug, recap_count: 1, channel_count: 2, languages: ['ko'], latest_published_at: null, max_chapter: 1200, thumbnail_url: null,
  cover_url: null, status: 'hiatus', genres: [], ...overrides,
});

describe('the series list in Spanish', () => {
  it('writes its title, filters, counts and cards in Spanish', async () => {
    renderRoute('/series', {
      handlers: [
        http.get(`${API}/series`, () => HttpResponse.json({ data: [summary('Tower of God'), summary('Solo Leveling', { recap_count: 1500, channel_count: 1, status: 'completed' })], total: 2, hasMore: true })),
        http.get(`${API}/series/language-counts`, () => HttpResponse.json([{ language: 'ko', series: 1234 }])),
        http.get(`${API}/series/value-counts`, () => HttpResponse.json({ statuses: [{ status: 'hiatus', series: 1 }, { status: 'completed', series: 25000 }], genres: [{ genre: 'Action', series: 2 }] })),
      ],
    });
    expect(await page().findByRole('heading', { level: 1, name: 'Explorar series' }, slow)).toBeInTheDocument();
    expect(await page().findByText('2 series encontradas', {}, slow)).toBeInTheDocument();
    expect(page().getByRole('link', { name: 'Volver a los resúmenes' })).toBeInTheDocument();
    expect(page().getByLabelText('Buscar series')).toHaveAttribute('placeholder', 'Busca series por cualquiera de sus nombres...');
    expect(page().getByRole('combobox', { name: 'Ordenar por' })).toHaveDisplayValue('Más resúmenes');
    const status = await page().findByRole('combobox', { name: 'Estado' }, slow);
    expect(within(status).getByRole('option', { name: 'Todos los estados' })).toBeInTheDocument();
    // Spanish writes thousands with a point (from five digits on).
    expect(within(status).getByRole('option', { name: 'Finalizada (25.000)' })).toBeInTheDocument();
    expect(within(page().getByRole('combobox', { name: 'Género' })).getByRole('option', { name: 'Todos los géneros' })).toBeInTheDocument();
    expect(within(page().getByRole('combobox', { name: 'Idioma' })).getByRole('option', { name: 'Todos los idiomas' })).toBeInTheDocument();

    const tower = page().getByRole('article', { name: 'Tower of God' });
    expect(within(tower).getByText('En pausa')).toBeInTheDocument();
    expect(within(tower).getByText('1 resumen · 2 canales · hasta el capítulo 1200')).toBeInTheDocument();
    expect(within(page().getByRole('article', { name: 'Solo Leveling' })).getByText('1,5 mil resúmenes · 1 canal · hasta el capítulo 1200')).toBeInTheDocument();
    expect(page().getByRole('button', { name: 'Cargar más series' })).toBeInTheDocument();
    expectNoEnglish(['Browse Series', 'Back to recaps', 'series found', 'recap', 'channel', 'up to chapter', 'On hiatus', 'Completed', 'Load More']);
  });
});
