import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, type AnyEventObject, type SnapshotFrom } from 'xstate';
import { ApiError } from '../../../src/api/errors';
import type { Page, Recap } from '../../../src/api/types';
import { DEFAULT_RECAP_FILTERS } from '../../../src/domain/recapQuery';
import type { PageRequest } from '../../../src/machines/paging';
import { recapPagingMachine, type RecapListQuery } from '../../../src/machines/recapBrowsing';
import { doneEvent, errorEvent, modelPaths } from '../../machines/support/modelWalk';
import { inEnglish } from '../../machines/support/appActors';
import { API, renderRoute, settle } from '../support/renderRoute';
import { pageOf, recap } from './fixtures';

/**
 * The recap list's paging machine's generated paths, walked through the home page: each event is what a person
 * does (choose a language, press Load More or Try Again) or what the server answers; each state is what they see.
 */
const model = recapPagingMachine.provide({
  actors: { fetchPage: fromPromise<Page<Recap>, PageRequest<RecapListQuery>>(() => new Promise(() => {})) },
});
const input = { query: { filters: DEFAULT_RECAP_FILTERS, channelId: null } };
type Snapshot = SnapshotFrom<typeof model>;
/** The server's answer when its database is down, as the client throws it. */
const UNAVAILABLE = ApiError.fromAnswer(503, { error: 'Database unavailable', message: 'Database unavailable' });

function page(from: number, count: number, total: number): Page<Recap> {
  return pageOf(Array.from({ length: count }, (_, i) => recap(from + i)), total, from - 1 + count < total);
}

const paths = modelPaths({
  name: 'paging',
  machine: model,
  input,
  simplePaths: 0,
  events: (snapshot) => {
    const next = ((snapshot as Snapshot).context.page - 1) * 3 + 1;
    return [
      { type: 'query.change', query: { filters: { ...DEFAULT_RECAP_FILTERS, language: 'ko' }, channelId: null } },
      doneEvent('fetchFirstPage', page(1, 3, 6)),
      doneEvent('fetchFirstPage', page(1, 0, 0)),
      errorEvent('fetchFirstPage', UNAVAILABLE),
      doneEvent('fetchNextPage', page(next, 3, 6)),
      errorEvent('fetchNextPage', UNAVAILABLE),
    ];
  },
  serializeState: (snapshot) =>
    JSON.stringify({
      value: snapshot.value,
      shown: (snapshot as Snapshot).context.items.length > 0,
      more: (snapshot as Snapshot).context.hasMore,
      laterPage: (snapshot as Snapshot).context.page > 1,
    }),
  // Patches, removals and clearing come from other parts of the page (the detail dialog), not this walk; the
  // 8-second wait (xstate.after) is a clock, not a person: tests/views/recaps/slowAnswer.test.tsx walks it.
}).filter((path) => path.steps.every((step) => !['item.patch', 'item.remove', 'list.clear'].includes(step.event.type) && !step.event.type.startsWith('xstate.after')));

interface Pending {
  query: URLSearchParams;
  answer: (response: Response) => void;
}

function controlledServer() {
  const pending: Pending[] = [];
  const handler = http.get(`${API}/recaps`, ({ request }) => {
    return new Promise<Response>((answer) => pending.push({ query: new URL(request.url).searchParams, answer }));
  });
  return { handler, pending };
}

