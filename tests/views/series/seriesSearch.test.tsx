import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import type { SeriesSummary } from '../../../src/api/types';
import { API, renderRoute } from '../support/renderRoute';

const slow = { timeout: 8000 };
const summary = (slug: string): SeriesSummary => ({
  slug, name: slug, recap_count: 3, channel_count: 1, languages: ['en'], latest_published_at: null, max_chapter: null, thumbnail_url: null,
    cover_url: null, status: null, genres: [],
});

/** GET /api/series answers the series whose name holds the search; every search it is asked is recorded. */
function seriesHandler() {
  const searches: (string | null)[] = [];
  const handler = http.get(`${API}/series`, ({ request }) => {
    const search = new URL(request.url).searchParams.get('search');
    searches.push(search);
    const data = ['tower', 'solo'].filter((slug) => search === null || slug.includes(search)).map(summary);
    return HttpResponse.json({ data, total: data.length, hasMore: false });
  });
  return { handler, searches };
}

const page = () => within(screen.getByRole('main'));

describe('Series list, the live search', () => {
  it('typing updates the list and the address without Enter, once typing stops; Back puts the search before in the box', async () => {
    const user = userEvent.setup();
    const { handler, searches } = seriesHandler();
    const view = renderRoute('/series', { browserHistory: true, handlers: [handler] });
    await page().findByRole('article', { name: 'solo' }, slow);
    expect(page().queryByRole('button', { name: 'Search' })).toBeNull();

    await user.type(page().getByLabelText('Search series'), 'tow');
    await waitFor(() => expect(view.location()).toBe('/series?search=tow'));
    await waitFor(() => expect(page().queryByRole('article', { name: 'solo' })).toBeNull());
    expect(page().getByRole('article', { name: 'tower' })).toBeInTheDocument();
    // Only the text typing stopped at was searched: one request besides the first page's.
    expect(searches).toEqual([null, 'tow']);

    act(() => window.history.back());
    await waitFor(() => expect(view.location()).toBe('/series'));
    await page().findByRole('article', { name: 'solo' }, slow);
    expect(page().getByLabelText('Search series')).toHaveValue('');
  });

  it('Enter searches at once; the address opens the list with its search in the box', async () => {
    const user = userEvent.setup();
    const { handler, searches } = seriesHandler();
    const view = renderRoute('/series?search=solo', { browserHistory: true, handlers: [handler] });
    await page().findByRole('article', { name: 'solo' }, slow);
    expect(page().getByLabelText('Search series')).toHaveValue('solo');

    const box = page().getByLabelText('Search series');
    await user.clear(box);
    await user.type(box, 'tower{Enter}');
    await waitFor(() => expect(view.location()).toBe('/series?search=tower'));
    await page().findByRole('article', { name: 'tower' }, slow);
    expect(searches).toEqual(['solo', 'tower']);
  });
});
