import { fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import type { SeriesDetail } from '../../../src/api/types';
import { API, demoAdmin, renderRoute } from '../support/renderRoute';
import { seriesDetail } from './fixtures';

const slow = { timeout: 8000 };
const noRecaps = http.get(`${API}/recaps`, () => HttpResponse.json({ data: [], total: 0, hasMore: false }));
const longSynopsis = 'A climber wakes on the first floor of the tower. '.repeat(10).trim();

function openSeries(detail: SeriesDetail) {
  return renderRoute('/series/tower', { handlers: [http.get(`${API}/series/tower`, () => HttpResponse.json(detail)), noRecaps] });
}

describe('A series page\'s header', () => {
  it('shows the cover, status, genres, chapter count, other titles and each tracker as an outside link', async () => {
    openSeries(seriesDetail({
      cover_url: '/media/covers/tower.jpg', thumbnail_url: '/media/thumbnails/tower-10.jpg', status: 'hiatus', genres: ['Action', 'Dungeon'],
      synopsis: 'A climber wakes on the first floor.', alt_titles: ['탑의 마지막 플레이어', 'Tower'], total_chapters: 120,
      links: { anilist: '105398', myanimelist: null, mangadex: '32d76d19-8a05-4db0-9fc2-e0b0648fe9d0', mangaupdates: 'pb8uwds' },
    }));
    const main = within(await screen.findByRole('main'));
    await main.findByRole('heading', { level: 1, name: 'Tower' }, slow);
    expect(screen.getByRole('main').querySelector('img')).toHaveAttribute('src', '/media/covers/tower.jpg');
    expect(main.getByText('On hiatus')).toBeInTheDocument();
    expect(main.getByText('120 chapters')).toBeInTheDocument();
    expect(within(main.getByRole('list', { name: 'Genres' })).getAllByRole('listitem').map((item) => item.textContent)).toEqual(['Action', 'Dungeon']);
    expect(main.getByText('A climber wakes on the first floor.')).toBeInTheDocument();
    // Its own name is never among its other titles; a channel's name for it (an alias) is.
    expect(main.getByText('Other titles:').parentElement).toHaveTextContent('Other titles: 탑의 마지막 플레이어 · The Tower');
    const trackers = within(main.getByRole('navigation', { name: 'On the trackers' })).getAllByRole('link');
    expect(trackers.map((link) => [link.textContent, link.getAttribute('href'), link.getAttribute('rel'), link.getAttribute('target')])).toEqual([
      ['AniList', 'https://anilist.co/manga/105398', 'noopener noreferrer', '_blank'],
      ['MangaDex', 'https://mangadex.org/title/32d76d19-8a05-4db0-9fc2-e0b0648fe9d0', 'noopener noreferrer', '_blank'],
      ['MangaUpdates', 'https://www.mangaupdates.com/series/pb8uwds', 'noopener noreferrer', '_blank'],
    ]);
    // The coverage map's axis ends at the series' last chapter, the chapters no recap reached yet a gap.
    expect(main.getByText(/Not recapped yet:/)).toHaveTextContent('Chapters 31–40, Chapters 61–120');
  });

  it('offers an administrator, and only an administrator, the way to edit what the series is', async () => {
    const visitor = openSeries(seriesDetail({}));
    await within(await screen.findByRole('main')).findByRole('heading', { level: 1, name: 'Tower' }, slow);
    expect(screen.queryByRole('link', { name: 'Edit series' })).toBeNull();
    visitor.unmount();
    renderRoute('/series/tower', { user: demoAdmin, handlers: [http.get(`${API}/series/tower`, () => HttpResponse.json(seriesDetail({}))), noRecaps] });
    const edit = await within(await screen.findByRole('main')).findByRole('link', { name: 'Edit series' }, slow);
    expect(edit).toHaveAttribute('href', '/series/tower/edit');
  });

  it('without a cover shows its newest recap\'s picture, and without either its initial, never a broken image', async () => {
    const first = openSeries(seriesDetail({ thumbnail_url: '/media/thumbnails/tower-10.jpg' }));
    const main = within(await screen.findByRole('main'));
    await main.findByRole('heading', { level: 1, name: 'Tower' }, slow);
    const picture = screen.getByRole('main').querySelector('img')!;
    expect(picture).toHaveAttribute('src', '/media/thumbnails/tower-10.jpg');
    fireEvent.error(picture);
    expect(await main.findByTestId('cover-placeholder')).toHaveTextContent('T');
    expect(screen.getByRole('main').querySelector('img')).toBeNull();
    first.unmount();

    openSeries(seriesDetail());
    const bare = within(await screen.findByRole('main'));
    await bare.findByRole('heading', { level: 1, name: 'Tower' }, slow);
    expect(bare.getByTestId('cover-placeholder')).toHaveTextContent('T');
    // Nothing said about status, genres, synopsis or trackers: no empty labels for them.
    expect(bare.queryByRole('list', { name: 'Genres' })).toBeNull();
    expect(bare.queryByRole('navigation', { name: 'On the trackers' })).toBeNull();
    expect(bare.queryByRole('button', { name: 'Show more' })).toBeNull();
  });

  it('folds a long synopsis to a few lines, with Show more and Show less', async () => {
    openSeries(seriesDetail({ synopsis: longSynopsis }));
    const main = within(await screen.findByRole('main'));
    const more = await main.findByRole('button', { name: 'Show more' }, slow);
    expect(more).toHaveAttribute('aria-expanded', 'false');
    const text = main.getByText(longSynopsis);
    const foldedClass = text.className;
    const user = userEvent.setup();
    await user.click(more);
    const less = main.getByRole('button', { name: 'Show less' });
    expect(less).toHaveAttribute('aria-expanded', 'true');
    expect(text.className).not.toBe(foldedClass);
    await user.click(less);
    expect(main.getByRole('button', { name: 'Show more' })).toHaveAttribute('aria-expanded', 'false');
    expect(text.className).toBe(foldedClass);
  });
});
