import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import type { SeriesSummary, ShelfSeries } from '../../../src/api/types';
import { API, demoAdmin, demoUser, renderRoute } from '../support/renderRoute';
import { servedIn } from '../support/servedIn';
import { buildPage } from '../../support/factories';
import { channel, channelsServer } from '../channels/fixtures';
import { seriesDetail } from '../series/fixtures';
import { channel as recapsChannel, pageOf, recap, recapsHandler } from '../recaps/fixtures';

/*
 * The list pages as a Spanish reader gets them: the page is served in Spanish (server/pageLanguage.ts) and every
 * text the page writes is in it, counts in its plural forms and numbers in its form. Names (series, channels,
 * recaps) are data and stay as they are.
 */

const slow = { timeout: 10000 };
const page = () => within(screen.getByRole('main'));

beforeEach(() => servedIn('es'));

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

describe('the channel pages in Spanish', () => {
  it('Browse Channels writes its title, filters, count and cards in Spanish, and an admin\'s Deactivate asks in Spanish', async () => {
    const user = userEvent.setup();
    const { handlers } = channelsServer([channel(1, { language: 'ko' }), channel(2)]);
    renderRoute('/channels', { user: demoAdmin, handlers });
    // The page while the session loads has the same heading; the list's own replaces it, so the cards come first.
    const card = await page().findByRole('article', { name: 'Channel 1' }, slow);
    expect(page().getByRole('heading', { level: 1, name: 'Explorar canales' })).toBeInTheDocument();
    expect(page().getByText('2 canales')).toBeInTheDocument();
    expect(page().getByRole('combobox', { name: 'Ordenar por' })).toHaveDisplayValue('Nombre');
    expect(page().getByRole('combobox', { name: 'Idioma' })).toHaveDisplayValue('Todos los idiomas');
    expect(page().getByRole('checkbox', { name: 'Mostrar canales desactivados' })).toBeInTheDocument();
    expect(within(card).getByText('Suscriptores')).toBeInTheDocument();
    // 1,250,000 subscribers in Spanish's compact form, and the last post three days ago in Spanish words.
    expect(within(card).getByText('1,2 M')).toBeInTheDocument();
    expect(within(card).getByText('Última publicación: hace 3 días')).toBeInTheDocument();
    expect(within(card).getByRole('button', { name: 'Favorito Channel 1' })).toBeInTheDocument();

    await user.click(within(card).getByRole('button', { name: 'Desactivar Channel 1' }));
    const dialog = await screen.findByRole('dialog', { name: 'Desactivar canal' });
    expect(within(dialog).getByText('¿Desactivar «Channel 1»? Se ocultarán todos los resúmenes de este canal.')).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Cancelar' })).toBeInTheDocument();
    expectNoEnglish(['Browse Channels', 'Back to recaps', 'channels', 'Subscribers', 'Views', 'Last posted', 'ago', 'Favourite', 'Deactivate']);
  });

  it('My Favourites writes its title, link and empty list in Spanish, and asks a visitor to log in in Spanish', async () => {
    renderRoute('/favourites', { user: demoUser, handlers: [http.get(`${API}/channels/favourites`, () => HttpResponse.json(buildPage([])))] });
    expect(await page().findByText('Todavía no tienes canales favoritos.', {}, slow)).toBeInTheDocument();
    expect(page().getByRole('heading', { level: 1, name: 'Mis favoritos' })).toBeInTheDocument();
    expect(page().getByRole('link', { name: 'Explorar todos los canales' })).toBeInTheDocument();
    expectNoEnglish(['My Favourites', 'Browse All Channels', 'You have no favourite channels yet.']);
  });

  it('My Favourites asks a visitor to log in in Spanish', async () => {
    renderRoute('/favourites');
    expect(await page().findByRole('heading', { level: 2, name: 'Inicio de sesión necesario' }, slow)).toBeInTheDocument();
    expect(page().getByText('Inicia sesión para ver tus favoritos.')).toBeInTheDocument();
    expect(page().getByRole('link', { name: 'Ir a iniciar sesión' })).toBeInTheDocument();
    await waitFor(() => expectNoEnglish(['Login Required', 'Please log in', 'Go to Login', 'My Favourites']));
  });
});

