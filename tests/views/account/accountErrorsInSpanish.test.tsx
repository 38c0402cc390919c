import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { API, demoUser, renderRoute } from '../support/renderRoute';
import { servedIn } from '../support/servedIn';

const slow = { timeout: 8000 };
const main = () => within(screen.getByRole('main'));
/** A failure that says nothing (no body): the screen's own words are shown. */
const bareFailure = () => new HttpResponse(null, { status: 500 });

describe("the account page's form errors in Spanish", () => {
  it('says in Spanish that the feed address and the spoiler shield could not be loaded', async () => {
    await servedIn('es');
    renderRoute('/account', {
      user: demoUser,
      handlers: [http.get(`${API}/account/feed-token`, bareFailure), http.get(`${API}/account/spoiler-shield`, bareFailure)],
    });
    const feed = within(await main().findByRole('region', { name: 'Feed privado de las series que sigues' }, slow));
    expect(await feed.findByText('No se pudo cargar tu dirección de feed. Vuelve a intentarlo.', {}, slow)).toBeInTheDocument();
    const shield = within(await main().findByRole('region', { name: 'Escudo antispoilers' }, slow));
    expect(await shield.findByText('No se pudo cargar el ajuste del escudo antispoilers. Vuelve a intentarlo.', {}, slow)).toBeInTheDocument();
    const shown = screen.getByRole('main').textContent ?? '';
    for (const english of ['Failed to load your feed address.', 'Failed to load your spoiler shield setting.', 'Please try again.']) expect(shown).not.toContain(english);
  });

  it('says in Spanish that a feed address could not be made', async () => {
    await servedIn('es');
    const user = userEvent.setup();
    renderRoute('/account', {
      user: demoUser,
      handlers: [
        http.get(`${API}/account/feed-token`, () => HttpResponse.json({ active: false, created_at: null })),
        http.post(`${API}/account/feed-token`, bareFailure),
      ],
    });
    await user.click(await main().findByRole('button', { name: 'Crear una dirección de feed' }, slow));
    expect(await main().findByText('No se pudo crear una dirección de feed. Vuelve a intentarlo.', {}, slow)).toBeInTheDocument();
    expect(screen.getByRole('main').textContent).not.toContain('Failed to create a feed address.');
  });

  it('asks for the password, then says the deletion failed, in Spanish', async () => {
    await servedIn('es');
    const user = userEvent.setup();
    renderRoute('/account', { user: demoUser, handlers: [http.delete(`${API}/account`, bareFailure)] });
    const section = within(await main().findByRole('region', { name: 'Eliminar mi cuenta' }, slow));
    await user.click(section.getByRole('button', { name: 'Eliminar mi cuenta' }));
    const dialog = within(await screen.findByRole('dialog', {}, slow));
    await user.click(dialog.getByRole('button', { name: 'Eliminar mi cuenta' }));
    expect(dialog.getByRole('alert')).toHaveTextContent('Introduce tu contraseña.');
    await user.type(dialog.getByLabelText('Contraseña'), 'secret password');
    await user.click(dialog.getByRole('button', { name: 'Eliminar mi cuenta' }));
    expect(await dialog.findByText('No se pudo eliminar tu cuenta. Vuelve a intentarlo.', {}, slow)).toBeInTheDocument();
    const shown = screen.getByRole('dialog').textContent ?? '';
    for (const english of ['Please enter your password.', 'Failed to delete your account.']) expect(shown).not.toContain(english);
  });
});
