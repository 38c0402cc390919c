import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import type { SeriesSummary } from '../../../src/api/types';
import { API, demoUser, renderRoute } from '../support/renderRoute';
import { seriesDetail } from './fixtures';

// A Korean channel's Tagalog recap: the series is watched in three languages though its channels have two.
const detail = seriesDetail({ languages: ['en', 'ko', 'tl'] });
const { aliases: _aliases, channels: _channels, coverage: _coverage, progress: _progress, is_following: _following, ...summary } = detail;
const card: SeriesSummary = summary;
const noRecaps = http.get(`${API}/recaps`, () => HttpResponse.json({ data: [], total: 0, hasMore: false }));

describe('Series languages', () => {
  it('the card on /series and the series page list the same languages: those the series can be watched in', async () => {
    renderRoute('/series', {
      user: demoUser,
      handlers: [
        http.get(`${API}/series`, () => HttpResponse.json({ data: [card], total: 1, hasMore: false })),
        http.get(`${API}/series/tower`, () => HttpResponse.json(detail)),
        noRecaps,
      ],
    });
    const listed = await screen.findByRole('article', { name: 'Tower' }, { timeout: 8000 });
    expect(within(listed).getByText('English, Korean, Tagalog')).toBeInTheDocument();

    await userEvent.setup().click(within(listed).getByRole('link', { name: 'Tower' }));
    const main = within(screen.getByRole('main'));
    await main.findByRole('heading', { level: 1, name: 'Tower' }, { timeout: 8000 });
    expect(main.getByText('3 recaps on 2 channels in English, Korean, Tagalog')).toBeInTheDocument();
    const continueIn = main.getByLabelText('Continue in');
    expect(within(continueIn).getAllByRole('option').map((option) => option.textContent)).toEqual([
      "My browser's language", 'English', 'Korean', 'Tagalog',
    ]);
    // The series' recaps are listed in every language: the locked filter says so, not the catalogue's English.
    const language = main.getByLabelText('Language');
    expect(language).toBeDisabled();
    expect(within(language).getAllByRole('option').map((option) => option.textContent)).toEqual(['All languages']);
  });

  it('the series list\'s language filter offers only the languages that have series, with their counts, and keeps the chosen one', async () => {
    const view = renderRoute('/series?language=fr', {
      seriesLanguageCounts: [{ language: 'en', series: 8 }, { language: 'tl', series: 1 }, { language: 'ko', series: 12 }, { language: 'ja', series: 0 }],
      handlers: [http.get(`${API}/series`, () => HttpResponse.json({ data: [card], total: 1, hasMore: false }))],
    });
    const language = await screen.findByLabelText('Language', {}, { timeout: 8000 });
    await waitFor(() =>
      expect(within(language).getAllByRole('option').map((option) => option.textContent)).toEqual([
        'All Languages', 'Korean (12)', 'English (8)', 'Tagalog (1)', 'French (0)',
      ]),
    );
    expect(language).toHaveValue('fr');
    await userEvent.setup().selectOptions(language, 'tl');
    await waitFor(() => expect(view.location()).toBe('/series?language=tl'));
  });

  it('a series card on /series shows its picture', async () => {
    renderRoute('/series', {
      handlers: [http.get(`${API}/series`, () => HttpResponse.json({ data: [{ ...card, thumbnail_url: '/media/thumbnails/tower.jpg' }], total: 1, hasMore: false }))],
    });
    const listed = await screen.findByRole('article', { name: 'Tower' }, { timeout: 8000 });
    expect(listed.querySelector('img')).toHaveAttribute('src', '/media/thumbnails/tower.jpg');
  });
});

