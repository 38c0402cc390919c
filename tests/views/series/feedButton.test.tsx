import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { API, renderRoute } from '../support/renderRoute';
import { channel } from '../recaps/fixtures';
import { seriesDetail } from './fixtures';

const noRecaps = http.get(`${API}/recaps`, () => HttpResponse.json({ data: [], total: 0, hasMore: false }));
const slow = { timeout: 8000 };

/** The Feed button opens the feed's whole address, ready to copy, and a link to the feed itself. */
async function expectFeed(label: string, path: string) {
  const feed = await screen.findByText('Feed', { selector: 'summary' }, slow);
  await userEvent.setup().click(feed);
  expect(feed.closest('details')).toHaveProperty('open', true);
  const address = screen.getByLabelText(label);
  expect(address).toHaveAttribute('readonly');
  expect(address).toHaveValue(new URL(path, window.location.origin).href);
  expect(screen.getByRole('link', { name: 'open the feed' })).toHaveAttribute('href', path);
}

describe('Feeds a person can see', () => {
  it('a series page shows a Feed button with the address of its feed', async () => {
    renderRoute('/series/tower', { handlers: [http.get(`${API}/series/tower`, () => HttpResponse.json(seriesDetail())), noRecaps] });
    await expectFeed('Feed address of Tower recaps', '/feeds/series/tower.atom');
  });

  it('a channel page shows a Feed button with the address of its feed', async () => {
    renderRoute('/recaps/channel/7', { handlers: [http.get(`${API}/channels/:id`, () => HttpResponse.json(channel)), noRecaps] });
    await expectFeed('Feed address of Recap Tower recaps', '/feeds/channel/7.atom');
  });
});
