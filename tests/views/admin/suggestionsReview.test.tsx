import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import type { AnyEventObject } from 'xstate';
import { ApiError } from '../../../src/api/errors';
import type { QueueSuggestion as Suggestion } from '../../../src/api/types';
import { suggestionCardTitle, suggestionRejectionQuestion, suggestionReviewMachine } from '../../../src/machines/suggestionReview';
import { buildSeriesSuggestion, buildSuggestion } from '../../support/factories';
import { SESSION_EXPIRED_TEXT } from '../../../src/machines/shared/sessionReadings';
import type { ReviewQueueContext } from '../../../src/machines/reviewQueue';
type SuggestionReviewContext = ReviewQueueContext<Suggestion, 'approve' | 'reject', { notes: string }>;
import { doneEvent, errorEvent, modelPaths, pendingActor, type ModelPath } from '../../machines/support/modelWalk';
import { API, demoAdmin, renderRoute } from '../support/renderRoute';
import { server } from '../support/server';
import { describePath, longestPaths, pathNetwork, walkPathThroughView } from '../support/viewWalk';
import { inEnglish, quietApp } from '../../machines/support/appActors';
import { queueTextInEnglish } from '../../machines/support/queueView';

// A recap's series name, and a MangaDex link for a series that has another one: the queue holds both types.
const two: Suggestion[] = [
  buildSuggestion(1, {
    recap_id: 101,
    recap_title: 'Recap 1 of the week',
    thumbnail_url: '/media/thumbnails/video1.jpg',
    current_series_name: 'Solo Leveling: Ragnarok',
    suggested_series_name: 'Solo Leveling',
    created_at: '2026-11-20T10:00:00.000Z',
  }),
  buildSeriesSuggestion(2, {
    // Its author deleted their account: the suggestion stays, with no one named.
    username: null,
    series_slug: 'omniscient-reader',
    series_name: 'Omniscient Reader',
    current_value: 'a1c7c817-4e59-43b7-9365-09675a149a6f',
    created_at: '2026-11-20T10:00:00.000Z',
  }),
];
const body = (text: string) => ({ error: text, message: text });

const paths = modelPaths({
  name: 'suggestionReview',
  machine: suggestionReviewMachine.provide({ actors: { load: pendingActor(), decide: pendingActor() } }),
  input: quietApp(),
  events: [
    doneEvent('load', { items: two, summary: null }),
    doneEvent('load', { items: [], summary: null }),
    errorEvent('load', new ApiError(403, 'Admin access required', body('Admin access required'))),
    errorEvent('load', new ApiError(500, 'Database unavailable', body('Database unavailable'))),
    errorEvent('load', new ApiError(502, 'HTTP error! status: 502', null)),
    errorEvent('load', new ApiError(0, 'Failed to fetch', null)),
    { type: 'draft.change', item: two[0], changes: { notes: 'Matches the title' } },
    { type: 'queue.approve', item: two[0] },
    { type: 'queue.reject', item: two[1] },
    { type: 'dialog.confirm' },
    { type: 'dialog.close' },
    doneEvent('decide'),
    errorEvent('decide', new ApiError(500, 'HTTP error! status: 500', body('Internal'))),
    errorEvent('decide', new ApiError(0, 'Failed to fetch', null)),
    errorEvent('decide', new ApiError(409, '"Omniscient Reader" is already a name of ORV.', body('"Omniscient Reader" is already a name of ORV.'))),
  ],
  serializeState: (snapshot) => {
    const c = snapshot.context as SuggestionReviewContext;
    return JSON.stringify([snapshot.value, c.items.map((item) => item.id), c.deciding, c.loadError, c.itemError]);
  },
  simplePaths: 0,
});

function main() {
  return within(screen.getByRole('main'));
}

function titleOf(id: number): string {
  return inEnglish(suggestionCardTitle(two.find((s) => s.id === id)!));
}

