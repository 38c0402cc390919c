import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import type { AnyEventObject } from 'xstate';
import { ApiError } from '../../../src/api/errors';
import type { Recap } from '../../../src/api/types';
import { watchlistPageMachine, type WatchlistPageContext } from '../../../src/machines/watchlistPage';
import { doneEvent, errorEvent, modelPaths, pendingActor, type ModelPath } from '../../machines/support/modelWalk';
import { describePath, pathNetwork, walkPathThroughView } from '../support/viewWalk';
import { API, demoUser, renderRoute } from '../support/renderRoute';
import { recap } from './fixtures';

const saved = [recap(1), recap(2)];
const changed = (ids: number[]) => ({ type: 'watchlist.changed', isAuthenticated: true, ids, idsLoading: false });

const generated = modelPaths({
  name: 'watchlistPage',
  machine: watchlistPageMachine.provide({ actors: { fetchWatchlistRecaps: pendingActor<Recap[], { ids: number[] }>() } }),
  input: { isAuthenticated: true, ids: [1, 2], idsLoading: false },
  events: (snapshot) => [
    changed((snapshot.context as WatchlistPageContext).ids.slice(0, -1)),
    doneEvent('fetchWatchlistRecaps', saved),
    errorEvent('fetchWatchlistRecaps', new ApiError(500, 'Internal', { error: 'Internal', message: 'Internal' })),
  ],
  serializeState: (snapshot) => {
    const context = snapshot.context as WatchlistPageContext;
    return JSON.stringify([snapshot.value, context.ids, context.recaps.map((r) => r.id)]);
  },
  simplePaths: 0,
});

// What a person can do here: press Remove on a shown card (the last one), which shrinks the saved ids by one.
const paths = generated.filter((path) =>
  path.steps.every((step, index) => step.event.type !== 'watchlist.changed' || path.steps[index - 1].state.matches('loaded')),
);

function main() {
  return within(screen.getByRole('main'));
}

describe('My Watchlist, generated paths', () => {
  it('has paths to walk', () => {
    expect(paths.length).toBeGreaterThan(3);
  });

  it.each(paths.map((path) => [describePath(path), path] as const))('%s', async (_name, path) => {
    const user = userEvent.setup();
    const network = pathNetwork(path, {
      fetchWatchlistRecaps: { method: 'get', path: '/recaps', wrap: (output) => ({ data: output, total: (output as Recap[]).length, hasMore: false }) },
    });
    renderRoute('/watchlist', {
      user: demoUser,
      watchlist: [1, 2],
      handlers: [...network.handlers, http.delete(`${API}/watchlist/:id`, () => HttpResponse.json({ message: 'ok' }))],
    });
    await main().findByRole('heading', { level: 1, name: 'My Watchlist' }, { timeout: 8000 });

    const perform = async (event: AnyEventObject) => {
      if (event.type !== 'watchlist.changed') throw new Error(`No person's action for ${event.type}`);
      const cards = main().getAllByRole('article');
      await user.click(within(cards[cards.length - 1]).getByRole('button', { name: /^Remove / }));
    };
    const see = (state: ModelPath['state'], event: AnyEventObject) => {
      const context = state.context as WatchlistPageContext;
      expect(main().getByText('Your saved recaps')).toBeInTheDocument();
      if (event.type === 'watchlist.changed') expect(screen.getAllByText('Removed from watchlist').length).toBeGreaterThan(0);
      if (state.matches('loading')) {
        expect(main().getByRole('status')).toHaveTextContent('Loading your watchlist...');
        return;
      }
      if (state.matches('failed')) {
        expect(main().getByRole('alert')).toHaveTextContent('Failed to load watchlist recaps. Please try again later.');
        return;
      }
      if (state.matches('empty')) {
        expect(main().getByRole('heading', { name: 'Your Watchlist is Empty' })).toBeInTheDocument();
        expect(main().getByRole('link', { name: 'Find Recaps' })).toHaveAttribute('href', '/');
        return;
      }
      const names = main().getAllByRole('article').map((article) => article.getAttribute('aria-label'));
      expect(names).toEqual(context.recaps.map((r) => r.series_name));
      for (const shown of context.recaps) {
        expect(main().getByRole('link', { name: shown.series_name! })).toHaveAttribute('href', `https://www.youtube.com/watch?v=${shown.video_id}`);
      }
    };
    await walkPathThroughView(path, network, { perform, see });
  });
});