function expectSeen(snapshot: Snapshot) {
  const { items: recaps, total, hasMore, error } = snapshot.context;
  if (snapshot.matches('loading')) {
    expect(screen.getByText('Loading recaps...')).toBeInTheDocument();
    return;
  }
  expect(screen.queryByText('Loading recaps...')).toBeNull();
  expect(screen.queryAllByRole('article')).toHaveLength(recaps.length);
  if (recaps.length > 0 || !snapshot.matches('failed')) expect(screen.getByText(`${total} recap(s) found`)).toBeInTheDocument();
  if (snapshot.matches('loaded')) {
    expect(screen.queryByText('No recaps found') !== null).toBe(recaps.length === 0);
    expect(screen.queryByRole('button', { name: 'Load More' }) !== null).toBe(hasMore);
  }
  if (snapshot.matches('loadingMore')) expect(screen.getByRole('button', { name: 'Loading...' })).toBeDisabled();
  if (snapshot.matches('failed')) {
    expect(screen.getByText('Error loading recaps')).toBeInTheDocument();
    expect(screen.getByText(error === null ? 'Failed to fetch recaps' : inEnglish(error))).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try Again' })).toBeInTheDocument();
  } else {
    expect(screen.queryByText('Error loading recaps')).toBeNull();
  }
}

async function perform(event: AnyEventObject, server: ReturnType<typeof controlledServer>, user: ReturnType<typeof userEvent.setup>) {
  const latest = async () => {
    await waitFor(() => expect(server.pending.length).toBeGreaterThan(0));
    return server.pending[server.pending.length - 1];
  };
  switch (event.type) {
    case 'query.change': {
      const select = screen.getByLabelText('Language') as HTMLSelectElement;
      const before = server.pending.length;
      await user.selectOptions(select, select.value === 'ko' ? 'ja' : 'ko');
      await waitFor(() => expect(server.pending.length).toBe(before + 1));
      return;
    }
    case 'list.loadMore':
    case 'request.retry': {
      const before = server.pending.length;
      await user.click(screen.getByRole('button', { name: event.type === 'list.loadMore' ? 'Load More' : 'Try Again' }));
      await waitFor(() => expect(server.pending.length).toBe(before + 1));
      return;
    }
    case 'xstate.done.actor.fetchFirstPage':
    case 'xstate.done.actor.fetchNextPage':
      (await latest()).answer(HttpResponse.json(event.output as Page<Recap>));
      return;
    case 'xstate.error.actor.fetchFirstPage':
    case 'xstate.error.actor.fetchNextPage':
      (await latest()).answer(HttpResponse.json({ error: 'Database unavailable', message: 'Database unavailable' }, { status: 503 }));
      return;
    default:
      throw new Error(`No person or server action for ${event.type}`);
  }
}

describe('recap list paths through the home page', () => {
  it('has generated paths reaching every state of the list', () => {
    const reached = new Set(paths.map((path) => JSON.stringify(path.state.value)));
    expect([...reached].sort()).toEqual(['"failed"', '"loaded"', '"loadingMore"', '{"loading":"waiting"}']);
  });

  for (const path of paths) {
    const name = path.steps.map((step) => step.event.type.replace('xstate.', '')).join(' > ');
    it(name, async () => {
      const server = controlledServer();
      const user = userEvent.setup();
      renderRoute('/', { handlers: [server.handler] });
      await waitFor(() => expect(server.pending.length).toBe(1), { timeout: 10000 });
      await screen.findByText('Loading recaps...');
      // The model replayed beside the page says what the person should see after each step.
      const expected = createActor(model, { input }).start();
      for (const step of path.steps.slice(1)) {
        // Invoke results are events the machine's own actors send; the model carries them as plain events.
        const event = step.event as never;
        if (step.event.type === 'list.loadMore' && !expected.getSnapshot().can(event)) {
          // The machine refuses it, and the person has no button to press.
          expect(screen.queryByRole('button', { name: 'Load More' })).toBeNull();
          continue;
        }
        await perform(step.event, server, user);
        expected.send(event);
        expect(expected.getSnapshot().value).toEqual(step.state.value);
        await waitFor(() => expectSeen(expected.getSnapshot()));
      }
      // Requests superseded along the way answer last: nothing they say may show.
      for (const request of server.pending.slice(0, -1)) {
        request.answer(HttpResponse.json(pageOf([recap(999, { title: 'Superseded answer' })], 1)));
      }
      await settle(20);
      expect(screen.queryByText('Superseded answer')).toBeNull();
      expectSeen(expected.getSnapshot());
      expected.stop();
    });
  }
});
