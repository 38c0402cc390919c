import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import type { Recap } from '../../../src/api/types';
import { API, demoUser, renderRoute } from '../support/renderRoute';
import { channel, pageOf, recap, recapsHandler } from './fixtures';

const slow = { timeout: 10000 };

async function openDialog(shown: Recap, options: Parameters<typeof renderRoute>[1] = {}) {
  const user = userEvent.setup();
  const { handler } = recapsHandler(() => pageOf([shown]));
  // A card pressed before the dialog's code has loaded names the recap in the address, and the dialog then asks
  // for it by id: answered here too, so the test does not depend on how fast that code arrives.
  const byId = http.get(`${API}/recaps/${shown.id}`, () => HttpResponse.json(shown));
  const view = renderRoute('/', { ...options, handlers: [...(options.handlers ?? []), handler, byId] });
  await screen.findByText(shown.title, {}, slow);
  if (options.user) await screen.findByText(/Welcome/, {}, slow);
  await user.click(screen.getByRole('button', { name: `Open ${shown.title}` }));
  const dialog = await screen.findByRole('dialog');
  return { user, dialog, view };
}

describe('Recap detail dialog', () => {
  it('shows the recap: heading, subtitle, fields, merged tags and genres, and links that open the video in a new tab', async () => {
    const shown = recap(4, {
      avg_rating: 3.5, rating: 3.5, views: 2_500_000, like_count: 4200, genres: ['Action', 'Fantasy'], tags: ['Fantasy', 'tower'],
      chapters_covered: 'Chapters 1-200', published_at: '2024-03-05T12:00:00.000Z', video_id: 'abcDEF12345',
    });
    const { dialog } = await openDialog(shown);
    expect(within(dialog).getByRole('heading', { name: 'Series 4' })).toBeInTheDocument();
    expect(within(dialog).getByText('Recap title 4')).toBeInTheDocument();
    const field = (name: string) => within(dialog).getByText(name).nextElementSibling?.textContent;
    expect(field('Views')).toBe('2.5M');
    expect(field('Duration')).toBe('1:02:05');
    expect(field('Rating')).toBe('3.5/5');
    expect(field('Published')).toBe('Mar 5, 2024');
    expect(field('Likes')).toBe('4.2K');
    expect(field('Channel')).toBe('Recap Tower');
    // Tags are a list of chips that wrap, not one comma string.
    const tags = within(within(dialog).getByText('Tags & Genres').nextElementSibling as HTMLElement).getAllByRole('listitem');
    expect(tags.map((tag) => tag.textContent)).toEqual(['Action', 'Fantasy', 'tower']);
    expect(field('Chapters Covered')).toBe('Chapters 1-200');
    for (const link of [within(dialog).getByRole('link', { name: 'Play video' }), within(dialog).getByRole('link', { name: /Watch/ })]) {
      expect(link).toHaveAttribute('href', 'https://www.youtube.com/watch?v=abcDEF12345');
      expect(link).toHaveAttribute('target', '_blank');
      expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    }
  });

  it('names its series in the link to the series page', async () => {
    const { dialog } = await openDialog(recap(7, { series_slug: 'series-7' }));
    const link = within(dialog).getByRole('link', { name: 'All recaps of Series 7, on every channel' });
    expect(link).toHaveAttribute('href', '/series/series-7');
  });

  it('uses the title as heading without a series name, hides Rating and Likes at 0, and falls back to the default thumbnail', async () => {
    const { dialog } = await openDialog(recap(5, { series_name: null, like_count: 0, video_id: 'zzzzzzzzzzz' }));
    expect(within(dialog).getByRole('heading', { name: 'Recap title 5' })).toBeInTheDocument();
    expect(within(dialog).queryByText('Rating')).toBeNull();
    expect(within(dialog).queryByText('Likes')).toBeNull();
    const image = within(dialog).getByAltText('Thumbnail of Recap title 5');
    fireEvent.error(image);
    expect(image).toHaveAttribute('src', 'https://i.ytimg.com/vi/zzzzzzzzzzz/hqdefault.jpg');
  });

  it('shows the card\'s placeholder, never a broken image, when the default thumbnail fails too', async () => {
    const { dialog } = await openDialog(recap(6, { thumbnail_url: '/media/thumbnails/gone.webp', video_id: 'yyyyyyyyyyy' }));
    const image = within(dialog).getByAltText('Thumbnail of Recap title 6');
    expect(image).toHaveAttribute('src', '/media/thumbnails/gone.webp');
    fireEvent.error(image);
    expect(image).toHaveAttribute('src', 'https://i.ytimg.com/vi/yyyyyyyyyyy/hqdefault.jpg');
    fireEvent.error(image);
    expect(within(dialog).queryByRole('img', { name: 'Thumbnail of Recap title 6' })).toBeNull();
    expect(within(dialog).getByTestId('picture-placeholder')).toHaveTextContent('Series 6');
  });

  it('without a thumbnail of its own, goes from the default thumbnail to the placeholder', async () => {
    const { dialog } = await openDialog(recap(7, { thumbnail_url: null, video_id: 'xxxxxxxxxxx' }));
    const image = within(dialog).getByAltText('Thumbnail of Recap title 7');
    expect(image).toHaveAttribute('src', 'https://i.ytimg.com/vi/xxxxxxxxxxx/hqdefault.jpg');
    fireEvent.error(image);
    expect(within(dialog).queryByAltText('Thumbnail of Recap title 7')).toBeNull();
    expect(within(dialog).getByTestId('picture-placeholder')).toHaveTextContent('Series 7');
  });

  it('names the channel with a link to its page, which closes the dialog as it goes there', async () => {
    const { user, dialog, view } = await openDialog(recap(3, { channel_id: 7, channel_name: 'Recap Tower' }), {
      handlers: [http.get(`${API}/channels/:id`, () => HttpResponse.json(channel))],
    });
    const link = within(dialog).getByRole('link', { name: 'Recap Tower' });
    expect(link).toHaveAttribute('href', '/recaps/channel/7');
    await user.click(link);
    await waitFor(() => expect(view.location()).toBe('/recaps/channel/7'));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(await screen.findByRole('heading', { name: 'Recap Tower', level: 1 }, slow)).toBeInTheDocument();
  });

  it('on the channel\'s own page, the channel link closes the dialog and keeps the list as it was', async () => {
    const user = userEvent.setup();
    const { handler } = recapsHandler(() => pageOf([recap(3, { channel_id: 7, channel_name: 'Recap Tower' })]));
    const view = renderRoute('/recaps/channel/7?sortBy=views&recap=3', {
      handlers: [
        handler,
        http.get(`${API}/channels/:id`, () => HttpResponse.json(channel)),
        http.get(`${API}/recaps/:id`, () => HttpResponse.json(recap(3, { channel_id: 7, channel_name: 'Recap Tower' }))),
      ],
    });
    // The dialog's "Loading recap..." notice is another dialog element: the link is looked up in the one that shows the recap.
    const link = await waitFor(() => within(screen.getByRole('dialog')).getByRole('link', { name: 'Recap Tower' }), slow);
    await user.click(link);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(view.location()).toBe('/recaps/channel/7?sortBy=views');
  });

  it('closes with the close button and with Escape', async () => {
    const { user } = await openDialog(recap(1));
    await user.click(screen.getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await user.click(screen.getByRole('button', { name: 'Open Recap title 1' }));
    await screen.findByRole('dialog');
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('anonymous: stars are read-only with Please login to vote, and trying says You must be logged in to rate.', async () => {
    const { user, dialog } = await openDialog(recap(1));
    expect(within(dialog).getByText('Please login to vote')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('img', { name: 'Your rating: 0 out of 5' }).children[3]);
    expect(await screen.findByText('You must be logged in to rate.')).toBeInTheDocument();
  });

  it('anonymous: the read-only stars are one element and no tab stop', async () => {
    const { dialog } = await openDialog(recap(1));
    expect(within(dialog).queryAllByRole('button', { name: /^Rate \d out of 5$/ })).toEqual([]);
    const stars = within(dialog).getByRole('img', { name: 'Your rating: 0 out of 5' });
    expect([stars, ...stars.querySelectorAll('*')].filter((element) => (element as HTMLElement).tabIndex >= 0)).toEqual([]);
  });

  it('a user rates: Rating submitted! and the new average; a failure says Failed to submit rating.', async () => {
    let fail = false;
    const sent: unknown[] = [];
    const { user, dialog } = await openDialog(recap(1), {
      user: demoUser,
      handlers: [
        http.post(`${API}/recaps/1/rate`, async ({ request }) => {
          sent.push(await request.json());
          return fail
            ? HttpResponse.json({ error: 'nope', message: 'nope' }, { status: 500 })
            : HttpResponse.json({ avg_rating: 4, rating_count: 1, user_rating: 4 });
        }),
      ],
    });
    expect(within(dialog).queryByText('Please login to vote')).toBeNull();
    await user.click(within(dialog).getByRole('button', { name: 'Rate 4 out of 5' }));
    expect(await screen.findByText('Rating submitted!')).toBeInTheDocument();
    expect(within(dialog).getByText('Rating').nextElementSibling).toHaveTextContent('4/5');
    expect(within(dialog).getByRole('button', { name: 'Rate 4 out of 5' })).toHaveAttribute('aria-pressed', 'true');
    fail = true;
    await user.click(within(dialog).getByRole('button', { name: 'Rate 2 out of 5' }));
    expect(await screen.findByText('Failed to submit rating.')).toBeInTheDocument();
    expect(sent).toEqual([{ rating: 4 }, { rating: 2 }]);
  });

  it('a logged-in Save for Later becomes Saved to Watchlist', async () => {
    const { user, dialog } = await openDialog(recap(1), {
      user: demoUser,
      handlers: [http.post(`${API}/watchlist`, () => HttpResponse.json({ message: 'ok' }))],
    });
    await user.click(within(dialog).getByRole('button', { name: 'Save for Later' }));
    expect(await within(dialog).findByRole('button', { name: 'Saved to Watchlist' })).toBeInTheDocument();
    expect(await screen.findByText('Added to watchlist')).toBeInTheDocument();
  });

  it('asks an anonymous visitor to log in to save or suggest', async () => {
    const { user, dialog } = await openDialog(recap(1));
    await user.click(within(dialog).getByRole('button', { name: 'Save for Later' }));
    expect(await screen.findByText('Please log in to save items to your watchlist.')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Suggest series name' }));
    expect(await screen.findByText('Please log in to suggest series names.')).toBeInTheDocument();
    expect(screen.getAllByRole('dialog')).toHaveLength(1);
  });
});

describe('Series-name suggestion dialog', () => {
  async function openSuggestion(answer: () => Response | Promise<Response>) {
    const sent: unknown[] = [];
    const opened = await openDialog(recap(1), {
      user: demoUser,
      handlers: [
        http.post(`${API}/suggestions`, async ({ request }) => {
          sent.push(await request.json());
          return answer();
        }),
      ],
    });
    await opened.user.click(within(opened.dialog).getByRole('button', { name: 'Suggest series name' }));
    const dialog = await screen.findByRole('dialog', { name: 'Suggest Series Name' });
    return { ...opened, dialog, sent };
  }

  it('sanitises as typed, counts to 100, states one name per recap, and is disabled while empty', async () => {
    const { user, dialog } = await openSuggestion(() => HttpResponse.json({ message: 'ok', daily_remaining: 9 }));
    expect(within(dialog).getByText('You can suggest one series name per recap.')).toBeInTheDocument();
    expect(within(dialog).getByText('0/100')).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Submit Suggestion' })).toBeDisabled();
    await user.type(within(dialog).getByLabelText('Series name'), '--Tower <of> God!');
    expect(within(dialog).getByLabelText('Series name')).toHaveValue('Tower of God!');
    expect(within(dialog).getByText('13/100')).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Submit Suggestion' })).toBeEnabled();
  });

  it('says which characters it leaves out as they are typed, and forgets them at the next opening', async () => {
    const { user, dialog } = await openSuggestion(() => HttpResponse.json({ message: 'ok', daily_remaining: 9 }));
    const box = within(dialog).getByLabelText('Series name');
    await user.type(box, 'Tower');
    expect(within(dialog).queryByText(/Left out/)).toBeNull();
    await user.type(box, ' #1 @ God');
    expect(box).toHaveValue('Tower 1 God');
    const note = within(dialog).getByText('Left out: # @');
    expect(box).toHaveAccessibleDescription(expect.stringContaining('Left out: # @'));
    expect(note).toBeInTheDocument();
    await user.keyboard('{Escape}');
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Suggest series name' }));
    const again = await screen.findByRole('dialog', { name: 'Suggest Series Name' });
    expect(within(again).queryByText(/Left out/)).toBeNull();
  });

  it('shows both success texts and closes 2 seconds later', async () => {
    const { user, dialog, sent } = await openSuggestion(() => HttpResponse.json({ message: 'ok', daily_remaining: 9 }));
    await user.type(within(dialog).getByLabelText('Series name'), 'Omniscient Reader');
    await user.click(within(dialog).getByRole('button', { name: 'Submit Suggestion' }));
    expect(await screen.findByText('Series name suggestion submitted!')).toBeInTheDocument();
    expect(screen.getByText("Thanks! We'll review your suggestion soon.")).toBeInTheDocument();
    expect(sent).toEqual([{ recap_id: 1, suggested_series_name: 'Omniscient Reader' }]);
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Suggest Series Name' })).toBeNull(), { timeout: 4000 });
    expect(screen.getByRole('dialog')).toBeInTheDocument();
  });

  it('shows the server error text, else Failed to submit suggestion', async () => {
    let body: object | null = { error: 'You have already suggested a name for this recap' };
    const { user, dialog } = await openSuggestion(() =>
      body ? HttpResponse.json(body, { status: 409 }) : new HttpResponse(null, { status: 500 }),
    );
    await user.type(within(dialog).getByLabelText('Series name'), 'Tower');
    await user.click(within(dialog).getByRole('button', { name: 'Submit Suggestion' }));
    expect(await within(dialog).findByText('You have already suggested a name for this recap')).toBeInTheDocument();
    body = null;
    await user.click(within(dialog).getByRole('button', { name: 'Submit Suggestion' }));
    expect(await within(dialog).findByText('Failed to submit suggestion')).toBeInTheDocument();
  });

  it('says Network error. Please try again. when the server cannot be reached', async () => {
    const { user, dialog } = await openSuggestion(() => HttpResponse.error());
    await user.type(within(dialog).getByLabelText('Series name'), 'Tower');
    await user.click(within(dialog).getByRole('button', { name: 'Submit Suggestion' }));
    expect(await within(dialog).findByText('Network error. Please try again.')).toBeInTheDocument();
  });
});