function item(id: number) {
  return within(main().getByRole('listitem', { name: titleOf(id) }));
}

async function perform(user: ReturnType<typeof userEvent.setup>, event: AnyEventObject, notes: Record<number, string>) {
  // The page behind the rejection's question is out of reach while it is asked (the model lets a draft change there).
  if (!event.type.startsWith('dialog.') && screen.queryByRole('dialog') !== null) return;
  // A reviewed suggestion is gone from the screen: there is nothing left to type into or press.
  const id: number | undefined = event.item?.id;
  if (id !== undefined && main().queryByRole('listitem', { name: titleOf(id) }) === null) return;
  switch (event.type) {
    case 'draft.change':
      notes[id!] = event.changes.notes;
      await user.clear(item(id!).getByLabelText('Admin notes (optional)'));
      await user.type(item(id!).getByLabelText('Admin notes (optional)'), event.changes.notes);
      return;
    case 'queue.approve':
      await user.click(item(id!).getByRole('button', { name: 'Approve' }));
      return;
    case 'queue.reject':
      await user.click(item(id!).getByRole('button', { name: 'Reject' }));
      return;
    case 'request.retry':
      await user.click(main().getByRole('button', { name: 'Try Again' }));
      return;
    case 'dialog.confirm':
      await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Reject' }));
      return;
    case 'dialog.close':
      await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Cancel' }));
      return;
    default:
      throw new Error(`No person's action for ${event.type}`);
  }
}

function see(state: ModelPath['state'], event: AnyEventObject, notes: Record<number, string>) {
  const c = state.context as SuggestionReviewContext;
  const dialog = screen.queryByRole('dialog');
  // A reject is asked about first, and the question stays until the server has answered it.
  if (state.matches('confirming') || (state.matches('deciding') && c.deciding?.decision === 'reject')) {
    expect(within(dialog!).getByRole('heading', { name: 'Reject Suggestion' })).toBeInTheDocument();
    expect(dialog).toHaveTextContent(inEnglish(suggestionRejectionQuestion(c.deciding!.item)!));
    const confirm = within(dialog!).getByRole('button', { name: state.matches('deciding') ? 'Rejecting...' : 'Reject' });
    expect(confirm).toHaveProperty('disabled', state.matches('deciding'));
    return;
  }
  expect(dialog).toBeNull();
  const view = main();
  expect(view.getByRole('heading', { level: 1, name: 'Series Name Suggestions' })).toBeInTheDocument();
  if (event.type === 'xstate.done.actor.decide') {
    expect(screen.getAllByText(/^Suggestion (approved|rejected)$/).length).toBeGreaterThan(0);
  }
  if (state.matches('loading')) {
    expect(view.getByRole('status')).toHaveTextContent('Loading suggestions...');
    return;
  }
  if (state.matches('failed')) {
    expect(view.getByRole('alert')).toHaveTextContent(queueTextInEnglish(c.loadError!));
    expect(view.getByRole('button', { name: 'Try Again' })).toBeEnabled();
    return;
  }
  if (state.matches('empty')) {
    expect(view.getByText('No pending suggestions')).toBeInTheDocument();
    expect(view.queryByRole('listitem')).toBeNull();
    return;
  }
  const shown = view.getAllByRole('listitem').map((element) => element.getAttribute('aria-labelledby'));
  expect(shown).toEqual(c.items.map((s) => `suggestion-title-${s.id}`));
  for (const s of c.items) {
    const card = item(s.id);
    if (s.type === 'series_name') {
      expect(card.getByText(s.suggested_series_name!)).toBeInTheDocument();
      // The name the recap has now, beside the one suggested.
      expect(card.getByText(/^Current name:/)).toHaveTextContent(`Current name: ${s.current_series_name ?? 'none'}`);
      expect(card.getByRole('img', { name: `Thumbnail of ${s.recap_title}` })).toBeInTheDocument();
    } else {
      // A series field: the series, the value it has now and the one suggested, each a link to the tracker's page.
      expect(card.getByRole('heading', { name: 'Omniscient Reader: MangaDex link' })).toBeInTheDocument();
      expect(card.getByRole('link', { name: 'Omniscient Reader' })).toHaveAttribute('href', '/series/omniscient-reader');
      expect(card.getByText(/^Current MangaDex link:/)).toHaveTextContent(`Current MangaDex link: ${s.current_value!}`);
      expect(card.getByRole('link', { name: s.proposed_value! })).toHaveAttribute('href', `https://mangadex.org/title/${s.proposed_value!}`);
      expect(card.queryByRole('img')).toBeNull();
    }
    expect(card.getByText(s.username ?? 'a deleted account')).toBeInTheDocument();
    expect(card.getByText(new Date(s.created_at).toLocaleDateString('en-US', { year: 'numeric', month: 'short', day: 'numeric' }))).toBeInTheDocument();
    expect(card.getByLabelText('Admin notes (optional)')).toHaveValue(notes[s.id] ?? '');
    const alert = card.queryByRole('alert');
    if (c.itemError?.id === s.id) expect(alert).toHaveTextContent(queueTextInEnglish(c.itemError.text));
    else expect(alert).toBeNull();
    const approving = c.deciding?.item.id === s.id && c.deciding.decision === 'approve';
    const rejecting = c.deciding?.item.id === s.id && c.deciding.decision === 'reject';
    const approve = card.getByRole('button', { name: approving ? 'Approving...' : 'Approve' });
    const reject = card.getByRole('button', { name: rejecting ? 'Rejecting...' : 'Reject' });
    if (state.matches('deciding')) {
      expect(approve).toBeDisabled();
      expect(reject).toBeDisabled();
    } else {
      expect(approve).toBeEnabled();
      expect(reject).toBeEnabled();
    }
  }
}

