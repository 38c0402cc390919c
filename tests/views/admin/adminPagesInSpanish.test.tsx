import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import type { Recap } from '../../../src/api/types';
import { buildPendingChannel } from '../../support/factories';
import { API, demoAdmin, pendingSuggestion, renderRoute } from '../support/renderRoute';
import { servedIn } from '../support/servedIn';

const slow = { timeout: 8000 };
const main = () => within(screen.getByRole('main'));

/** Each English text is gone from `element`. */
function expectNoEnglish(element: HTMLElement, english: string[]): void {
  const shown = element.textContent ?? '';
  for (const text of english) expect(shown).not.toContain(text);
}

const recap = {
  id: 12,
  video_id: 'abcdefghijk',
  title: 'Solo Leveling recap part 1',
  series_name: 'Solo Leveling',
  status: 'Ongoing',
  thumbnail_url: 'https://img.example/12.jpg',
} as Recap;

describe('the admin pages in Spanish', () => {
  it("names the header's admin links in Spanish, with the count of waiting suggestions", async () => {
    await servedIn('es');
    renderRoute('/admin/add-channel', { user: demoAdmin, pendingSuggestions: [pendingSuggestion(1), pendingSuggestion(2), pendingSuggestion(3)] });
    expect(await screen.findByRole('link', { name: 'Administración (3)' }, slow)).toHaveAttribute('href', '/admin/suggestions');
    const adminRow = within(screen.getByRole('navigation', { name: 'Principal' })).getByRole('list', { name: 'Administración' });
    expect(within(adminRow).getAllByRole('link').map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Administración (3)', '/admin/suggestions'],
      ['Añadir canal', '/admin/add-channel'],
      ['Coincidencias de miniaturas', '/admin/thumbnail-matches'],
      ['Canales pendientes', '/admin/pending-channels'],
    ]);
    expect(screen.queryByRole('list', { name: 'Admin' })).toBeNull();
    expectNoEnglish(adminRow, ['Admin (3)', 'Add Channel', 'Thumbnail Matches', 'Pending Channels']);
  });

  it('shows the Add Channel form in Spanish and says what a bad submission lacks in Spanish', async () => {
    await servedIn('es');
    const user = userEvent.setup({ delay: null });
    renderRoute('/admin/add-channel', { user: demoAdmin });
    expect(await main().findByRole('heading', { level: 1, name: 'Añadir un canal nuevo' }, slow)).toBeInTheDocument();
    expect(main().getByText('Añade un canal de YouTube al catálogo. La dirección se comprueba mientras escribes.')).toBeInTheDocument();
    for (const name of ['Nombre', 'URL', 'Idioma', 'Descripción', 'ID del canal de YouTube', 'Número de suscriptores']) expect(main().getByLabelText(name)).toBeInTheDocument();
    for (const name of ['Activo', 'Análisis completo', 'Verificado']) expect(main().getByRole('checkbox', { name })).toBeInTheDocument();
    expect(main().getByRole('group', { name: 'Opciones' })).toBeInTheDocument();
    expect(document.getElementById('channel-url-status')).toHaveTextContent('Una dirección youtube.com/@identificador, /channel/, /c/ o /user/.');

    await user.click(main().getByRole('button', { name: 'Añadir canal' }));
    expect(main().getByRole('alert')).toHaveTextContent('El nombre y la URL son obligatorios');

    // An address that is no channel's: the field says why, as the server's refusal of it would.
    await user.type(main().getByLabelText('URL'), 'https://example.com/@RecapHub');
    expect(await main().findByText('URL de canal de YouTube no válida. Usa una dirección youtube.com/@identificador, /channel/, /c/ o /user/.', {}, slow)).toBeInTheDocument();

    expectNoEnglish(screen.getByRole('main'), [
      'Add New Channel',
      'Add a YouTube channel',
      'Name and URL are required',
      'Invalid YouTube channel URL',
      'Options',
      'Full scan',
      'Verified',
      'Description',
      'YouTube channel ID',
      'Subscriber count',
      'Add Channel',
    ]);
  });

  it('shows the Edit Recap form in Spanish and refuses a bad thumbnail URL in Spanish', async () => {
    await servedIn('es');
    const user = userEvent.setup({ delay: null });
    let saved = false;
    renderRoute('/recaps/12/edit', {
      user: demoAdmin,
      handlers: [
        http.get(`${API}/recaps/12`, () => HttpResponse.json(recap)),
        http.put(`${API}/recaps/12`, () => ((saved = true), HttpResponse.json(recap))),
      ],
    });
    expect(await main().findByLabelText('Nombre de la serie', {}, slow)).toHaveValue('Solo Leveling');
    expect(main().getByRole('heading', { level: 1, name: 'Editar resumen' })).toBeInTheDocument();
    expect(main().getByLabelText('Estado')).toHaveValue('Ongoing');
    expect(main().getByText('Una dirección http:// o https://, una ruta de este sitio como /media/thumbnails/x.jpg, o vacío para ninguna.')).toBeInTheDocument();
    expect(main().getByRole('button', { name: 'Cancelar' })).toBeEnabled();

    const thumbnail = main().getByLabelText('URL de la miniatura');
    await user.clear(thumbnail);
    await user.type(thumbnail, 'ftp://img.example/x.jpg');
    await user.click(main().getByRole('button', { name: 'Guardar cambios' }));
    expect(main().getByRole('alert')).toHaveTextContent('La URL de la miniatura debe ser una dirección http:// o https://, o una ruta de este sitio que empiece por /');
    expect(saved).toBe(false);

    expectNoEnglish(screen.getByRole('main'), [
      'Edit Recap',
      'Series Name',
      'Status',
      'Thumbnail URL',
      'An http:// or https:// address',
      'Save Changes',
    ]);
    // "Cancelar" holds the English word: the button's whole name is read instead.
    expect(main().queryByRole('button', { name: 'Cancel' })).toBeNull();
  });

  it("says the pending channels queue's subtitle, labels and buttons in Spanish", async () => {
    await servedIn('es');
    renderRoute('/admin/pending-channels', {
      user: demoAdmin,
      handlers: [http.get(`${API}/admin/pending-channels`, () => HttpResponse.json([buildPendingChannel(1, { channel_name: 'Manhwa Recaps ES', language: 'es' })]))],
    });
    const card = within(await main().findByRole('listitem', {}, slow));
    expect(main().getByText('Canales que encontró el escáner. Corrige el nombre y el idioma y luego apruébalos o recházalos.')).toBeInTheDocument();
    expect(card.getByLabelText('Nombre del canal')).toHaveValue('Manhwa Recaps ES');
    expect(card.getByLabelText('Idioma')).toHaveValue('es');
    expect(card.getByRole('button', { name: 'Aprobar' })).toBeEnabled();
    expect(card.getByRole('button', { name: 'Rechazar' })).toBeEnabled();
    expect(main().getByRole('list', { name: 'Canales pendientes' })).toBeInTheDocument();
    expectNoEnglish(screen.getByRole('main'), ['Channels the scanner found', 'Channel name', 'Approve', 'Reject']);
  });

  it('says a thumbnail matches list that failed to load, and Try Again, in Spanish', async () => {
    await servedIn('es');
    renderRoute('/admin/thumbnail-matches', { user: demoAdmin, handlers: [http.get(`${API}/admin/thumbnail-matches`, () => HttpResponse.json({}, { status: 500 }))] });
    expect(await main().findByRole('alert', {}, slow)).toHaveTextContent('No se pudieron obtener las coincidencias de miniaturas');
    expect(main().getByRole('button', { name: 'Reintentar' })).toBeEnabled();
    expect(main().getByText('Vídeos cuyas miniaturas se parecen, uno al lado del otro.')).toBeInTheDocument();
    expectNoEnglish(screen.getByRole('main'), ['Failed to fetch thumbnail matches', 'Try Again', 'Videos whose thumbnails look alike']);
  });
});
