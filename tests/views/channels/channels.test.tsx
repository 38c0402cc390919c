import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { API, demoAdmin, demoUser, renderRoute } from '../support/renderRoute';
import { channel, channelsServer } from './fixtures';

function main() {
  return within(screen.getByRole('main'));
}

function card(name: string) {
  return within(main().getByRole('article', { name }));
}

describe('Browse Channels', () => {
  it('shows the cards with picture, name link, language, counts and last posted, and the total; links back to recaps', async () => {
    const { handlers, queries } = channelsServer([channel(1, { language: 'ko' }), channel(2)]);
    const view = renderRoute('/channels', { handlers });
    // The first render also loads the lazily imported page.
    expect(await screen.findByText('2 channels', {}, { timeout: 8000 })).toBeInTheDocument();
    expect(main().getByRole('heading', { level: 1, name: 'Browse Channels' })).toBeInTheDocument();
    const first = card('Channel 1');
    expect(first.getByRole('link', { name: 'Channel 1' })).toHaveAttribute('href', '/recaps/channel/1');
    expect(first.getByText('Korean')).toBeInTheDocument();
    expect(first.getByText('1.2M')).toBeInTheDocument();
    expect(first.getByText('340')).toBeInTheDocument();
    expect(first.getByText('45.6K')).toBeInTheDocument();
    expect(first.getByText('Last posted 3 days ago')).toBeInTheDocument();
    expect(first.queryByRole('button', { name: /Deactivate/ })).toBeNull();
    expect(queries[0]).toEqual({ page: '1', limit: '20', active: '1', sortBy: 'name', sortOrder: 'asc' });

    const img = main().getByRole('article', { name: 'Channel 1' }).querySelector('img')!;
    expect(img).toHaveAttribute('src', '/media/channels/1.jpg');
    expect(img).toHaveAttribute('width', '64');
    fireEvent.error(img);
    expect(first.getByRole('img', { name: 'Channel 1 has no picture' })).toBeInTheDocument();

    await userEvent.setup().click(main().getByRole('link', { name: 'Back to recaps' }));
    await waitFor(() => expect(view.location()).toBe('/'));
  });

  it('filters by language, sorts by every option and toggles the order, asking the server each time', async () => {
    const user = userEvent.setup();
    const { handlers, queries } = channelsServer([channel(1, { language: 'ko' }), channel(2)]);
    renderRoute('/channels', { handlers });
    await main().findByText('2 channels');
    const language = main().getByLabelText('Language');
    expect(within(language).getAllByRole('option').map((o) => o.textContent)).toEqual(['All Languages', 'English', 'Korean']);
    await user.selectOptions(language, 'ko');
    expect(await main().findByText('1 channel')).toBeInTheDocument();
    expect(queries.at(-1)).toMatchObject({ language: 'ko' });

    const sort = main().getByLabelText('Sort by');
    expect(within(sort).getAllByRole('option').map((o) => o.textContent)).toEqual([
      'Name', 'Most Videos', 'Most Subscribers', 'Last Posted', 'Most Views', 'Most Likes',
    ]);
    // "Most ..." means most first.
    await user.selectOptions(sort, 'Most Subscribers');
    await waitFor(() => expect(queries.at(-1)).toMatchObject({ sortBy: 'subscriber_count', sortOrder: 'desc' }));
    await user.click(main().getByRole('button', { name: 'Sort order: descending' }));
    await waitFor(() => expect(queries.at(-1)).toMatchObject({ sortBy: 'subscriber_count', sortOrder: 'asc' }));
    expect(main().getByRole('button', { name: 'Sort order: ascending' })).toBeInTheDocument();
    await user.selectOptions(sort, 'Name');
    await waitFor(() => expect(queries.at(-1)).toMatchObject({ sortBy: 'name', sortOrder: 'asc' }));
  });

  it('keeps the filters and sort in the address; Back restores the list, a shared link opens it, unknown values are dropped', async () => {
    const user = userEvent.setup();
    const { handlers, queries } = channelsServer([channel(1, { language: 'ko' }), channel(2)]);
    const view = renderRoute('/channels', { handlers });
    await main().findByText('2 channels');
    await user.selectOptions(main().getByLabelText('Language'), 'ko');
    await user.selectOptions(main().getByLabelText('Sort by'), 'Most Videos');
    expect(view.location()).toBe('/channels?language=ko&sortBy=total_videos&sortOrder=desc');
    await waitFor(() => expect(queries.at(-1)).toMatchObject({ language: 'ko', sortBy: 'total_videos', sortOrder: 'desc' }));
    // Removing the language filter removes its parameter; going back restores it, control and list alike.
    await user.selectOptions(main().getByLabelText('Language'), '');
    expect(view.location()).toBe('/channels?sortBy=total_videos&sortOrder=desc');
    await waitFor(() => expect(queries.at(-1)).not.toHaveProperty('language'));
    view.navigate('/channels?language=ko&sortBy=total_videos&sortOrder=desc');
    await waitFor(() => expect(main().getByLabelText('Language')).toHaveValue('ko'));
    await waitFor(() => expect(queries.at(-1)).toMatchObject({ language: 'ko', sortBy: 'total_videos' }));
  });

  it('drops address values the server would refuse, and the controls show what is listed', async () => {
    const { handlers, queries } = channelsServer([channel(1), channel(2)]);
    renderRoute('/channels?language=<script>&sortBy=popularity&sortOrder=sideways', { handlers });
    await main().findByText('2 channels');
    expect(queries[0]).toMatchObject({ sortBy: 'name', sortOrder: 'asc' });
    expect(queries[0]).not.toHaveProperty('language');
    expect(main().getByLabelText('Language')).toHaveValue('');
    expect(main().getByLabelText('Sort by')).toHaveValue('name');
  });

  it('offers the languages of the channels when the server list is unavailable', async () => {
    const { handlers } = channelsServer([channel(1, { language: 'es' }), channel(2, { language: 'ja' })], { languages: 'fail' });
    renderRoute('/channels', { handlers });
    await main().findByText('2 channels');
    await waitFor(() =>
      expect(within(main().getByLabelText('Language')).getAllByRole('option').map((o) => o.textContent)).toEqual([
        'All Languages', 'Spanish', 'Japanese',
      ]),
    );
  });

  it('Load More Channels appends the next page and disappears at the end', async () => {
    const user = userEvent.setup();
    const all = Array.from({ length: 25 }, (_, i) => channel(i + 1, { name: `Channel ${String(i + 1).padStart(2, '0')}` }));
    const { handlers } = channelsServer(all);
    renderRoute('/channels', { handlers });
    expect(await main().findByText('25 channels')).toBeInTheDocument();
    expect(main().getAllByRole('article')).toHaveLength(20);
    await user.click(main().getByRole('button', { name: 'Load More Channels' }));
    await waitFor(() => expect(main().getAllByRole('article')).toHaveLength(25));
    expect(main().queryByRole('button', { name: 'Load More Channels' })).toBeNull();
  });

  it('a failure shows Error loading channels with the spec text, and Try Again loads; an empty result says so', async () => {
    const user = userEvent.setup();
    let fail = true;
    const { handlers } = channelsServer([]);
    renderRoute('/channels', {
      handlers: [
        http.get(`${API}/channels`, () => (fail ? HttpResponse.json({ error: 'x', message: 'x' }, { status: 500 }) : undefined)),
        ...handlers,
      ],
    });
    const alert = await main().findByRole('alert');
    expect(within(alert).getByRole('heading', { name: 'Error loading channels' })).toBeInTheDocument();
    expect(alert).toHaveTextContent('Failed to fetch channels. Please try again.');
    fail = false;
    await user.click(within(alert).getByRole('button', { name: 'Try Again' }));
    expect(await main().findByText('No channels found')).toBeInTheDocument();
    expect(main().getByText('0 channels')).toBeInTheDocument();
  });

  it('the favourite toggle asks anonymous visitors to log in', async () => {
    const user = userEvent.setup();
    const { handlers } = channelsServer([channel(1)]);
    renderRoute('/channels', { handlers });
    await main().findByText('1 channel');
    await user.click(card('Channel 1').getByRole('button', { name: 'Favourite Channel 1' }));
    expect(await screen.findByText('Please log in to manage favorites.')).toBeInTheDocument();
  });

  it('a member marks and unmarks a favourite, and a refusal is reported', async () => {
    const user = userEvent.setup();
    const { handlers, queries } = channelsServer([channel(1), channel(2)]);
    let refuse = false;
    renderRoute('/channels', {
      user: demoUser,
      handlers: [
        http.post(`${API}/channels/:id/favourite`, () =>
          refuse ? HttpResponse.json({ error: 'x', message: 'x' }, { status: 500 }) : HttpResponse.json({ message: 'ok' }),
        ),
        http.delete(`${API}/channels/:id/favourite`, () => HttpResponse.json({ message: 'ok' })),
        ...handlers,
      ],
    });
    await main().findByText('2 channels');
    expect(queries[0]).toMatchObject({ userId: 'current' });
    await user.click(card('Channel 1').getByRole('button', { name: 'Favourite Channel 1' }));
    expect(await screen.findByText('Marked as Favorite')).toBeInTheDocument();
    const pressed = await card('Channel 1').findByRole('button', { name: 'Favourited Channel 1' });
    expect(pressed).toHaveAttribute('aria-pressed', 'true');
    await user.click(pressed);
    expect(await screen.findByText('Removed from Favorites')).toBeInTheDocument();
    refuse = true;
    await user.click(await card('Channel 2').findByRole('button', { name: 'Favourite Channel 2' }));
    expect(await screen.findByText('Failed to update favourite status. Please try again.')).toBeInTheDocument();
    expect(card('Channel 2').getByRole('button', { name: 'Favourite Channel 2' })).toHaveAttribute('aria-pressed', 'false');
  });

  it('an admin deactivates a channel after confirming: it leaves the list and the total drops by 1', async () => {
    const user = userEvent.setup();
    const { handlers } = channelsServer([channel(1, { name: 'Tower Recaps' }), channel(2)]);
    renderRoute('/channels', { user: demoAdmin, handlers });
    await main().findByText('2 channels');
    await user.click(card('Tower Recaps').getByRole('button', { name: 'Deactivate Tower Recaps' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('Deactivate "Tower Recaps"? All recaps from this channel will be hidden.');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(main().getByText('2 channels')).toBeInTheDocument();

    await user.click(card('Tower Recaps').getByRole('button', { name: 'Deactivate Tower Recaps' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Deactivate' }));
    expect(await screen.findByText('Channel deactivated successfully')).toBeInTheDocument();
    await waitFor(() => expect(main().queryByRole('article', { name: 'Tower Recaps' })).toBeNull());
    expect(main().getByText('1 channel')).toBeInTheDocument();
  });

  it('a refused deactivation is reported and the channel stays', async () => {
    const user = userEvent.setup();
    const { handlers } = channelsServer([channel(1)]);
    renderRoute('/channels', {
      user: demoAdmin,
      handlers: [http.put(`${API}/channels/:id/deactivate`, () => HttpResponse.json({ error: 'x', message: 'x' }, { status: 500 })), ...handlers],
    });
    await main().findByText('1 channel');
    await user.click(card('Channel 1').getByRole('button', { name: 'Deactivate Channel 1' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Deactivate' }));
    expect(await screen.findByText('Failed to deactivate channel. Please try again.')).toBeInTheDocument();
    expect(main().getByRole('article', { name: 'Channel 1' })).toBeInTheDocument();
    expect(main().getByText('1 channel')).toBeInTheDocument();
  });

  it('an admin lists the deactivated channels and reactivates one: it leaves that list and is back in Browse Channels (issue 18, item 18)', async () => {
    const user = userEvent.setup();
    const { handlers, queries } = channelsServer([channel(1, { name: 'Tower Recaps', active: false }), channel(2)]);
    renderRoute('/channels', { user: demoAdmin, handlers });
    await main().findByText('1 channel');
    expect(main().queryByRole('article', { name: 'Tower Recaps' })).toBeNull();
    await user.click(main().getByRole('checkbox', { name: 'Show deactivated channels' }));
    await main().findByRole('article', { name: 'Tower Recaps' });
    expect(queries.at(-1)).toMatchObject({ active: '0' });
    expect(card('Tower Recaps').queryByRole('button', { name: /^Deactivate/ })).toBeNull();
    await user.click(card('Tower Recaps').getByRole('button', { name: 'Reactivate Tower Recaps' }));
    expect(await screen.findByText('Channel reactivated successfully')).toBeInTheDocument();
    await waitFor(() => expect(main().queryByRole('article', { name: 'Tower Recaps' })).toBeNull());
    await user.click(main().getByRole('checkbox', { name: 'Show deactivated channels' }));
    expect(await main().findByRole('article', { name: 'Tower Recaps' })).toBeInTheDocument();
    expect(main().getByText('2 channels')).toBeInTheDocument();
  });

  it('offers the deactivated list to admins only', async () => {
    const { handlers } = channelsServer([channel(1)]);
    renderRoute('/channels', { user: demoUser, handlers });
    await main().findByText('1 channel');
    expect(main().queryByRole('checkbox', { name: 'Show deactivated channels' })).toBeNull();
  });
});
