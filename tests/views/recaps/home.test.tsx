import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { API, demoAdmin, demoUser, renderRoute, settle } from '../support/renderRoute';
import { pageOf, recap, recapsHandler } from './fixtures';

const PLACEHOLDER = 'Search by series name, title, description, channel, or tags...';
const slow = { timeout: 10000 };

async function ready(text: string | RegExp) {
  return screen.findByText(text, {}, slow);
}

describe('Home recap list', () => {
  it('shows the count line, the cards with their facts, and Load More appends the next page', async () => {
    const user = userEvent.setup();
    const { handler, queries } = recapsHandler((query) =>
      query.get('page') === '2'
        ? pageOf([recap(3)], 3, false)
        : pageOf([recap(1, { avg_rating: 4.25, rating: 4.3 }), recap(2, { series_name: null })], 3, true),
    );
    renderRoute('/', { handlers: [handler] });
    expect(await ready('3 recap(s) found')).toBeInTheDocument();
    expect(screen.getByPlaceholderText(PLACEHOLDER)).toBeInTheDocument();
    expect(screen.getByText('Language: English')).toBeInTheDocument();
    expect(Object.fromEntries(queries[0])).toMatchObject({ page: '1', language: 'en', sortBy: 'published_at', sortOrder: 'desc' });

    // The cards render in a pass after the count line.
    const first = await screen.findByRole('article', { name: 'Series 1' }, slow);
    expect(within(first).getByText('Recap title 1')).toBeInTheDocument();
    expect(within(first).getByText('1.5K views')).toBeInTheDocument();
    expect(within(first).getByText('120 likes')).toBeInTheDocument();
    expect(within(first).getByText('1:02:05')).toBeInTheDocument();
    expect(within(first).getByText(/years ago/)).toBeInTheDocument();
    expect(within(first).getByText('★ 4.3')).toBeInTheDocument();
    expect(within(first).getByRole('link', { name: 'Recap Tower' })).toHaveAttribute('href', '/recaps/channel/7');
    // The first row's pictures are fetched at once, the very first one before anything else.
    const image = first.querySelector('img');
    expect(image).toHaveAttribute('loading', 'eager');
    expect(image).toHaveAttribute('fetchpriority', 'high');
    const second = screen.getByRole('article', { name: 'Recap title 2' });
    expect(second.querySelector('img')).toHaveAttribute('loading', 'eager');
    expect(second.querySelector('img')).toHaveAttribute('fetchpriority', 'auto');
    expect(within(second).queryByText('★', { exact: false })).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Load More' }));
    expect(await ready('Recap title 3')).toBeInTheDocument();
    expect(screen.getAllByRole('article')).toHaveLength(3);
    expect(screen.queryByRole('button', { name: 'Load More' })).toBeNull();
  });

  it('shows the loading state, then No recaps found when nothing matches', async () => {
    let release: () => void = () => {};
    const gate = new Promise<void>((resolve) => (release = resolve));
    const { handler } = recapsHandler(async () => {
      await gate;
      return pageOf([]);
    });
    renderRoute('/', { handlers: [handler] });
    expect(await ready('Loading recaps...')).toBeInTheDocument();
    release();
    expect(await ready('No recaps found')).toBeInTheDocument();
    expect(screen.getByText('0 recap(s) found')).toBeInTheDocument();
  });

  it('shows Error loading recaps with the message and tries again', async () => {
    const user = userEvent.setup();
    let fail = true;
    const { handler } = recapsHandler(() =>
      fail ? HttpResponse.json({ error: 'Database unavailable', message: 'Database unavailable' }, { status: 503 }) : pageOf([recap(1)]),
    );
    renderRoute('/', { handlers: [handler] });
    expect(await ready('Error loading recaps')).toBeInTheDocument();
    expect(screen.getByText('Database unavailable')).toBeInTheDocument();
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(await ready('Recap title 1')).toBeInTheDocument();
    expect(screen.queryByText('Error loading recaps')).toBeNull();
  });

  it('says the server could not be reached, never the fetch library\'s text with the request address (issue 18, item 8)', async () => {
    const { handler } = recapsHandler(() => HttpResponse.error());
    renderRoute('/', { handlers: [handler] });
    expect(await ready('Error loading recaps')).toBeInTheDocument();
    expect(screen.getByText('Could not reach the server. Please check your connection and try again.')).toBeInTheDocument();
    expect(document.body.textContent).not.toMatch(/https?:|\/api\/|\[GET\]/);
  });

  it('caps the search box at the server\'s 200 characters and says so at the limit (issue 18, item 8)', async () => {
    const { handler } = recapsHandler(() => pageOf([recap(1)]));
    renderRoute('/', { handlers: [handler] });
    await ready('Recap title 1');
    const box = screen.getByPlaceholderText(PLACEHOLDER);
    expect(box).toHaveAttribute('maxLength', '200');
    fireEvent.change(box, { target: { value: 'x'.repeat(200) } });
    expect(await ready('A search can be at most 200 characters.')).toBeInTheDocument();
  });

  it('searches 300 ms after typing stops, says what it searches for, and puts it in the address', async () => {
    const user = userEvent.setup();
    const { handler, queries } = recapsHandler((query) => pageOf(query.get('search') ? [recap(5)] : [recap(1), recap(2)]));
    const view = renderRoute('/', { handlers: [handler] });
    await ready('2 recap(s) found');
    await user.type(screen.getByPlaceholderText(PLACEHOLDER), 'tower');
    expect(await ready('Searching for "tower"')).toBeInTheDocument();
    expect(await ready('1 recap(s) found')).toBeInTheDocument();
    expect(queries.map((q) => q.get('search'))).toEqual([null, 'tower']);
    expect(view.location()).toBe('/?search=tower');
  });

  it('shows only the newest answer when an older search answers last', async () => {
    const user = userEvent.setup();
    let releaseSlow: () => void = () => {};
    const slowGate = new Promise<void>((resolve) => (releaseSlow = resolve));
    const { handler } = recapsHandler(async (query) => {
      if (query.get('search') === 'slow') {
        await slowGate;
        return pageOf([recap(90, { title: 'Stale answer' })]);
      }
      if (query.get('search') === 'fast') return pageOf([recap(91, { title: 'Fresh answer' })]);
      return pageOf([recap(1)]);
    });
    renderRoute('/', { handlers: [handler] });
    await ready('Recap title 1');
    const box = screen.getByPlaceholderText(PLACEHOLDER);
    await user.type(box, 'slow{Enter}');
    await user.clear(box);
    await user.type(box, 'fast{Enter}');
    expect(await ready('Fresh answer')).toBeInTheDocument();
    releaseSlow();
    await settle(50);
    expect(screen.queryByText('Stale answer')).toBeNull();
    expect(screen.getByText('Fresh answer')).toBeInTheDocument();
  });

  it('restores search, language, sort, order and duration from the address, and the logo resets them', async () => {
    const user = userEvent.setup();
    const { handler, queries } = recapsHandler(() => pageOf([recap(1)]));
    const view = renderRoute('/?search=tower&language=ko&sortBy=views&sortOrder=asc&duration=1to2h', { handlers: [handler] });
    await ready('Searching for "tower"');
    expect(Object.fromEntries(queries[0])).toMatchObject({
      search: 'tower', language: 'ko', sortBy: 'views', sortOrder: 'asc', min_duration: '3600', max_duration: '7200',
    });
    expect(screen.getByPlaceholderText(PLACEHOLDER)).toHaveValue('tower');
    expect(screen.getByLabelText('Language')).toHaveValue('ko');
    expect(screen.getByLabelText('Sort by')).toHaveValue('views');
    expect(screen.getByRole('button', { name: 'Sort order: ascending' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '1 to 2 hours' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByText('Language: Korean')).toBeInTheDocument();

    await user.click(screen.getByRole('link', { name: /RecapShelf|home/i }));
    await waitFor(() => expect(view.location()).toBe('/'));
    await waitFor(() => expect(screen.getByPlaceholderText(PLACEHOLDER)).toHaveValue(''));
    expect(Object.fromEntries(queries.at(-1) as URLSearchParams)).toMatchObject({ language: 'en', sortBy: 'published_at', sortOrder: 'desc' });
    expect(screen.getByLabelText('Language')).toHaveValue('en');
  });

  it('offers All languages and only the languages that have recaps, with their counts (issue 18, item 24)', async () => {
    const user = userEvent.setup();
    const { handler, queries } = recapsHandler(() => pageOf([recap(1)]));
    const view = renderRoute('/', { handlers: [handler], languageCounts: [{ language: 'ko', recaps: 1200 }, { language: 'en', recaps: 40 }] });
    await ready('Recap title 1');
    const select = screen.getByLabelText('Language');
    await waitFor(() => expect(within(select).getAllByRole('option').map((option) => option.textContent)).toEqual(['All languages', 'Korean (1,200)', 'English (40)']));
    await user.selectOptions(select, 'all');
    await waitFor(() => expect(view.location()).toBe('/?language=all'));
    await waitFor(() => expect(Object.fromEntries(queries.at(-1) as URLSearchParams)).not.toHaveProperty('language'));
    expect(screen.getByText('Language: All languages')).toBeInTheDocument();
  });

  it('changes filters through the address; a duration filter sorts ascending; back restores the previous list', async () => {
    const user = userEvent.setup();
    const { handler, queries } = recapsHandler(() => pageOf([recap(1)]));
    const view = renderRoute('/', { handlers: [handler] });
    await ready('Recap title 1');
    await user.selectOptions(screen.getByLabelText('Language'), 'ja');
    await waitFor(() => expect(view.location()).toBe('/?language=ja'));
    await user.selectOptions(screen.getByLabelText('Sort by'), 'like_count');
    await user.click(screen.getByRole('button', { name: 'Over 4 hours' }));
    await waitFor(() => expect(view.location()).toBe('/?language=ja&sortBy=like_count&sortOrder=asc&duration=over4h'));
    await waitFor(() => expect(Object.fromEntries(queries.at(-1) as URLSearchParams)).toMatchObject({ sortOrder: 'asc', min_duration: '14401' }));
    await user.click(screen.getByRole('button', { name: 'Sort order: ascending' }));
    await waitFor(() => expect(view.location()).toBe('/?language=ja&sortBy=like_count&duration=over4h'));
    view.navigate('/?language=ja');
    await waitFor(() => expect(screen.getByRole('button', { name: 'Over 4 hours' })).toHaveAttribute('aria-pressed', 'false'));
    await waitFor(() => expect(Object.fromEntries(queries.at(-1) as URLSearchParams)).toMatchObject({ language: 'ja', sortOrder: 'desc' }));
  });

  it('offers recent searches on an empty focused box; choosing one searches; Escape and an outside click close it', async () => {
    const user = userEvent.setup();
    localStorage.setItem('searchHistory', JSON.stringify([
      { search_query: 'omniscient reader', created_at: '2026-01-02T00:00:00.000Z' },
      { search_query: 'solo leveling', created_at: '2026-01-01T00:00:00.000Z' },
    ]));
    const { handler } = recapsHandler(() => pageOf([recap(1)]));
    const view = renderRoute('/', { handlers: [handler] });
    await ready('Recap title 1');
    const box = screen.getByPlaceholderText(PLACEHOLDER);
    await user.click(box);
    expect(screen.getByText('Recent searches')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Clear history' })).toBeNull();
    await user.keyboard('{Escape}');
    expect(screen.queryByText('Recent searches')).toBeNull();
    await user.type(box, 'x');
    await user.clear(box);
    expect(screen.getByText('Recent searches')).toBeInTheDocument();
    await user.click(screen.getByRole('heading', { name: 'Manhwa Recaps' }));
    expect(screen.queryByText('Recent searches')).toBeNull();
    await user.click(box);
    await user.click(screen.getByRole('option', { name: 'solo leveling' }));
    expect(screen.queryByText('Recent searches')).toBeNull();
    await waitFor(() => expect(view.location()).toBe('/?search=solo+leveling'));
    expect(box).toHaveValue('solo leveling');
    const stored = JSON.parse(localStorage.getItem('searchHistory') ?? '[]') as { search_query: string }[];
    expect(stored.map((entry) => entry.search_query)).toEqual(['solo leveling', 'omniscient reader']);
  });

  it('Escape in the search box closes the recent searches and keeps the typed text: clearing is the clear button\'s', async () => {
    const user = userEvent.setup();
    localStorage.setItem('searchHistory', JSON.stringify([{ search_query: 'solo leveling', created_at: '2026-01-01T00:00:00.000Z' }]));
    const { handler } = recapsHandler(() => pageOf([recap(1)]));
    const view = renderRoute('/', { handlers: [handler] });
    await ready('Recap title 1');
    const box = screen.getByRole('combobox', { name: 'Search recaps' });
    await user.click(box);
    expect(screen.getByRole('listbox', { name: 'Recent searches' })).toBeInTheDocument();
    // A browser's own Escape in a search field empties it (jsdom has none): the box must cancel that default.
    expect(fireEvent.keyDown(box, { key: 'Escape' })).toBe(false);
    expect(screen.queryByRole('listbox')).toBeNull();
    await user.type(box, 'tower');
    await waitFor(() => expect(view.location()).toBe('/?search=tower'));
    expect(fireEvent.keyDown(box, { key: 'Escape' })).toBe(false);
    expect(box).toHaveValue('tower');
    expect(view.location()).toBe('/?search=tower');
  });

  it('the recent searches are a WAI-ARIA combobox: Down and Up move the highlight, Enter chooses it, Escape closes', async () => {
    const user = userEvent.setup();
    localStorage.setItem('searchHistory', JSON.stringify([
      { search_query: 'omniscient reader', created_at: '2026-01-02T00:00:00.000Z' },
      { search_query: 'solo leveling', created_at: '2026-01-01T00:00:00.000Z' },
    ]));
    const { handler } = recapsHandler(() => pageOf([recap(1)]));
    const view = renderRoute('/', { handlers: [handler] });
    await ready('Recap title 1');
    const box = screen.getByRole('combobox', { name: 'Search recaps' });
    expect(box).toHaveAttribute('aria-expanded', 'false');
    await user.click(box);
    expect(box).toHaveAttribute('aria-expanded', 'true');
    const listbox = screen.getByRole('listbox', { name: 'Recent searches' });
    expect(box).toHaveAttribute('aria-controls', listbox.id);
    expect(within(listbox).getAllByRole('option').map((option) => option.textContent)).toEqual(['omniscient reader', 'solo leveling']);
    expect(box).not.toHaveAttribute('aria-activedescendant');
    await user.keyboard('{ArrowDown}');
    const first = screen.getByRole('option', { name: 'omniscient reader' });
    expect(box).toHaveAttribute('aria-activedescendant', first.id);
    expect(first).toHaveAttribute('aria-selected', 'true');
    await user.keyboard('{ArrowDown}{ArrowDown}{ArrowUp}');
    const second = screen.getByRole('option', { name: 'solo leveling' });
    expect(box).toHaveAttribute('aria-activedescendant', second.id);
    expect(first).toHaveAttribute('aria-selected', 'false');
    expect(box).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('listbox')).toBeNull();
    expect(box).toHaveAttribute('aria-expanded', 'false');
    expect(box).not.toHaveAttribute('aria-activedescendant');
    await user.keyboard('{ArrowUp}');
    expect(box).toHaveAttribute('aria-activedescendant', screen.getByRole('option', { name: 'solo leveling' }).id);
    await user.keyboard('{Enter}');
    expect(screen.queryByRole('listbox')).toBeNull();
    await waitFor(() => expect(view.location()).toBe('/?search=solo+leveling'));
    expect(box).toHaveValue('solo leveling');
  });

  it('lets a logged-in user clear their search history and flags a video ID', async () => {
    const user = userEvent.setup();
    localStorage.setItem('searchHistory', JSON.stringify([{ search_query: 'tower', created_at: '2026-01-01T00:00:00.000Z' }]));
    const { handler } = recapsHandler(() => pageOf([recap(1)]));
    renderRoute('/', { user: demoUser, handlers: [handler] });
    await ready('Recap title 1');
    await screen.findByText(/Welcome/, {}, slow);
    const box = screen.getByPlaceholderText(PLACEHOLDER);
    await user.click(box);
    await user.click(await screen.findByRole('button', { name: 'Clear history' }));
    expect(JSON.parse(localStorage.getItem('searchHistory') ?? '')).toEqual([]);
    expect(screen.queryByText('Recent searches')).toBeNull();
    await user.type(box, 'dQw4w9WgXcQ');
    expect(await screen.findByText('This looks like a video ID.')).toBeInTheDocument();
  });

  it('says a search names a video while the box holds a video ID or a video address, from the address on', async () => {
    const user = userEvent.setup();
    const { handler } = recapsHandler(() => pageOf([recap(1)]));
    renderRoute('/?search=dQw4w9WgXcQ', { handlers: [handler] });
    await ready('Recap title 1');
    expect(await screen.findByText('This looks like a video ID.')).toBeInTheDocument();
    const box = screen.getByPlaceholderText(PLACEHOLDER);
    await user.clear(box);
    await user.type(box, 'tower');
    expect(screen.queryByText('This looks like a video ID.')).toBeNull();
    await user.clear(box);
    await user.type(box, 'https://youtu.be/dQw4w9WgXcQ');
    expect(await screen.findByText('This looks like a video ID.')).toBeInTheDocument();
  });

  it('dims a private or error recap and will not open it; an open recap shows its dialog', async () => {
    const user = userEvent.setup();
    const { handler } = recapsHandler(() => pageOf([recap(1, { status: 'private' }), recap(2, { status: 'error' }), recap(3)]));
    renderRoute('/', { handlers: [handler] });
    await ready('Recap title 3');
    await user.click(screen.getByText('Recap title 1'));
    await user.click(screen.getByText('Recap title 2'));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.queryByRole('button', { name: /Open Recap title [12]$/ })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Open Recap title 3' }));
    expect(await screen.findByRole('dialog')).toBeInTheDocument();
  });

  it('a private or error card is no tab stop: the keyboard goes from one openable card to the next', async () => {
    const user = userEvent.setup();
    const { handler } = recapsHandler(() => pageOf([recap(1), recap(2, { status: 'error' }), recap(3)]));
    renderRoute('/', { handlers: [handler] });
    await ready('Recap title 3');
    const errorCard = screen.getByRole('article', { name: 'Series 2' });
    expect(within(errorCard).getByText('error')).toBeInTheDocument();
    const focusable = [...errorCard.querySelectorAll<HTMLElement>('button, a, [tabindex]')].map((element) => element.textContent);
    expect(focusable).toEqual(['Recap Tower', 'Add to Watchlist']);
    expect(within(errorCard).queryByRole('button', { name: /Recap title 2/ })).toBeNull();
    act(() => screen.getByRole('button', { name: 'Open Recap title 1' }).focus());
    await user.tab();
    await user.tab();
    await user.tab();
    expect(within(errorCard).getByRole('link', { name: 'Recap Tower' })).toHaveFocus();
  });

  it('plays a muted looping preview on hover and hides it silently when it fails', async () => {
    const user = userEvent.setup();
    const { handler } = recapsHandler(() => pageOf([recap(1)]));
    renderRoute('/', { handlers: [handler] });
    const card = (await ready('Recap title 1')).closest('article') as HTMLElement;
    await user.hover(card);
    const video = within(card).getByTestId('recap-preview') as HTMLVideoElement;
    expect(video.muted).toBe(true);
    expect(video.loop).toBe(true);
    expect(video).toHaveAttribute('playsinline');
    fireEvent.error(video);
    expect(within(card).queryByTestId('recap-preview')).toBeNull();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('shows a placeholder with the name, not a broken image, when a picture does not load (issue 18, item 2)', async () => {
    const { handler } = recapsHandler(() => pageOf([recap(1, { thumbnail_url: null })]));
    renderRoute('/', { handlers: [handler] });
    const card = (await ready('Recap title 1')).closest('article') as HTMLElement;
    const picture = card.querySelector('img') as HTMLImageElement;
    expect(picture).toHaveAttribute('src', 'https://i.ytimg.com/vi/vid00000001/hqdefault.jpg');
    fireEvent.error(picture);
    expect(card.querySelector('img')).toBeNull();
    expect(within(card).getByTestId('picture-placeholder')).toHaveTextContent('Series 1');
  });

  it('asks an anonymous visitor to log in before adding to the watchlist', async () => {
    const user = userEvent.setup();
    const { handler } = recapsHandler(() => pageOf([recap(1)]));
    renderRoute('/', { handlers: [handler] });
    await ready('Recap title 1');
    await user.click(screen.getByRole('button', { name: 'Add to Watchlist' }));
    expect(await ready('Please log in to add items to your watchlist.')).toBeInTheDocument();
  });

  it('a user adds a recap to the watchlist from its card', async () => {
    const user = userEvent.setup();
    const { handler } = recapsHandler(() => pageOf([recap(1)]));
    renderRoute('/', {
      user: demoUser,
      handlers: [handler, http.post(`${API}/watchlist`, () => HttpResponse.json({ message: 'ok' }))],
    });
    await ready('Recap title 1');
    await screen.findByText(/Welcome/, {}, slow);
    await user.click(screen.getByRole('button', { name: 'Add to Watchlist' }));
    expect(await ready('Added to watchlist')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'In Watchlist' })).toHaveAttribute('aria-pressed', 'true');
  });
});

describe('Home recap list, administrators', () => {
  it('marks a recap private (the card dims) and reports a failure; links to the edit page', async () => {
    const user = userEvent.setup();
    const { handler } = recapsHandler(() => pageOf([recap(1), recap(2)]));
    const updates: unknown[] = [];
    renderRoute('/', {
      user: demoAdmin,
      handlers: [
        handler,
        http.put(`${API}/recaps/:id`, async ({ params, request }) => {
          updates.push({ id: params.id, body: await request.json() });
          return params.id === '2'
            ? HttpResponse.json({ error: 'boom', message: 'boom' }, { status: 500 })
            : HttpResponse.json(recap(1, { status: 'private' }));
        }),
      ],
    });
    const first = await screen.findByRole('article', { name: 'Series 1' }, slow);
    await waitFor(() => expect(within(first).getByRole('button', { name: 'Mark private' })).toBeInTheDocument(), slow);
    expect(within(first).getByRole('link', { name: 'Edit' })).toHaveAttribute('href', '/recaps/1/edit');
    await user.click(within(first).getByRole('button', { name: 'Mark private' }));
    expect(await ready('Recap marked as private.')).toBeInTheDocument();
    await waitFor(() => expect(within(first).queryByRole('button', { name: 'Open Recap title 1' })).toBeNull(), slow);
    expect(within(first).getByText('private')).toBeInTheDocument();
    const second = screen.getByRole('article', { name: 'Series 2' });
    await user.click(within(second).getByRole('button', { name: 'Mark error' }));
    expect(await ready('Failed to update status.')).toBeInTheDocument();
    expect(updates).toEqual([{ id: '1', body: { status: 'private' } }, { id: '2', body: { status: 'error' } }]);
  });

  it('puts a private or error recap back with Mark public, which gives back the status it had (issue 18, item 2)', async () => {
    const user = userEvent.setup();
    const { handler } = recapsHandler(() => pageOf([recap(1, { status: 'private' }), recap(2, { status: 'Ongoing' })]));
    const updates: unknown[] = [];
    renderRoute('/', {
      user: demoAdmin,
      handlers: [
        handler,
        http.put(`${API}/recaps/:id`, async ({ params, request }) => {
          updates.push({ id: params.id, body: await request.json() });
          return HttpResponse.json(recap(1, { status: 'Completed' }));
        }),
      ],
    });
    const hidden = await screen.findByRole('article', { name: 'Series 1' }, slow);
    const shown = screen.getByRole('article', { name: 'Series 2' });
    await waitFor(() => expect(within(hidden).getByRole('button', { name: 'Mark public' })).toBeInTheDocument(), slow);
    expect(within(shown).queryByRole('button', { name: 'Mark public' })).toBeNull();
    await user.click(within(hidden).getByRole('button', { name: 'Mark public' }));
    expect(await ready('Recap marked as public.')).toBeInTheDocument();
    expect(await within(hidden).findByRole('button', { name: 'Open Recap title 1' }, slow)).not.toHaveAttribute('aria-disabled');
    expect(within(hidden).queryByRole('button', { name: 'Mark public' })).toBeNull();
    // The card shows the status the server gave back, not an empty one.
    expect(within(hidden).getByText('Completed')).toBeInTheDocument();
    expect(updates).toEqual([{ id: '1', body: { status: null } }]);
  });

  it('offers a hidden card only Mark public, never beside Mark private or Mark error; a shown card the two others', async () => {
    const { handler } = recapsHandler(() => pageOf([recap(1, { status: 'private' }), recap(2, { status: 'error' }), recap(3, { status: 'Ongoing' })]));
    renderRoute('/', { user: demoAdmin, handlers: [handler] });
    // An administrator is a member too: each card also has its Mark watched, which is no moderation.
    const moderation = /^Mark (public|private|error)$/;
    await waitFor(() => expect(screen.getAllByRole('button', { name: moderation })).toHaveLength(4), slow);
    const marks = (name: string) => within(screen.getByRole('article', { name })).getAllByRole('button', { name: moderation }).map((button) => button.textContent);
    expect(marks('Series 1')).toEqual(['Mark public']);
    expect(marks('Series 2')).toEqual(['Mark public']);
    expect(marks('Series 3')).toEqual(['Mark private', 'Mark error']);
  });

  it('shows no moderation buttons to a member', async () => {
    const { handler } = recapsHandler(() => pageOf([recap(1)]));
    renderRoute('/', { user: demoUser, handlers: [handler] });
    await ready('Recap title 1');
    await screen.findByText(/Welcome/, {}, slow);
    expect(screen.queryByRole('button', { name: 'Mark private' })).toBeNull();
    expect(screen.queryByRole('link', { name: 'Edit' })).toBeNull();
  });
});