describe('Series Name Suggestions screen, generated paths', () => {
  it.each(longestPaths(paths).map((path) => [describePath(path), path] as const))('%s', async (_name, path) => {
    const network = pathNetwork(path, {
      load: {
        method: 'get',
        path: '/suggestions/admin/pending',
        wrap: (output) => (output as { items: unknown }).items,
      },
      decide: { method: 'put', path: '/suggestions/admin/:id' },
    });
    renderRoute('/admin/suggestions', { user: demoAdmin });
    // After the render: these answer before renderRoute's own answer to the same call.
    server.use(...network.handlers);
    const user = userEvent.setup({ delay: null });
    const notes: Record<number, string> = {};
    await screen.findByRole('heading', { name: 'Series Name Suggestions' }, { timeout: 5000 });
    await walkPathThroughView(path, network, {
      perform: (event) => perform(user, event, notes),
      see: (state, event) => {
        see(state, event, notes);
      },
    });
  });
});

describe('Series Name Suggestions screen when the session has ended', () => {
  it('signs the admin out on a 401, says why with the way back in, and offers no retry of the queue', async () => {
    renderRoute('/admin/suggestions', { user: demoAdmin });
    // The queue's own load finds the session gone (the admin menu's count, made at login, answered before).
    server.use(
      http.get(`${API}/suggestions/admin/pending`, () => HttpResponse.json(body('Please log in to access admin features.'), { status: 401 })),
    );
    const notice = await screen.findByText(SESSION_EXPIRED_TEXT, {}, { timeout: 5000 });
    expect(notice.closest('[role="alert"]')).not.toBeNull();
    expect(screen.getByRole('link', { name: 'Log in again' })).toHaveAttribute('href', '/login?next=%2Fadmin%2Fsuggestions');
    expect(screen.queryByRole('button', { name: 'Try Again' })).toBeNull();
    expect(screen.queryByRole('listitem', { name: /Recap \d+ of the week/ })).toBeNull();
  });
});
