import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import type { Channel, Page } from '../../../src/api/types';
import { API, demoAdmin, demoUser, renderRoute } from '../support/renderRoute';
import { channel, channelsServer } from './fixtures';

function main() {
  return within(screen.getByRole('main'));
}

/** GET /channels/favourites over `all`, page by page; DELETE takes a channel out. */
function favouritesServer(all: Channel[], options: { fail?: () => boolean } = {}) {
  const held = all.map((c) => ({ ...c, is_favourited: true }));
  const pages: string[] = [];
  return {
    pages,
    handlers: [
      http.get(`${API}/channels/favourites`, ({ request }) => {
        if (options.fail?.()) return HttpResponse.json({ error: 'x', message: 'x' }, { status: 500 });
        const params = new URL(request.url).searchParams;
        pages.push(`${params.get('page')}/${params.get('limit')}`);
        const page = Number(params.get('page'));
        const limit = Number(params.get('limit'));
        const body: Page<Channel> = { data: held.slice((page - 1) * limit, page * limit), total: held.length, hasMore: page * limit < held.length };
        return HttpResponse.json(body);
      }),
      http.delete(`${API}/channels/:id/favourite`, ({ params }) => {
        held.splice(held.findIndex((c) => c.id === Number(params.id)), 1);
        return HttpResponse.json({ message: 'ok' });
      }),
    ],
  };
}

describe('My Favourites', () => {
  it('logged out: Login Required with a Go to Login link', async () => {
    const user = userEvent.setup();
    const view = renderRoute('/favourites');
    expect(await screen.findByRole('heading', { name: 'Login Required' }, { timeout: 8000 })).toBeInTheDocument();
    expect(main().getByText('Please log in to view your favourites.')).toBeInTheDocument();
    await user.click(main().getByRole('link', { name: 'Go to Login' }));
    await waitFor(() => expect(view.location()).toBe('/login'));
  });

  it('lists the favourites 20 a page with Load More Favourites and a Browse All Channels link', async () => {
    const user = userEvent.setup();
    const all = Array.from({ length: 21 }, (_, i) => channel(i + 1));
    const { handlers, pages } = favouritesServer(all);
    // The test ends on the channel list, which answers its own calls.
    const view = renderRoute('/favourites', { user: demoUser, handlers: [...handlers, ...channelsServer([]).handlers] });
    await waitFor(() => expect(main().getAllByRole('article')).toHaveLength(20), { timeout: 8000 });
    expect(main().getByRole('heading', { level: 1, name: 'My Favourites' })).toBeInTheDocument();
    expect(main().queryByRole('button', { name: /Deactivate/ })).toBeNull();
    await user.click(main().getByRole('button', { name: 'Load More Favourites' }));
    await waitFor(() => expect(main().getAllByRole('article')).toHaveLength(21));
    expect(pages).toEqual(['1/20', '2/20']);
    expect(main().queryByRole('button', { name: 'Load More Favourites' })).toBeNull();
    await user.click(main().getByRole('link', { name: 'Browse All Channels' }));
    await waitFor(() => expect(view.location()).toBe('/channels'));
  });

  it('unfavouriting a card removes it with Removed from Favorites', async () => {
    const user = userEvent.setup();
    const { handlers } = favouritesServer([channel(1), channel(2)]);
    renderRoute('/favourites', { user: demoUser, handlers });
    const first = await screen.findByRole('article', { name: 'Channel 1' }, { timeout: 8000 });
    await user.click(within(first).getByRole('button', { name: 'Favourited Channel 1' }));
    expect(await screen.findByText('Removed from Favorites')).toBeInTheDocument();
    await waitFor(() => expect(main().queryByRole('article', { name: 'Channel 1' })).toBeNull());
    expect(main().getByRole('article', { name: 'Channel 2' })).toBeInTheDocument();
  });

  it('a failure shows the spec text and Try Again loads', async () => {
    const user = userEvent.setup();
    let fail = true;
    const { handlers } = favouritesServer([channel(1)], { fail: () => fail });
    renderRoute('/favourites', { user: demoUser, handlers });
    const alert = await screen.findByRole('alert', {}, { timeout: 8000 });
    expect(alert).toHaveTextContent('Failed to fetch favourite channels. Please try again.');
    fail = false;
    await user.click(within(alert).getByRole('button', { name: 'Try Again' }));
    expect(await main().findByRole('article', { name: 'Channel 1' })).toBeInTheDocument();
  });

  it('admins see deactivate buttons; a deactivated favourite leaves the list', async () => {
    const user = userEvent.setup();
    const { handlers } = favouritesServer([channel(1, { name: 'Tower Recaps' }), channel(2)]);
    renderRoute('/favourites', { user: demoAdmin, handlers: [...handlers, ...channelsServer([]).handlers] });
    const tower = await screen.findByRole('article', { name: 'Tower Recaps' }, { timeout: 8000 });
    await user.click(within(tower).getByRole('button', { name: 'Deactivate Tower Recaps' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('Deactivate "Tower Recaps"? All recaps from this channel will be hidden.');
    await user.click(within(dialog).getByRole('button', { name: 'Deactivate' }));
    expect(await screen.findByText('Channel deactivated successfully')).toBeInTheDocument();
    await waitFor(() => expect(main().queryByRole('article', { name: 'Tower Recaps' })).toBeNull());
  });
});
