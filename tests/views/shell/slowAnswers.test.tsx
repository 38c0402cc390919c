import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse, type JsonBodyType } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { SeriesSummary, User } from '../../../src/api/types';
import { SLOW_ANSWER_MS, SLOW_ANSWER_TEXT } from '../../../src/machines/shared/slowAnswer';
import { API, demoAdmin, demoUser, renderRoute } from '../support/renderRoute';
import { channel, channelsServer, recap } from '../channels/fixtures';
import { seriesDetail } from '../series/fixtures';
import { answerMatches, MATCH_ORDERS, matchesResponse, STORED_MATCHES } from '../../support/thumbnailMatchServer';

const slow = { timeout: 10000 };
const passEightSeconds = () => act(() => vi.advanceTimersByTimeAsync(SLOW_ANSWER_MS));
const pageOf = <T,>(data: T[]) => ({ data, total: data.length, hasMore: false });
const { aliases: _aliases, channels: _channels, coverage: _coverage, progress: _progress, is_following: _following, ...seriesCard } = seriesDetail();
const listedSeries: SeriesSummary = seriesCard;
const noRecaps = http.get(`${API}/recaps`, () => HttpResponse.json(pageOf([])));

interface Screen {
  name: string;
  path: string;
  user?: User;
  watchlist?: number[];
  /** The request whose answer the outage holds, and that answer. */
  held: { url: string; answer: JsonBodyType };
  /** What the screen says while it waits, before 8 s. */
  loading: string;
  /** What shows once the answer comes. */
  filled: string;
  /** The page's heading, for a page whose guard says the same "Loading..." before the page itself shows. */
  heading?: string;
  handlers?: ReturnType<typeof http.get>[];
}

const screens: Screen[] = [
  {
    name: 'Browse Channels',
    path: '/channels',
    held: { url: `${API}/channels`, answer: pageOf([channel(1)]) },
    loading: 'Loading channels...',
    filled: 'Channel 1',
    handlers: channelsServer([]).handlers,
  },
  {
    name: 'My Favourites',
    path: '/favourites',
    user: demoUser,
    held: { url: `${API}/channels/favourites`, answer: pageOf([channel(1, { is_favourited: true })]) },
    loading: 'Loading favourites...',
    filled: 'Channel 1',
  },
  {
    name: 'Browse Series',
    path: '/series',
    held: { url: `${API}/series`, answer: pageOf([listedSeries]) },
    loading: 'Loading series...',
    filled: listedSeries.name,
  },
  {
    name: 'My Watchlist',
    path: '/watchlist',
    user: demoUser,
    watchlist: [1],
    held: { url: `${API}/recaps`, answer: pageOf([recap(1)]) },
    loading: 'Loading your watchlist...',
    filled: 'Recap 1 title',
  },
  {
    name: 'the channel page header',
    path: '/recaps/channel/1',
    held: { url: `${API}/channels/1`, answer: channel(1) },
    loading: 'Loading channel...',
    filled: 'Channel 1',
    handlers: [noRecaps],
  },
  {
    name: 'Pending Channels',
    path: '/admin/pending-channels',
    user: demoAdmin,
    held: {
      url: `${API}/admin/pending-channels`,
      answer: [{ id: 1, channel_name: 'Manhwa Recaps ES', language: 'es', youtube_url: 'https://www.youtube.com/@es', active: 0, full_scan: 0, status: 'pending', created_at: '2024-01-01T00:00:00.000Z' }],
    },
    loading: 'Loading pending channels...',
    filled: 'https://www.youtube.com/@es',
  },
  {
    name: 'Edit Recap',
    path: '/recaps/5/edit',
    user: demoAdmin,
    held: { url: `${API}/recaps/5`, answer: recap(5) },
    loading: 'Loading...',
    filled: 'Recap 5 title',
    heading: 'Edit Recap',
  },
  // Pages that wait for the session before their own question: while it is slow, they say so.
  {
    name: 'My Favourites, while the session is asked',
    path: '/favourites',
    user: demoUser,
    held: { url: `${API}/auth/me`, answer: { user: demoUser } },
    loading: 'Loading favourites...',
    filled: 'Channel 1',
    handlers: [http.get(`${API}/channels/favourites`, () => HttpResponse.json(pageOf([channel(1, { is_favourited: true })])))],
  },
  {
    name: 'My Watchlist, while the session is asked',
    path: '/watchlist',
    user: demoUser,
    watchlist: [1],
    held: { url: `${API}/auth/me`, answer: { user: demoUser } },
    loading: 'Loading your watchlist...',
    filled: 'Recap 1 title',
    handlers: [http.get(`${API}/recaps`, () => HttpResponse.json(pageOf([recap(1)])))],
  },
];

/** The screen's request, held until the server comes back; `asked` counts how often it was made. */
function outage(held: Screen['held']) {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  const state = { asked: 0, release };
  const handler = http.get(held.url, async () => {
    state.asked += 1;
    await released;
    return HttpResponse.json(held.answer);
  });
  return { state, handler };
}

