import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import { startInterfaceLanguage } from '../../../src/machines/shared/catalogues';
import { INTERFACE_MESSAGES_ELEMENT_ID } from '../../../src/domain/interfaceLanguages';
import { inReaderLanguage } from '../../../server/pageLanguage';
import { API, renderRoute } from '../support/renderRoute';
import { channelsServer } from '../channels/fixtures';
import { recapsHandler } from './fixtures';

/*
 * A list that failed to load, as a Spanish reader gets it: the heading, what went wrong and Try Again are all in
 * Spanish, whether no answer came back or the server refused with a code (its body in English); a bare status is
 * said by the spec's status line. So is a series page's or a channel header's own failure.
 */

const slow = { timeout: 10000 };

beforeEach(async () => {
  const served = new DOMParser().parseFromString(inReaderLanguage('<html lang="en"><head></head><body></body></html>', 'es'), 'text/html');
  document.documentElement.lang = served.documentElement.lang;
  document.head.append(served.getElementById(INTERFACE_MESSAGES_ELEMENT_ID)!);
  await startInterfaceLanguage(document);
});

/** What the English interface (or the server's English body) would have said: none of it is left in the alert. */
const ENGLISH = [
  'Error loading', 'Failed to fetch', 'Could not reach the server', 'Please check your connection', 'Please try again',
  'Internal server error', 'HTTP error', 'status:', 'Try Again',
];

async function failureShown(heading: string): Promise<HTMLElement> {
  const alert = await within(screen.getByRole('main')).findByRole('alert', {}, slow);
  expect(await within(alert).findByText(heading, {}, slow)).toBeInTheDocument();
  return alert;
}

function expectSpanish(alert: HTMLElement, detail: string) {
  expect(within(alert).getByText(detail)).toBeInTheDocument();
  expect(within(alert).getByRole('button', { name: 'Reintentar' })).toBeInTheDocument();
  const text = alert.textContent ?? '';
  for (const english of ENGLISH) expect(text).not.toContain(english);
}

describe('the home list failing, in Spanish', () => {
  it('says that the server could not be reached when no answer comes back', async () => {
    const { handler } = recapsHandler(() => HttpResponse.error());
    renderRoute('/', { handlers: [handler] });
    const alert = await failureShown('Error al cargar los resúmenes');
    expectSpanish(alert, 'No se pudo conectar con el servidor. Comprueba tu conexión e inténtalo de nuevo.');
  });

  it('says a refusal by its code, not by the body\'s English text', async () => {
    const { handler } = recapsHandler(() => HttpResponse.json({ error: 'Internal server error', code: 'server.internal' }, { status: 500 }));
    renderRoute('/', { handlers: [handler] });
    const alert = await failureShown('Error al cargar los resúmenes');
    expectSpanish(alert, 'Error interno del servidor');
  });

  it('says a bare status (a proxy\'s page, nothing of ours to read) by the spec\'s status line, under the Spanish heading', async () => {
    const { handler } = recapsHandler(() => new HttpResponse('<html>Bad gateway</html>', { status: 502, headers: { 'Content-Type': 'text/html' } }));
    renderRoute('/', { handlers: [handler] });
    const alert = await failureShown('Error al cargar los resúmenes');
    expect(within(alert).getByText('HTTP error! status: 502')).toBeInTheDocument();
    expect(within(alert).getByRole('button', { name: 'Reintentar' })).toBeInTheDocument();
  });
});

describe('the channel list failing, in Spanish', () => {
  it('says its own sentence under the heading, with Try Again', async () => {
    const { handlers } = channelsServer([]);
    renderRoute('/channels', { handlers: [http.get(`${API}/channels`, () => HttpResponse.error()), ...handlers] });
    const alert = await failureShown('Error al cargar los canales');
    expectSpanish(alert, 'No se pudieron obtener los canales. Inténtalo de nuevo.');
  });
});

describe('a page\'s own subject failing, in Spanish', () => {
  const noRecaps = recapsHandler(() => ({ data: [], total: 0, hasMore: false })).handler;

  it('a series says its own sentence under the heading when the answer has nothing to read, with Try Again', async () => {
    const badGateway = http.get(`${API}/series/tower`, () => new HttpResponse('<html>Bad gateway</html>', { status: 502, headers: { 'Content-Type': 'text/html' } }));
    renderRoute('/series/tower', { handlers: [badGateway, noRecaps] });
    const alert = await failureShown('Error al cargar la serie');
    expectSpanish(alert, 'No se pudo cargar esta serie. Inténtalo de nuevo.');
  });

  it('a channel\'s header says that the server could not be reached, above its list', async () => {
    renderRoute('/recaps/channel/7', { handlers: [http.get(`${API}/channels/:id`, () => HttpResponse.error()), noRecaps] });
    const alert = await within(screen.getByRole('main')).findByRole('alert', {}, slow);
    expect(alert).toHaveTextContent('No se pudo conectar con el servidor. Comprueba tu conexión e inténtalo de nuevo.');
    const header = alert.closest('section')!;
    for (const english of ENGLISH) expect(header.textContent).not.toContain(english);
    expect(within(header).getByRole('button', { name: 'Reintentar' })).toBeInTheDocument();
  });
});