describe('a channel\'s recaps and the watchlist in Spanish', () => {
  it('a channel\'s header writes its counts, dates, favourite button and feed in Spanish', async () => {
    const { handler } = recapsHandler(() => pageOf([recap(1), recap(2)]));
    renderRoute('/recaps/channel/7', { handlers: [handler, http.get(`${API}/channels/:id`, () => HttpResponse.json(recapsChannel))] });
    expect(await screen.findByRole('heading', { name: 'Recap Tower' }, slow)).toBeInTheDocument();
    const header = screen.getByRole('region', { name: 'Canal' });
    const stat = (name: string) => within(header).getByText(name).nextElementSibling?.textContent;
    expect(stat('Suscriptores')).toBe('125,4\u00a0mil');
    expect(stat('Última publicación')).toBe('5 mar 2024');
    expect(within(header).getByRole('button', { name: '☆ Añadir a favoritos' })).toBeInTheDocument();
    expect(within(header).getByRole('link', { name: 'Ver en YouTube' })).toBeInTheDocument();
    expect(await screen.findByText('2 resúmenes encontrados', {}, slow)).toBeInTheDocument();
    expect(screen.getByLabelText('Dirección del feed de Resúmenes de Recap Tower')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'abre el feed' })).toBeInTheDocument();
    expectNoEnglish(['Subscribers', 'Last posted', 'Add to Favourites', 'View on YouTube', 'Feed address', 'Copy this address', 'open the feed']);
  });

  it('the watchlist writes its title and empty state in Spanish', async () => {
    renderRoute('/watchlist', { user: demoUser, watchlist: [] });
    expect(await screen.findByRole('heading', { name: 'Tu lista para ver está vacía' }, slow)).toBeInTheDocument();
    expect(page().getByRole('heading', { level: 1, name: 'Mi lista para ver' })).toBeInTheDocument();
    expect(page().getByText('Guarda resúmenes para verlos más tarde.')).toBeInTheDocument();
    expect(page().getByRole('link', { name: 'Buscar resúmenes' })).toBeInTheDocument();
    for (const english of ['My Watchlist', 'Your saved recaps', 'Your Watchlist is Empty', 'Save recaps to watch them later.', 'Find Recaps']) {
      expect(page().queryByText(english)).toBeNull();
    }
  });
});

describe('the shelf in Spanish', () => {
  const tower: ShelfSeries = {
    slug: 'tower-of-god', name: 'Tower of God', cover_url: null, status: 'watching', progress: 120, max_chapter: 180,
    latest_published_at: '2026-11-27T10:00:00.000Z', new_count: 2,
    continue_with: { id: 7, title: 'Tower of God 121-140', language: null, chapters_covered: '121-140', chapter_start: 121, chapter_end: 140 },
  };

  it('writes its sections, counts, a series\' reading place and its list status in Spanish', async () => {
    renderRoute('/shelf', {
      user: demoUser,
      handlers: [http.get(`${API}/shelf`, () => HttpResponse.json({ last_visit_at: null, new: buildPage([], 0, false), series: [tower] }))],
    });
    const row = await page().findByRole('listitem', { name: 'Tower of God' }, slow);
    expect(page().getByRole('heading', { level: 1, name: 'Mi estante' })).toBeInTheDocument();
    expect(page().getByRole('heading', { level: 2, name: 'Novedades desde tu última visita' })).toBeInTheDocument();
    expect(page().getByText('Desde que te uniste')).toBeInTheDocument();
    expect(page().getByRole('link', { name: 'Sigue más series' })).toHaveAttribute('href', '/series');
    expect(page().getByRole('heading', { level: 2, name: 'Siguiendo' })).toBeInTheDocument();
    expect(page().getByRole('combobox', { name: 'Mostrar' })).toHaveDisplayValue('Todos los estados');
    expect(within(row).getByText(/Leída hasta el capítulo 120 · los resúmenes llegan al capítulo 180/)).toBeInTheDocument();
    expect(within(row).getByText('· 2 nuevos')).toBeInTheDocument();
    expect(within(row).getByRole('combobox', { name: 'Estado' })).toHaveDisplayValue('Viendo');
    expect(within(row).getByRole('button', { name: 'Continuar con 121-140' })).toBeInTheDocument();
    expectNoEnglish(['My Shelf', 'New since', 'Since you joined', 'Nothing new', 'Following', 'Read to chapter', 'recaps reach', 'Watching', 'Continue with']);
  });
});

describe('a series page in Spanish', () => {
  it('writes its facts, Follow button, links and sections in Spanish; the series\' name stays', async () => {
    renderRoute('/series/tower', {
      handlers: [
        http.get(`${API}/series/tower`, () => HttpResponse.json(seriesDetail({ status: 'ongoing' }))),
        http.get(`${API}/recaps`, () => HttpResponse.json({ data: [], total: 0, hasMore: false })),
      ],
    });
    expect(await page().findByRole('heading', { level: 1, name: 'Tower' }, slow)).toBeInTheDocument();
    expect(page().getByText(/^3 resúmenes en 2 canales en /)).toBeInTheDocument();
    expect(page().getByRole('button', { name: 'Seguir' })).toBeInTheDocument();
    expect(page().getByRole('link', { name: 'Todas las series' })).toHaveAttribute('href', '/series');
    expect(page().getByRole('link', { name: 'Inicia sesión' })).toBeInTheDocument();
    expect(page().getByRole('heading', { level: 2, name: 'Resúmenes de Tower' })).toBeInTheDocument();
    expect(page().getByText('En publicación')).toBeInTheDocument();
    expect(page().getByRole('heading', { level: 2, name: 'Capítulos cubiertos' })).toBeInTheDocument();
    expect(page().getByRole('radio', { name: 'Por canal' })).toBeInTheDocument();
    expect(page().getByRole('list', { name: 'Capítulos 1 a 60' })).toBeInTheDocument();
    expect(page().getByText(/^Aún sin resumir:/)).toBeInTheDocument();
    expectNoEnglish(['recaps on', 'channels in', 'All series', 'Log in', 'to follow this series', 'Recaps of', 'Ongoing', 'Chapter coverage', 'By channel', 'By language', 'Ch. ', 'Not recapped yet']);
  });
});
