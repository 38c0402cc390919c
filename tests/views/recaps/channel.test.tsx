import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import type { Channel } from '../../../src/api/types';
import { API, demoUser, renderRoute } from '../support/renderRoute';
import { channel, pageOf, recap, recapsHandler } from './fixtures';

const slow = { timeout: 10000 };

function channelHandlers(answer: Channel | (() => Response) = channel) {
  const { handler, queries } = recapsHandler(() => pageOf([recap(1), recap(2)]));
  const channelHandler = http.get(`${API}/channels/:id`, () => (typeof answer === 'function' ? answer() : HttpResponse.json(answer)));
  return { handlers: [handler, channelHandler], queries };
}

describe('Channel addresses that name no channel', () => {
  it.each(['abc', '-1', '1.5', '0', '1e3'])('/recaps/channel/%s shows Not Found with a way back, and asks the server nothing', async (id) => {
    const { handlers, queries } = channelHandlers();
    let channelAsked = false;
    renderRoute(`/recaps/channel/${id}`, {
      handlers: [http.get(`${API}/channels/:id`, () => ((channelAsked = true), HttpResponse.json(channel))), ...handlers],
    });
    expect(await screen.findByRole('heading', { name: 'Page not found' }, slow)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to all recaps' })).toHaveAttribute('href', '/');
    expect({ channelAsked, recapsAsked: queries.length }).toEqual({ channelAsked: false, recapsAsked: 0 });
  });

  it('a channel the server does not have shows Not Found: no cards, no Try Again', async () => {
    const { handlers } = channelHandlers(() => HttpResponse.json({ error: 'Channel not found', message: 'Channel not found' }, { status: 404 }));
    renderRoute('/recaps/channel/999', { handlers });
    expect(await screen.findByRole('heading', { name: 'Page not found' }, slow)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Try Again' })).toBeNull();
    expect(screen.queryByText(/Recap title/)).toBeNull();
    await waitFor(() => expect(document.title).toBe('Page not found · RecapShelf'));
  });
});

describe('Channel recap list', () => {
  it('shows the channel header above the channel’s recaps, with counts shortened and a link to the channel', async () => {
    const { handlers, queries } = channelHandlers();
    renderRoute('/recaps/channel/7', { handlers });
    expect(await screen.findByRole('heading', { name: 'Recap Tower' }, slow)).toBeInTheDocument();
    const header = screen.getByRole('region', { name: 'Channel' });
    expect(within(header).getByText('Long recaps of tower climbers.')).toBeInTheDocument();
    const stat = (name: string) => within(header).getByText(name).nextElementSibling?.textContent;
    expect(stat('Subscribers')).toBe('125.4K');
    expect(stat('Videos')).toBe('1.2K');
    expect(stat('Last posted')).toBe('Mar 5, 2024');
    expect(stat('Language')).toBe('Korean');
    const link = within(header).getByRole('link', { name: 'View on YouTube' });
    expect(link).toHaveAttribute('href', 'https://www.youtube.com/channel/UCtower123');
    expect(link).toHaveAttribute('target', '_blank');
    expect(await screen.findByText('2 recap(s) found', {}, slow)).toBeInTheDocument();
    expect(queries[0].get('channel_id')).toBe('7');
    expect(queries[0].get('language')).toBeNull();
    expect(screen.getByLabelText('Language')).toBeDisabled();
    // The locked filter shows the channel's own language, not the catalogue's default (English).
    expect(within(screen.getByLabelText('Language')).getAllByRole('option').map((option) => option.textContent)).toEqual(['Korean']);
    expect(screen.getByLabelText('Language')).toHaveDisplayValue('Korean');
    expect(screen.queryByText(/^Language: /)).toBeNull();
  });

  it('keeps the list out of sight until the header is in, so the header never pushes it down, and fetches both at once', async () => {
    let answerChannel: () => void = () => {};
    const channelAnswered = new Promise<void>((resolve) => {
      answerChannel = resolve;
    });
    const { handlers, queries } = channelHandlers();
    const heldChannel = http.get(`${API}/channels/:id`, async () => {
      await channelAnswered;
      return HttpResponse.json(channel);
    });
    renderRoute('/recaps/channel/7', { handlers: [heldChannel, ...handlers] });
    expect(await screen.findByText('Loading channel...', {}, slow)).toBeInTheDocument();
    // The list was asked for and has arrived while the header loads, but nothing of it shows yet.
    expect(await screen.findByText('2 recap(s) found', {}, slow)).not.toBeVisible();
    expect(queries).toHaveLength(1);
    expect(screen.getByPlaceholderText(/Search by series name/)).not.toBeVisible();
    answerChannel();
    expect(await screen.findByRole('heading', { name: 'Recap Tower' }, slow)).toBeInTheDocument();
    await waitFor(() => expect(screen.getByPlaceholderText(/Search by series name/)).toBeVisible(), slow);
    expect(screen.getByText('2 recap(s) found')).toBeVisible();
  });

  it('shows the list under a header that failed to load', async () => {
    const { handlers } = channelHandlers(() => HttpResponse.json({ error: 'Failed to fetch channel.', message: 'Failed to fetch channel.' }, { status: 500 }));
    renderRoute('/recaps/channel/7', { handlers });
    expect(await screen.findByRole('alert', {}, slow)).toHaveTextContent('Failed to fetch channel.');
    expect(await screen.findByText('2 recap(s) found', {}, slow)).toBeVisible();
  });

  it('shows a placeholder icon when the channel image is missing, and no YouTube link without a channel id', async () => {
    const { handlers } = channelHandlers({ ...channel, youtube_channel_id: null });
    renderRoute('/recaps/channel/7', { handlers });
    const image = await screen.findByRole('img', { name: 'Recap Tower' }, slow);
    expect(image).toHaveAttribute('src', '/media/channels/7.jpg');
    fireEvent.error(image);
    expect(screen.getByTestId('channel-placeholder')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'View on YouTube' })).toBeNull();
  });

  it('keeps ?language= in the address and drops it when it is en', async () => {
    const { handlers } = channelHandlers();
    const view = renderRoute('/recaps/channel/7?language=ko', { handlers });
    await screen.findByText('2 recap(s) found', {}, slow);
    expect(screen.getByLabelText('Language')).toHaveValue('ko');
    await userEvent.setup().selectOptions(screen.getByLabelText('Sort by'), 'views');
    await waitFor(() => expect(view.location()).toBe('/recaps/channel/7?language=ko&sortBy=views'));
    view.navigate('/recaps/channel/7?language=en');
    await waitFor(() => expect(screen.getByLabelText('Sort by')).toHaveValue('published_at'));
    await userEvent.setup().selectOptions(screen.getByLabelText('Sort by'), 'rating');
    await waitFor(() => expect(view.location()).toBe('/recaps/channel/7?sortBy=rating'));
  });

  it('asks an anonymous visitor to log in before marking a favourite', async () => {
    const user = userEvent.setup();
    const { handlers } = channelHandlers();
    renderRoute('/recaps/channel/7', { handlers });
    await user.click(await screen.findByRole('button', { name: '☆ Add to Favourites' }, slow));
    expect(await screen.findByText('Please log in to add channels to your favourites!', {}, slow)).toBeInTheDocument();
  });

  it('a user marks and unmarks a favourite; a 404 on removal means it was already removed', async () => {
    const user = userEvent.setup();
    const { handlers } = channelHandlers();
    let removal = () => HttpResponse.json({ message: 'ok' });
    renderRoute('/recaps/channel/7', {
      user: demoUser,
      handlers: [
        ...handlers,
        http.post(`${API}/channels/7/favourite`, () => HttpResponse.json({ message: 'ok' })),
        http.delete(`${API}/channels/7/favourite`, () => removal()),
      ],
    });
    await screen.findByText(/Welcome/, {}, slow);
    await user.click(await screen.findByRole('button', { name: '☆ Add to Favourites' }, slow));
    expect(await screen.findByText('Marked as Favorite')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: '★ Favourite' }));
    expect(await screen.findByText('Removed from Favorites')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: '☆ Add to Favourites' }));
    await screen.findByRole('button', { name: '★ Favourite' });
    removal = () => HttpResponse.json({ error: 'Channel not found in favourites', message: 'Channel not found in favourites' }, { status: 404 });
    await user.click(screen.getByRole('button', { name: '★ Favourite' }));
    expect(await screen.findByText('Channel was already removed from favourites')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '☆ Add to Favourites' })).toHaveAttribute('aria-pressed', 'false');
  });

  it('reports a channel that fails to load and loads it again on Try Again', async () => {
    const user = userEvent.setup();
    let fail = true;
    const { handlers } = channelHandlers(() =>
      fail ? HttpResponse.json({ error: 'Failed to fetch channel.', message: 'Failed to fetch channel.' }, { status: 500 }) : HttpResponse.json(channel),
    );
    renderRoute('/recaps/channel/7', { handlers });
    expect(await screen.findByText('Failed to fetch channel.', {}, slow)).toBeInTheDocument();
    fail = false;
    const header = screen.getByText('Failed to fetch channel.').closest('section') as HTMLElement;
    await user.click(within(header).getByRole('button', { name: 'Try Again' }));
    expect(await screen.findByRole('heading', { name: 'Recap Tower' })).toBeInTheDocument();
  });
});
