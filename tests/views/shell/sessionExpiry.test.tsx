import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { SESSION_EXPIRED_TEXT } from '../../../src/machines/shared/sessionReadings';
import { API, demoUser, renderRoute } from '../support/renderRoute';
import { pageOf, recap } from '../recaps/fixtures';

describe('an expired session', () => {
  it('a 401 on any call signs the member out in the header, says why, and signing in again returns to the same page', async () => {
    const user = userEvent.setup();
    let signedIn = true;
    const view = renderRoute('/favourites', {
      user: demoUser,
      handlers: [
        http.get(`${API}/channels/favourites`, () =>
          signedIn
            ? HttpResponse.json({ message: 'Please log in to view favourites.', error: 'Please log in to view favourites.' }, { status: 401 })
            : HttpResponse.json({ data: [], total: 0, hasMore: false }),
        ),
        http.post(`${API}/auth/login`, () => {
          signedIn = false;
          return HttpResponse.json({ user: demoUser, message: 'Login successful' });
        }),
      ],
    });
    expect(await screen.findByText(SESSION_EXPIRED_TEXT, {}, { timeout: 8000 })).toBeInTheDocument();
    const header = screen.getByRole('banner');
    expect(within(header).queryByText(/Welcome, demo/)).not.toBeInTheDocument();
    expect(within(header).getByRole('link', { name: 'Login' })).toHaveAttribute('href', '/login?next=%2Ffavourites');
    await user.click(screen.getByRole('link', { name: 'Log in again' }));
    expect(view.location()).toBe('/login?next=%2Ffavourites');
    await user.type(await screen.findByLabelText('Username or Email', {}, { timeout: 8000 }), 'demo');
    await user.type(screen.getByLabelText('Password'), 'demo-password');
    await user.click(screen.getByRole('button', { name: 'Login' }));
    await waitFor(() => expect(view.location()).toBe('/favourites'));
    expect(within(header).getByText(/Welcome, demo/)).toBeInTheDocument();
    expect(screen.queryByText(SESSION_EXPIRED_TEXT)).not.toBeInTheDocument();
  });

  it('an action refused because the session expired is named, on the page and the login page, and again once the member is back', async () => {
    const user = userEvent.setup();
    let expired = true;
    const view = renderRoute('/', {
      user: demoUser,
      handlers: [
        http.get(`${API}/recaps`, () => HttpResponse.json(pageOf([recap(1)]))),
        http.post(`${API}/watchlist`, () =>
          expired ? HttpResponse.json({ error: 'Not authenticated', message: 'Not authenticated' }, { status: 401 }) : HttpResponse.json({ ok: true }),
        ),
        http.post(`${API}/auth/login`, () => {
          expired = false;
          return HttpResponse.json({ user: demoUser, message: 'Login successful' });
        }),
      ],
    });
    await user.click(await screen.findByRole('button', { name: 'Add to Watchlist' }, { timeout: 8000 }));
    const refused = `${SESSION_EXPIRED_TEXT} "Add to Watchlist" was not done.`;
    expect(await screen.findByText(refused)).toBeInTheDocument();

    await user.click(screen.getByRole('link', { name: 'Log in again' }));
    expect(view.location()).toBe('/login');
    expect(screen.getByText(refused)).toBeInTheDocument();
    await user.type(await screen.findByLabelText('Username or Email', {}, { timeout: 8000 }), 'demo');
    await user.type(screen.getByLabelText('Password'), 'demo-password');
    await user.click(screen.getByRole('button', { name: 'Login' }));
    await waitFor(() => expect(view.location()).toBe('/'));

    const after = await screen.findByRole('alert');
    expect(after).toHaveTextContent('Your session had expired, so "Add to Watchlist" was not done. Please try it again.');
    expect(screen.queryByText(refused)).toBeNull();
    await user.click(within(after).getByRole('button', { name: 'Close' }));
    expect(screen.queryByText(/was not done/)).toBeNull();
  });

  it('a visitor is answered 200 with no user and sees no notice', async () => {
    renderRoute('/', {
      handlers: [
        http.get(`${API}/auth/me`, () => HttpResponse.json({ user: null })),
        http.get(`${API}/recaps`, () => HttpResponse.json({ data: [], total: 0, hasMore: false })),
      ],
    });
    await waitFor(() => expect(within(screen.getByRole('banner')).getByRole('link', { name: 'Login' })).toBeInTheDocument());
    expect(screen.queryByText(SESSION_EXPIRED_TEXT)).not.toBeInTheDocument();
  });
});
