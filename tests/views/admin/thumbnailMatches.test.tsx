import { act, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { AnyEventObject, SnapshotFrom } from 'xstate';
import { ApiError } from '../../../src/api/errors';
import type { MatchType, ThumbnailMatch } from '../../../src/api/types';
import { MATCH_TYPES } from '../../../src/domain/thumbnailMatches';
import { SLOW_ANSWER_TEXT } from '../../../src/machines/shared/slowAnswer';
import { matchDeletionQuestion, thumbnailMatchesMachine, type MatchSummary } from '../../../src/machines/thumbnailMatches';
import type { QueueListing } from '../../../src/machines/reviewQueue';
import { doneEvent, errorEvent, modelPaths, pendingActor, type ModelPath } from '../../machines/support/modelWalk';
import { API, demoAdmin, renderRoute } from '../support/renderRoute';
import { answerMatches, matchesResponse, STORED_MATCHES } from '../../support/thumbnailMatchServer';
import { coveringPaths, describePath, pathNetwork, walkPathThroughView } from '../support/viewWalk';
import { inEnglish, quietApp } from '../../machines/support/appActors';

const LABELS: Record<MatchType, string> = {
  EXACT_DUPLICATE: 'Exact duplicate',
  SAME_SERIES: 'Same series',
  POSSIBLY_RELATED: 'Possibly related',
  DIFFERENT: 'Different',
};
/** The fake server lists two to a page, so the walk turns pages. */
const PER_PAGE = 2;
const failure = new ApiError(500, 'HTTP error! status: 500', null);

const machine = thumbnailMatchesMachine.provide({ actors: { load: pendingActor(), decide: pendingActor() } });
type Snapshot = SnapshotFrom<typeof machine>;

/** Only what a person can do on the screen in this state, and the server's answers to the state's query. */
function eventsFrom(snapshot: Snapshot): AnyEventObject[] {
  const { query, items, summary } = snapshot.context;
  const ready = snapshot.value === 'ready';
  const shownPage = answerMatches(query, PER_PAGE).items;
  const afterDeletion = STORED_MATCHES.filter((m) => !shownPage.some((shown) => shown.id === m.id) || items.some((item) => item.id === m.id));
  const controls: AnyEventObject[] = [
    { type: 'query.change', query: { type: query.type === null ? 'SAME_SERIES' : null } },
    { type: 'query.change', query: { sort: query.sort === 'date' ? 'similarity' : 'date' } },
    ...(ready && summary?.hasMore ? [{ type: 'query.change', query: { page: summary.page + 1 } }] : []),
    ...(ready && summary && summary.page > 1 ? [{ type: 'query.change', query: { page: summary.page - 1 } }] : []),
  ];
  return [
    doneEvent('load', answerMatches(query, PER_PAGE)),
    doneEvent('load', answerMatches(query, PER_PAGE, [])),
    errorEvent('load', failure),
    ...controls,
    ...(items[0] ? [{ type: 'queue.delete', item: items[0] }] : []),
    { type: 'dialog.confirm' },
    { type: 'dialog.close' },
    doneEvent('decide'),
    errorEvent('decide', failure),
    doneEvent('refresh', answerMatches(query, PER_PAGE, afterDeletion)),
    errorEvent('refresh', failure),
    { type: 'request.retry' },
  ];
}

const allPaths = modelPaths({
  name: 'thumbnailMatches',
  machine,
  input: quietApp(),
  events: (snapshot) => eventsFrom(snapshot as Snapshot),
  serializeState: (snapshot) => {
    const { items, query, summary, itemError, deciding } = (snapshot as Snapshot).context;
    return JSON.stringify([snapshot.value, items.map((m) => m.id), query, summary, itemError?.id, deciding?.item.id]);
  },
  simplePaths: 0,
  limit: 20000,
});
const paths = coveringPaths(allPaths, (state) => {
  const { items, query, itemError, summary } = (state as Snapshot).context;
  // What changes the screen's shape: a list or none, a filter, an error beside a card, the page number.
  return [items.length > 0, query.type !== null, itemError !== null, summary?.page];
});

function main() {
  return within(screen.getByRole('main'));
}

const deleteName = (m: Pick<ThumbnailMatch, 'title_1' | 'title_2'>) => `Delete match ${m.title_1} and ${m.title_2}`;

async function perform(user: ReturnType<typeof userEvent.setup>, event: AnyEventObject, before: Snapshot) {
  switch (event.type) {
    case 'query.change': {
      const change = event.query as Record<string, unknown>;
      if ('type' in change) await user.selectOptions(main().getByLabelText('Match type'), (change.type as string | null) ?? 'ALL');
      else if ('sort' in change) await user.selectOptions(main().getByLabelText('Sort by'), change.sort as string);
      else await user.click(main().getByRole('button', { name: (change.page as number) > before.context.summary!.page ? 'Next' : 'Previous' }));
      return;
    }
    case 'queue.delete':
      await user.click(main().getByRole('button', { name: deleteName(event.item) }));
      return;
    case 'dialog.confirm':
      await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Delete' }));
      return;
    case 'dialog.close':
      await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Cancel' }));
      return;
    case 'request.retry':
      await user.click(main().getByRole('button', { name: 'Try Again' }));
      return;
    default:
      throw new Error(`No person's action for ${event.type}`);
  }
}

function seeTotals(summary: MatchSummary) {
  const totals = within(main().getByLabelText('Totals per type'));
  for (const type of MATCH_TYPES) expect(totals.getByText(LABELS[type]).nextElementSibling).toHaveTextContent(String(summary.totals[type]));
}

function see(state: Snapshot, event: AnyEventObject) {
  const { items, query, summary, itemError, deciding } = state.context;
  const view = main();
  if (event.type === 'xstate.done.actor.decide') expect(screen.getAllByText('Match deleted').length).toBeGreaterThan(0);
  const dialog = screen.queryByRole('dialog');
  if (state.value === 'confirming' || state.value === 'deciding') {
    // The page behind the question is hidden from assistive technology while it is asked.
    expect(dialog).toHaveTextContent(inEnglish(matchDeletionQuestion(deciding!.item)!));
    expect(within(dialog!).getByRole('button', { name: state.value === 'deciding' ? 'Deleting...' : 'Delete' })).toBeInTheDocument();
    return;
  }
  expect(dialog).toBeNull();
  expect(view.getByRole('heading', { level: 1, name: 'Thumbnail Duplicate Matches' })).toBeInTheDocument();
  if (summary !== null) seeTotals(summary);
  else expect(view.queryByLabelText('Totals per type')).toBeNull();
  expect(view.getByLabelText('Sort by')).toHaveValue(query.sort);
  expect(view.getByLabelText('Match type')).toHaveValue(query.type ?? 'ALL');
  // A new query waits for the answer to the last one.
  const waiting = state.matches('loading') || state.matches('refreshing');
  expect(view.getByLabelText('Sort by')).toHaveProperty('disabled', waiting);
  expect(view.getByLabelText('Match type')).toHaveProperty('disabled', waiting);
  if (state.matches('loading')) {
    expect(view.getByRole('status')).toHaveTextContent('Loading matches...');
    expect(view.queryAllByRole('listitem')).toHaveLength(0);
    return;
  }
  if (state.value === 'failed') {
    expect(view.getByRole('alert')).toHaveTextContent('Failed to fetch thumbnail matches');
    expect(view.getByRole('button', { name: 'Try Again' })).toBeInTheDocument();
    return;
  }
  if (state.value === 'empty') {
    const none = MATCH_TYPES.every((type) => summary!.totals[type] === 0);
    expect(view.getByRole('status')).toHaveTextContent(none ? 'No thumbnail matches' : 'No matches of this type');
    return;
  }
  // Listed: the page the server sent, in its order, with its page number and the filter's count.
  const cards = within(view.getByRole('list', { name: 'Matches' })).queryAllByRole('listitem');
  expect(cards.map((card) => within(card).getByRole('link', { name: /^First video/ }).textContent)).toEqual(items.map((m) => m.title_1));
  const busy = state.value !== 'ready';
  // A reload after a decision that has not come in 8 s says so above the list, which stays.
  expect(view.queryByText(SLOW_ANSWER_TEXT) !== null).toBe(state.matches({ refreshing: 'slow' }));
  items.forEach((m, index) => {
    const card = within(cards[index]);
    expect(card.getByText(LABELS[m.match_type], { selector: 'span' })).toBeInTheDocument();
    expect(card.getByText(`Similarity ${Math.round(m.similarity_score * 100)}%`)).toBeInTheDocument();
    const alert = card.queryByRole('alert');
    if (itemError?.id === m.id) expect(alert).toHaveTextContent('Failed to delete match.');
    else expect(alert).toBeNull();
    const button = card.getByRole('button', { name: deleteName(m) });
    expect(button).toHaveTextContent(state.value === 'deciding' && deciding?.item.id === m.id ? 'Deleting...' : 'Delete');
    expect(button).toHaveProperty('disabled', busy);
  });
  const pages = within(view.getByRole('navigation', { name: 'Pages of matches' }));
  expect(pages.getByText(/^Page /)).toHaveTextContent(`Page ${summary!.page} · ${summary!.total} ${summary!.total === 1 ? 'match' : 'matches'}`);
  expect(pages.getByRole('button', { name: 'Previous' })).toHaveProperty('disabled', busy || summary!.page <= 1);
  expect(pages.getByRole('button', { name: 'Next' })).toHaveProperty('disabled', busy || !summary!.hasMore);
}

describe('Thumbnail Duplicate Matches screen, generated paths', () => {
  it.each(paths.map((path) => [describePath(path), path] as const))('%s', async (_name, path: ModelPath) => {
    const network = pathNetwork(path, {
      load: {
        method: 'get',
        path: '/admin/thumbnail-matches',
        wrap: (output) => matchesResponse(output as QueueListing<ThumbnailMatch, MatchSummary>),
        // The page loaded again after a deletion is the same call.
        alsoAnswers: ['refresh'],
      },
      decide: { method: 'delete', path: '/admin/thumbnail-matches/:id' },
    });
    renderRoute('/admin/thumbnail-matches', { user: demoAdmin, handlers: network.handlers });
    const user = userEvent.setup({ delay: null });
    await screen.findByRole('heading', { name: 'Thumbnail Duplicate Matches' }, { timeout: 5000 });
    let before = path.steps[0].state as Snapshot;
    await walkPathThroughView(path, network, {
      perform: async (event) => {
        await perform(user, event, before);
      },
      see: (state, event) => {
        see(state as Snapshot, event);
        before = state as Snapshot;
      },
    });
  });
});

describe('Thumbnail Duplicate Matches screen, its choices in the address', () => {
  /** The fake server's answers, and the queries it was asked. */
  function render(path: string) {
    const asked: string[] = [];
    const view = renderRoute(path, {
      browserHistory: true,
      user: demoAdmin,
      handlers: [
        http.get(`${API}/admin/thumbnail-matches`, ({ request }) => {
          const params = new URL(request.url).searchParams;
          asked.push(`${params.get('type') ?? 'all'} by ${params.get('sort')}`);
          const type = params.get('type') as MatchType | null;
          return HttpResponse.json(matchesResponse(answerMatches({ type, sort: params.get('sort') as 'date', page: Number(params.get('page')) }, PER_PAGE)));
        }),
      ],
    });
    return { view, asked };
  }
  const controls = () => ({ sort: main().getByLabelText('Sort by'), type: main().getByLabelText('Match type') });
  const listed = () => waitFor(() => expect(main().getByRole('navigation', { name: 'Pages of matches' })).toBeInTheDocument(), { timeout: 5000 });

  it('a chosen type and sort are written to the address, each a new history entry; Back restores the one before', async () => {
    const user = userEvent.setup({ delay: null });
    const { view, asked } = render('/admin/thumbnail-matches');
    await listed();
    // The defaults write nothing.
    expect(view.location()).toBe('/admin/thumbnail-matches');
    await user.selectOptions(controls().sort, 'date');
    await waitFor(() => expect(view.location()).toBe('/admin/thumbnail-matches?sort=date'));
    await listed();
    await user.selectOptions(controls().type, 'SAME_SERIES');
    await waitFor(() => expect(view.location()).toBe('/admin/thumbnail-matches?type=SAME_SERIES&sort=date'));
    await listed();
    expect(controls().type).toHaveValue('SAME_SERIES');

    act(() => window.history.back());
    await waitFor(() => expect(view.location()).toBe('/admin/thumbnail-matches?sort=date'));
    await listed();
    expect(controls().type).toHaveValue('ALL');
    expect(controls().sort).toHaveValue('date');
    act(() => window.history.back());
    await waitFor(() => expect(controls().sort).toHaveValue('similarity'));
    await listed();
    expect(asked).toEqual(['all by similarity', 'all by date', 'SAME_SERIES by date', 'all by date', 'all by similarity']);
  });

  it('a reload or a shared link opens the list with the address\'s choices; a value no control offers falls back to the default', async () => {
    const shared = render('/admin/thumbnail-matches?type=SAME_SERIES&sort=date');
    await listed();
    expect(controls().type).toHaveValue('SAME_SERIES');
    expect(controls().sort).toHaveValue('date');
    expect(shared.asked).toEqual(['SAME_SERIES by date']);
    shared.view.unmount();

    const wrong = render('/admin/thumbnail-matches?type=TWINS&sort=size');
    await listed();
    expect(controls().type).toHaveValue('ALL');
    expect(controls().sort).toHaveValue('similarity');
    expect(wrong.asked).toEqual(['all by similarity']);
  });
});
