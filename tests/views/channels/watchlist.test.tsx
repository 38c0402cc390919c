import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import type { Page, Recap } from '../../../src/api/types';
import { API, demoUser, renderRoute } from '../support/renderRoute';
import { recap } from './fixtures';

function main() {
  return within(screen.getByRole('main'));
}

/** GET /recaps?ids=... answers the saved recaps; DELETE /watchlist/:id forgets one. */
function watchlistServer(recaps: Recap[], options: { failRecaps?: boolean } = {}) {
  const idQueries: string[] = [];
  return {
    idQueries,
    handlers: [
      http.get(`${API}/recaps`, ({ request }) => {
        const ids = new URL(request.url).searchParams.get('ids') ?? '';
        idQueries.push(ids);
        if (options.failRecaps) return HttpResponse.json({ error: 'x', message: 'x' }, { status: 500 });
        const wanted = ids.split(',').map(Number);
        const data = recaps.filter((r) => wanted.includes(r.id));
        const body: Page<Recap> = { data, total: data.length, hasMore: false };
        return HttpResponse.json(body);
      }),
      http.delete(`${API}/watchlist/:id`, () => HttpResponse.json({ message: 'ok' })),
    ],
  };
}

describe('My Watchlist', () => {
  it('logged out: a login message with a link to /login', async () => {
    const view = renderRoute('/watchlist');
    expect(await screen.findByText('Please log in to view your watchlist.', {}, { timeout: 8000 })).toBeInTheDocument();
    expect(main().getByRole('heading', { level: 1, name: 'My Watchlist' })).toBeInTheDocument();
    expect(main().getByText('Your saved recaps')).toBeInTheDocument();
    await userEvent.setup().click(main().getByRole('link', { name: 'Go to Login' }));
    await waitFor(() => expect(view.location()).toBe('/login'));
  });

  it('an empty watchlist says so, with a Find Recaps link home', async () => {
    const view = renderRoute('/watchlist', { user: demoUser, watchlist: [] });
    expect(await screen.findByRole('heading', { name: 'Your Watchlist is Empty' }, { timeout: 8000 })).toBeInTheDocument();
    await userEvent.setup().click(main().getByRole('link', { name: 'Find Recaps' }));
    await waitFor(() => expect(view.location()).toBe('/'));
  });

  it('shows the saved recaps fetched by id; each card opens the video in a new tab; removing drops it with the toast', async () => {
    const user = userEvent.setup();
    const { handlers, idQueries } = watchlistServer([recap(3), recap(9, { series_name: null })]);
    renderRoute('/watchlist', { user: demoUser, watchlist: [3, 9], handlers });
    const card = await screen.findByRole('article', { name: 'Series 3' }, { timeout: 8000 });
    expect(idQueries).toEqual(['3,9']);
    const link = within(card).getByRole('link', { name: 'Series 3' });
    expect(link).toHaveAttribute('href', 'https://www.youtube.com/watch?v=vid00000003');
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    expect(main().getByRole('article', { name: 'Recap 9 title' })).toBeInTheDocument();

    await user.click(within(card).getByRole('button', { name: 'Remove Series 3 from watchlist' }));
    expect(await screen.findByText('Removed from watchlist')).toBeInTheDocument();
    await waitFor(() => expect(main().queryByRole('article', { name: 'Series 3' })).toBeNull());
    expect(idQueries).toEqual(['3,9']);

    await user.click(within(main().getByRole('article', { name: 'Recap 9 title' })).getByRole('button', { name: /Remove/ }));
    expect(await main().findByRole('heading', { name: 'Your Watchlist is Empty' })).toBeInTheDocument();
  });

  it('a failure shows the spec text', async () => {
    const { handlers } = watchlistServer([], { failRecaps: true });
    renderRoute('/watchlist', { user: demoUser, watchlist: [1], handlers });
    expect(await screen.findByRole('alert', {}, { timeout: 8000 })).toHaveTextContent('Failed to load watchlist recaps. Please try again later.');
  });
});
