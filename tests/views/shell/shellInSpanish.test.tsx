import { act, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SLOW_ANSWER_MS, SLOW_ANSWER_TEXT } from '../../../src/machines/shared/slowAnswer';
import { API, demoAdmin, demoUser, renderRoute } from '../support/renderRoute';
import { pageOf, recap } from '../recaps/fixtures';
import { answerMatches, matchesResponse } from '../../support/thumbnailMatchServer';
import { servedIn } from '../support/servedIn';

const slow = { timeout: 10000 };
const main = () => within(screen.getByRole('main'));
/** What the pages ask for, answered empty: these tests read their titles. */
const emptyLists = [
  http.get(`${API}/recaps/languages`, () => HttpResponse.json([])),
  ...['recaps', 'channels', 'channels/favourites', 'series'].map((list) => http.get(`${API}/${list}`, () => HttpResponse.json(pageOf([], 0, false)))),
  http.get(`${API}/shelf`, () => HttpResponse.json({ last_visit_at: null, new: pageOf([], 0, false), series: [] })),
];
/** The admin queues, answered empty. */
const emptyQueues = [
  http.get(`${API}/admin/thumbnail-matches`, () => HttpResponse.json(matchesResponse(answerMatches({ type: null, sort: 'similarity', page: 1 }, 10, [])))),
  http.get(`${API}/admin/pending-channels`, () => HttpResponse.json([])),
];

afterEach(() => {
  vi.useRealTimers();
});

describe('the app shell in Spanish', () => {
  it('says Not Found in Spanish, in the page and its title', async () => {
    await servedIn('es');
    renderRoute('/no-such-page');
    expect(await main().findByRole('heading', { level: 1, name: 'Página no encontrada' }, slow)).toBeInTheDocument();
    expect(main().getByText('No hay nada en esta dirección.')).toBeInTheDocument();
    expect(main().getByRole('link', { name: 'Volver a todos los resúmenes' })).toHaveAttribute('href', '/');
    await waitFor(() => expect(document.title).toBe('Página no encontrada · RecapShelf'));
    const shown = screen.getByRole('main').textContent ?? '';
    for (const english of ['Page not found', 'There is nothing at this address.', 'Back to all recaps']) expect(shown).not.toContain(english);
  });

  it.each([
    ['/', 'Resúmenes'],
    ['/channels', 'Explorar canales'],
    ['/series', 'Explorar series'],
    ['/favourites', 'Mis favoritos'],
    ['/watchlist', 'Mi lista para ver'],
    ['/shelf', 'Mi estante'],
    ['/account', 'Mi cuenta'],
    ['/account/import', 'Importar tu lista'],
  ])('names %s in Spanish in the document title', async (path, name) => {
    await servedIn('es');
    renderRoute(path, { user: demoUser, handlers: emptyLists });
    await waitFor(() => expect(document.title).toBe(`${name} · RecapShelf`), slow);
  });

  it.each([
    ['/admin/suggestions', 'Sugerencias de nombres de series'],
    ['/admin/add-channel', 'Añadir un canal nuevo'],
    ['/admin/thumbnail-matches', 'Miniaturas duplicadas'],
    ['/admin/pending-channels', 'Revisión de canales pendientes'],
  ])('names the admin page %s in Spanish, in its heading and the document title', async (path, name) => {
    await servedIn('es');
    renderRoute(path, { user: demoAdmin, handlers: emptyQueues });
    expect(await main().findByRole('heading', { level: 1, name }, slow)).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe(`${name} · RecapShelf`), slow);
  });

  it('says a slow answer in Spanish, with Try Again in Spanish', async () => {
    await servedIn('es');
    vi.useFakeTimers({ shouldAdvanceTime: true });
    let release!: () => void;
    const released = new Promise<void>((resolve) => (release = resolve));
    renderRoute('/', {
      handlers: [
        http.get(`${API}/recaps`, async () => {
          await released;
          return HttpResponse.json(pageOf([recap(1)], 1, false));
        }),
      ],
    });
    await act(() => vi.advanceTimersByTimeAsync(SLOW_ANSWER_MS));
    expect(await main().findByText('Esto está tardando más de lo normal.', {}, slow)).toBeInTheDocument();
    expect(main().getByRole('button', { name: 'Reintentar' })).toBeInTheDocument();
    expect(main().queryByText(SLOW_ANSWER_TEXT)).toBeNull();
    release();
    expect(await main().findByText('Recap title 1', {}, slow)).toBeInTheDocument();
  });
});
