import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import type { MySuggestion, SeriesDetail } from '../../../src/api/types';
import { LOGIN_TO_SUGGEST_CORRECTION } from '../../../src/machines/seriesSuggestion';
import { API, demoUser, renderRoute } from '../support/renderRoute';
import { seriesDetail } from './fixtures';

const slow = { timeout: 8000 };
const noRecaps = http.get(`${API}/recaps`, () => HttpResponse.json({ data: [], total: 0, hasMore: false }));
const MANGADEX_ID = '32d76d19-8a05-4db0-9fc2-e0b0648fe9d0';

function openSeries(detail: SeriesDetail, options: { member: boolean; mine?: () => MySuggestion[]; sent?: unknown[] }) {
  return renderRoute('/series/tower', {
    user: options.member ? demoUser : null,
    handlers: [
      http.get(`${API}/series/tower`, () => HttpResponse.json(detail)),
      noRecaps,
      http.get(`${API}/suggestions/mine/all`, () => HttpResponse.json({ suggestions: options.mine?.() ?? [], daily_remaining: 10 - (options.sent?.length ?? 0) })),
      http.post(`${API}/suggestions/series`, async ({ request }) => {
        options.sent?.push(await request.json());
        return HttpResponse.json({ message: "Thanks! We'll review your suggestion soon.", daily_remaining: 9 }, { status: 201 });
      }),
    ],
  });
}

describe('Suggest a correction on a series page', () => {
  it('a member suggests a MangaDex link, is thanked, and then sees it pending among their suggestions', async () => {
    const sent: unknown[] = [];
    const mine = (): MySuggestion[] => sent.length === 0 ? [] : [{
      id: 1, type: 'tracker_link', status: 'pending', admin_notes: null, created_at: '2026-11-20T10:00:00.000Z', reviewed_at: null,
      recap_id: null, recap_title: null, series_slug: 'tower', series_name: 'Tower', tracker: 'mangadex', proposed_value: MANGADEX_ID,
    }];
    openSeries(seriesDetail({}), { member: true, mine, sent });
    const user = userEvent.setup();
    const main = within(await screen.findByRole('main'));
    await main.findByRole('heading', { level: 1, name: 'Tower' }, slow);
    await user.click(await main.findByRole('button', { name: 'Suggest a correction' }, slow));
    const dialog = within(await screen.findByRole('dialog', { name: 'Suggest a Correction' }));
    await user.selectOptions(dialog.getByLabelText('What to correct'), 'Tracker link');
    await user.selectOptions(dialog.getByLabelText('Tracker'), 'MangaDex');
    const id = dialog.getByLabelText('MangaDex id');
    await user.type(id, 'not an id');
    await user.click(dialog.getByRole('button', { name: 'Submit Suggestion' }));
    // The administrator's rule, said before anything is sent.
    expect(dialog.getByRole('alert')).toHaveTextContent('A MangaDex id is a UUID');
    expect(sent).toEqual([]);
    await user.clear(id);
    await user.type(id, MANGADEX_ID);
    await user.click(dialog.getByRole('button', { name: 'Submit Suggestion' }));
    expect(await dialog.findByText("Thanks! We'll review your suggestion soon.")).toBeInTheDocument();
    expect(sent).toEqual([{ slug: 'tower', type: 'tracker_link', tracker: 'mangadex', value: MANGADEX_ID }]);
    await user.keyboard('{Escape}');
    const list = await main.findByRole('list', { name: 'Your suggestions' }, slow);
    expect(within(list).getByRole('listitem')).toHaveTextContent(`MangaDex link: ${MANGADEX_ID}Pending`);
  });

  it('asks a visitor to log in instead of opening the dialog', async () => {
    openSeries(seriesDetail({}), { member: false });
    const user = userEvent.setup();
    const main = within(await screen.findByRole('main'));
    await user.click(await main.findByRole('button', { name: 'Suggest a correction' }, slow));
    expect(await screen.findByText(LOGIN_TO_SUGGEST_CORRECTION)).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
