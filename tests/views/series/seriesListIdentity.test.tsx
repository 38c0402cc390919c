import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import type { SeriesSummary } from '../../../src/api/types';
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

  it('an address with a status and a genre (a shared link) lists the series of both, and offers no control that could name an empty one', async () => {
    const { handler, asked } = seriesHandler();
    renderRoute('/series?status=completed&genre=Murim', { handlers: [handler] });
    await page().findByRole('article', { name: 'Tower' }, slow);
    expect(page().queryByRole('article', { name: 'Solo' })).toBeNull();
    expect(asked).toEqual(['completed Murim']);
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