afterEach(() => {
  vi.useRealTimers();
});

describe('every screen that waits for its first answer says after 8 s that it is slow, and still fills itself', () => {
  it.each(screens.map((entry) => [entry.name, entry] as const))('%s', async (_name, entry) => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const { state, handler } = outage(entry.held);
    renderRoute(entry.path, { user: entry.user, watchlist: entry.watchlist, handlers: [handler, ...(entry.handlers ?? [])] });
    const main = within(screen.getByRole('main'));
    if (entry.heading) await main.findByRole('heading', { name: entry.heading }, slow);
    // Found and checked in one step: the element saying it can give way to another saying the same (the page
    // taking over from what stood in for it), which a find followed by a separate check would still hold.
    await waitFor(() => expect(main.getByText(entry.loading)).toBeInTheDocument(), slow);
    expect(main.queryByText(SLOW_ANSWER_TEXT)).toBeNull();

    await passEightSeconds();
    expect(await main.findByText(SLOW_ANSWER_TEXT)).toBeInTheDocument();
    expect(main.getByRole('button', { name: 'Try Again' })).toBeInTheDocument();
    expect(main.queryByText(entry.loading)).toBeNull();

    // The server comes back: the request that was waiting answers, and the screen fills itself.
    state.release();
    expect((await main.findAllByText(entry.filled, {}, slow)).length).toBeGreaterThan(0);
    expect(main.queryByText(SLOW_ANSWER_TEXT)).toBeNull();
    expect(state.asked).toBe(1);
  });

  it('Try Again asks anew, and the new answer fills the screen (Pending Channels)', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const entry = screens.find((candidate) => candidate.name === 'Pending Channels')!;
    const { state, handler } = outage(entry.held);
    let asked = 0;
    const answering = http.get(entry.held.url, () => {
      asked += 1;
      // The first request is held by the outage; the one Try Again makes is answered.
      return asked === 1 ? undefined : HttpResponse.json(entry.held.answer);
    });
    renderRoute(entry.path, { user: entry.user, handlers: [answering, handler] });
    const main = within(screen.getByRole('main'));
    await passEightSeconds();
    const tryAgain = await main.findByRole('button', { name: 'Try Again' }, slow);
    await userEvent.setup({ advanceTimers: vi.advanceTimersByTime.bind(vi) }).click(tryAgain);
    expect(await main.findByText(entry.filled, {}, slow)).toBeInTheDocument();
    expect(asked).toBe(2);
    expect(state.asked).toBe(1);
    state.release();
  });
});

describe('an admin queue loaded again after a decision', () => {
  it('says after 8 s that the reload is slow, keeps the list meanwhile, and the answer ends the wait (Thumbnail Matches)', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    let stored = [...STORED_MATCHES];
    let reload: Promise<void> | null = null;
    let releaseReload!: () => void;
    const handlers = [
      http.get(`${API}/admin/thumbnail-matches`, async ({ request }) => {
        const params = new URL(request.url).searchParams;
        const query = { sort: (params.get('sort') ?? 'date') as 'date', type: null, page: Number(params.get('page') ?? 1) };
        // The first load answers at once; the one after the decision is held until the server comes back.
        if (reload !== null) await reload;
        return HttpResponse.json(matchesResponse(answerMatches(query, 20, stored)));
      }),
      http.delete(`${API}/admin/thumbnail-matches/:id`, ({ params }) => {
        stored = stored.filter((match) => match.id !== Number(params.id));
        reload = new Promise<void>((resolve) => (releaseReload = resolve));
        return HttpResponse.json({ message: 'Match deleted', id: Number(params.id) });
      }),
    ];
    renderRoute('/admin/thumbnail-matches', { user: demoAdmin, handlers });
    const main = within(screen.getByRole('main'));
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime.bind(vi) });
    const first = [...STORED_MATCHES].sort(MATCH_ORDERS.date)[0]!;
    await user.click(await main.findByRole('button', { name: `Delete match ${first.title_1} and ${first.title_2}` }, slow));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Delete' }));
    await act(() => vi.advanceTimersByTimeAsync(SLOW_ANSWER_MS - 1000));
    expect(main.queryByText(SLOW_ANSWER_TEXT)).toBeNull();
    await act(() => vi.advanceTimersByTimeAsync(1000));
    expect(await main.findByText(SLOW_ANSWER_TEXT)).toBeInTheDocument();
    expect(main.getByRole('list', { name: 'Matches' })).toBeInTheDocument();

    releaseReload();
    await act(() => vi.advanceTimersByTimeAsync(0));
    await waitFor(() => expect(main.queryByText(SLOW_ANSWER_TEXT)).toBeNull());
    expect(main.queryByText(first.title_1)).toBeNull();
  });
});
