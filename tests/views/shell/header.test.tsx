import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { channelsServer } from '../channels/fixtures';
import { API, demoAdmin, demoUser, pendingSuggestion, renderRoute } from '../support/renderRoute';

/** The page these tests open on answers its own calls: an empty channel list, whether or not it renders in time. */
const channelsPage = () => channelsServer([]).handlers;

/** The favourites page a test opens on, with no favourite channel. */
const favouritesPage = http.get(`${API}/channels/favourites`, () => HttpResponse.json({ data: [], total: 0, hasMore: false }));

function mainNav() {
  return screen.getByRole('navigation', { name: 'Main' });
}

function navLabels() {
  return within(mainNav())
    .getAllByRole('link')
    .map((link) => link.textContent);
}

describe('header', () => {
  it('shows the product name, Channels, Series, and Login and Register links to a visitor', async () => {
    renderRoute('/channels', { handlers: channelsPage() });
    // Signing in brings the visitor back to the page they were on (issue 18, item 6).
    expect(await screen.findByRole('link', { name: 'Login' })).toHaveAttribute('href', '/login?next=%2Fchannels');
    expect(screen.getByRole('link', { name: 'Register' })).toHaveAttribute('href', '/register');
    expect(screen.getByRole('link', { name: 'RecapShelf' })).toHaveAttribute('href', '/');
    expect(navLabels()).toEqual(['Channels', 'Series']);
    expect(screen.queryByRole('button', { name: 'Logout' })).not.toBeInTheDocument();
  });

  it('shows a member their Shelf, Favourites and Watchlist, the welcome text and Logout, and no admin links', async () => {
    renderRoute('/channels', { handlers: channelsPage(), user: demoUser });
    expect(await screen.findByText('Welcome, demo')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Logout' })).toBeInTheDocument();
    expect(navLabels()).toEqual(['Shelf', 'Channels', 'Series', 'Favourites', 'Watchlist']);
    expect(within(mainNav()).queryByRole('list', { name: 'Admin' })).toBeNull();
    expect(screen.queryByRole('link', { name: 'Login' })).not.toBeInTheDocument();
  });

  it('shows an admin every admin link, with the pending suggestion count in brackets', async () => {
    renderRoute('/channels', { handlers: channelsPage(), user: demoAdmin, pendingSuggestions: [pendingSuggestion(1), pendingSuggestion(2), pendingSuggestion(3)] });
    expect(await screen.findByRole('link', { name: 'Admin (3)' })).toHaveAttribute('href', '/admin/suggestions');
    expect(navLabels()).toEqual(['Shelf', 'Channels', 'Series', 'Favourites', 'Watchlist', 'Admin (3)', 'Add Channel', 'Thumbnail Matches', 'Pending Channels']);
    expect(screen.getByRole('link', { name: 'Add Channel' })).toHaveAttribute('href', '/admin/add-channel');
    expect(screen.getByRole('link', { name: 'Thumbnail Matches' })).toHaveAttribute('href', '/admin/thumbnail-matches');
    expect(screen.getByRole('link', { name: 'Pending Channels' })).toHaveAttribute('href', '/admin/pending-channels');
    // The admin links are a row of their own (under the bar past the fold), so the bar keeps the product name.
    const adminRow = within(mainNav()).getByRole('list', { name: 'Admin' });
    expect(within(adminRow).getAllByRole('link').map((link) => link.textContent)).toEqual(['Admin (3)', 'Add Channel', 'Thumbnail Matches', 'Pending Channels']);
    expect(screen.getByRole('link', { name: 'RecapShelf' })).toHaveTextContent('RecapShelf');
  });

  it('shows plain Admin with no brackets when no suggestion waits', async () => {
    renderRoute('/channels', { handlers: channelsPage(), user: demoAdmin, pendingSuggestions: [] });
    expect(await screen.findByRole('link', { name: 'Admin' })).toHaveAttribute('href', '/admin/suggestions');
    expect(screen.queryByRole('link', { name: /Admin \(/ })).not.toBeInTheDocument();
  });

  it('logs out, clears the user and goes to /', async () => {
    const user = userEvent.setup();
    const view = renderRoute('/watchlist', { user: demoUser });
    await user.click(await screen.findByRole('button', { name: 'Logout' }));
    expect(await screen.findByRole('link', { name: 'Login' })).toBeInTheDocument();
    await waitFor(() => expect(view.location()).toBe('/'));
    expect(screen.queryByText('Welcome, demo')).not.toBeInTheDocument();
  });

  it('logs out locally and goes to / even when the server fails the logout', async () => {
    const user = userEvent.setup();
    const view = renderRoute('/favourites', {
      user: demoUser,
      handlers: [http.post(`${API}/auth/logout`, () => HttpResponse.json({ error: 'boom', message: 'boom' }, { status: 500 })), favouritesPage],
    });
    await user.click(await screen.findByRole('button', { name: 'Logout' }));
    await waitFor(() => expect(view.location()).toBe('/'));
    expect(screen.getByRole('link', { name: 'Login' })).toBeInTheDocument();
    expect(navLabels()).toEqual(['Channels', 'Series']);
  });

  it('takes the logo to / with no query, dropping the search and filters', async () => {
    const user = userEvent.setup();
    // Browse Channels with its filters in the address, its lists answered so nothing is left in flight.
    const view = renderRoute('/channels?search=solo&sort=name', {
      handlers: [
        http.get(`${API}/channels`, () => HttpResponse.json({ data: [], total: 0, hasMore: false })),
        http.get(`${API}/recaps/languages`, () => HttpResponse.json(['en'])),
      ],
    });
    await user.click(screen.getByRole('link', { name: 'RecapShelf' }));
    await waitFor(() => expect(view.location()).toBe('/'));
  });
});
