import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import type { SeriesSummary, SeriesValueCounts } from '../../../src/api/types';
import { API, renderRoute } from '../support/renderRoute';

const slow = { timeout: 8000 };
const tower: SeriesSummary = {
  slug: 'tower', name: 'Tower', recap_count: 3, channel_count: 1, languages: ['en'], latest_published_at: null, max_chapter: null,
  thumbnail_url: '/media/thumbnails/tower-10.jpg', cover_url: '/media/covers/tower.jpg', status: 'completed', genres: ['Action', 'Murim'],
};
const solo: SeriesSummary = { ...tower, slug: 'solo', name: 'Solo', cover_url: null, status: null, genres: [] };

/** GET /api/series answers the series of the asked status and genre; every status and genre asked is recorded. */
function seriesHandler() {
  const asked: string[] = [];
  const handler = http.get(`${API}/series`, ({ request }) => {
    const params = new URL(request.url).searchParams;
    const status = params.get('status');
    const genre = params.get('genre');
    asked.push(`${status ?? '-'} ${genre ?? '-'}`);
    const data = [tower, solo].filter((series) => (status === null || series.status === status) && (genre === null || series.genres.some((name) => name === genre)));
    return HttpResponse.json({ data, total: data.length, hasMore: false });
  });
  return { handler, asked };
}

const page = () => within(screen.getByRole('main'));

const COUNTS: SeriesValueCounts = { statuses: [{ status: 'completed', series: 1 }], genres: [{ genre: 'Action', series: 1 }, { genre: 'Murim', series: 1 }] };

describe('Series list, covers and status', () => {
  it('a card shows the series\' cover before its newest recap\'s picture, its status and its genres', async () => {
    renderRoute('/series', { handlers: [seriesHandler().handler] });
    const card = await page().findByRole('article', { name: 'Tower' }, slow);
    expect(card.querySelector('img')).toHaveAttribute('src', '/media/covers/tower.jpg');
    expect(within(card).getByText('Completed')).toBeInTheDocument();
    expect(within(card).getByText('Action, Murim')).toBeInTheDocument();
    const bare = page().getByRole('article', { name: 'Solo' });
    expect(bare.querySelector('img')).toHaveAttribute('src', '/media/thumbnails/tower-10.jpg');
    expect(within(bare).queryByText('Completed')).toBeNull();
  });

  it('offers only the statuses and genres that have series, with their counts, and filters by each, kept in the address', async () => {
    const user = userEvent.setup();
    const { handler, asked } = seriesHandler();
    const view = renderRoute('/series', { handlers: [handler], seriesValueCounts: COUNTS });
    await page().findByRole('article', { name: 'Solo' }, slow);
    const status = await page().findByLabelText('Status', {}, slow);
    expect(within(status).getAllByRole('option').map((option) => option.textContent)).toEqual(['All statuses', 'Completed (1)']);
    const genre = page().getByLabelText('Genre');
    expect(within(genre).getAllByRole('option').map((option) => option.textContent)).toEqual(['All genres', 'Action (1)', 'Murim (1)']);

    await user.selectOptions(status, 'completed');
    await waitFor(() => expect(view.location()).toBe('/series?status=completed'));
    await waitFor(() => expect(page().queryByRole('article', { name: 'Solo' })).toBeNull());
    await user.selectOptions(page().getByLabelText('Genre'), 'Murim');
    await waitFor(() => expect(view.location()).toBe('/series?status=completed&genre=Murim'));
    expect(asked).toEqual(['- -', 'completed -', 'completed Murim']);
  });

  it('an address with a status and a genre (a shared link) lists the series of both, its controls showing them, even one without series', async () => {
    const { handler, asked } = seriesHandler();
    renderRoute('/series?status=hiatus&genre=Murim', { handlers: [handler], seriesValueCounts: COUNTS });
    await page().findByText('No series found', {}, slow);
    expect(asked).toEqual(['hiatus Murim']);
    await waitFor(() => expect(page().getByLabelText('Status')).toHaveValue('hiatus'));
    expect(within(page().getByLabelText('Status')).getAllByRole('option').map((option) => option.textContent)).toEqual(['All statuses', 'Completed (1)', 'On hiatus (0)']);
    expect(page().getByLabelText('Genre')).toHaveValue('Murim');
  });

  it('offers no Status or Genre control while no series has one', async () => {
    renderRoute('/series', { handlers: [seriesHandler().handler] });
    await page().findByRole('article', { name: 'Solo' }, slow);
    // The counts have come: the language filter shows its own (the same request brings the statuses' and genres').
    await page().findByRole('option', { name: 'English (8)' }, slow);
    expect(page().queryByLabelText('Status')).toBeNull();
    expect(page().queryByLabelText('Genre')).toBeNull();
  });

  it('an address naming a status or genre outside the lists filters nothing', async () => {
    const { handler, asked } = seriesHandler();
    renderRoute('/series?status=paused&genre=cooking', { handlers: [handler] });
    await page().findByRole('article', { name: 'Solo' }, slow);
    expect(asked).toEqual(['- -']);
  });
});
