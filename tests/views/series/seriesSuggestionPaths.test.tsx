import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { createActor, type SnapshotFrom } from 'xstate';
import { ApiError } from '../../../src/api/errors';
import type { MySuggestion } from '../../../src/api/types';
import { seriesSuggestionMachine } from '../../../src/machines/seriesSuggestion';
import { doneEvent, errorEvent, modelPaths, pendingActor, type ModelPath } from '../../machines/support/modelWalk';
import { inEnglish } from '../../machines/support/appActors';
import { quietApp } from '../../machines/support/appActors';
import { API, demoUser, renderRoute } from '../support/renderRoute';
import { longestPaths } from '../support/viewWalk';
import { seriesDetail } from './fixtures';

/**
 * The correction machine's generated paths, walked through a member's series page: the list of their own
 * suggestions and its answer, the dialog opened and closed, the field and the value chosen, Submit and its answer.
 */
const MANGADEX_ID = '32d76d19-8a05-4db0-9fc2-e0b0648fe9d0';
const CLASH = 'You already have a suggestion for this series\' MangaDex link waiting for review';
const series = seriesDetail({});
const mine: MySuggestion[] = [{
  id: 1, type: 'tracker_link', status: 'approved', admin_notes: null, created_at: '2026-11-20T10:00:00.000Z', reviewed_at: '2026-11-21T10:00:00.000Z',
  recap_id: null, recap_title: null, series_slug: 'tower', series_name: 'Tower', tracker: 'mangadex', proposed_value: MANGADEX_ID,
}];
const model = seriesSuggestionMachine.provide({ actors: { fetchMine: pendingActor(), submitCorrection: pendingActor() } });
type Snapshot = SnapshotFrom<typeof model>;
const input = { ...quietApp(), isAuthenticated: true, slug: series.slug, series };

function paths(): ModelPath[] {
  return modelPaths({
    name: 'seriesSuggestion',
    machine: model,
    input,
    simplePaths: 0,
    samplesOnly: true,
    serializeState: (snapshot) => {
      const { context } = snapshot as Snapshot;
      // What the page shows differently: the field and tracker chosen, whether the value is a MangaDex id, an error, the list.
      const link = context.type === 'tracker_link' && context.tracker === 'mangadex';
      const value = context.value === '' ? 'empty' : context.value === MANGADEX_ID ? 'id' : 'other';
      return JSON.stringify([snapshot.value, link, value, context.error !== null, context.mine !== null]);
    },
    // What a person can do on the page: the form's controls show only for the field chosen, and Submit waits for a value.
    events: (snapshot) => {
      const { context } = snapshot as Snapshot;
      return [
        { type: 'dialog.open' },
        { type: 'dialog.close' },
        ...(context.type === 'tracker_link' ? [] : [{ type: 'field.change', field: 'type', value: 'tracker_link' }]),
        ...(context.type === 'tracker_link' && context.tracker !== 'mangadex' ? [{ type: 'field.change', field: 'tracker', value: 'mangadex' }] : []),
        ...[MANGADEX_ID, 'not an id'].filter((value) => value !== context.value).map((value) => ({ type: 'field.change', field: 'value', value })),
        ...(context.value.trim() === '' ? [] : [{ type: 'form.submit' }]),
        doneEvent('fetchMine', { suggestions: mine, daily_remaining: 9 }),
        errorEvent('fetchMine', new ApiError(500, 'HTTP error! status: 500', null)),
        doneEvent('submitCorrection', { message: "Thanks! We'll review your suggestion soon.", daily_remaining: 8 }),
        errorEvent('submitCorrection', new ApiError(409, CLASH, { error: CLASH, message: CLASH })),
      ];
    },
  });
}

function expectSeen(snapshot: Snapshot) {
  const dialog = screen.queryByRole('dialog', { name: 'Suggest a Correction' });
  expect(dialog !== null).toBe(snapshot.matches('open'));
  if (dialog && snapshot.matches({ open: 'editing' })) {
    const alert = within(dialog).queryByRole('alert');
    expect(alert?.textContent ?? null).toBe(snapshot.context.error === null ? null : inEnglish(snapshot.context.error));
  }
  if (dialog && snapshot.matches({ open: 'succeeded' })) expect(within(dialog).getByText("Thanks! We'll review your suggestion soon.")).toBeInTheDocument();
  // Behind the open dialog the page is hidden from the accessibility tree, the list with it.
  expect(screen.queryByRole('list', { name: 'Your suggestions', hidden: true }) !== null).toBe((snapshot.context.mine?.length ?? 0) > 0);
}

type Answer = (response: Response) => void;

describe('suggesting a correction, every generated path through a member\'s series page', () => {
  for (const path of longestPaths(paths())) {
    const name = path.steps.map((step) => step.event.type.replace('xstate.', '')).join(' > ');
    it(name, async () => {
      const user = userEvent.setup({ delay: null });
      const loads: Answer[] = [];
      const sends: Answer[] = [];
      renderRoute('/series/tower', {
        user: demoUser,
        handlers: [
          http.get(`${API}/series/tower`, () => HttpResponse.json(series)),
          http.get(`${API}/recaps`, () => HttpResponse.json({ data: [], total: 0, hasMore: false })),
          http.get(`${API}/suggestions/mine/all`, () => new Promise<Response>((answer) => loads.push(answer))),
          http.post(`${API}/suggestions/series`, () => new Promise<Response>((answer) => sends.push(answer))),
        ],
      });
      const button = await screen.findByRole('button', { name: 'Suggest a correction' }, { timeout: 10000 });
      await waitFor(() => expect(loads.length).toBe(1));
      const expected = createActor(model, { input }).start();
      for (const step of path.steps.slice(1)) {
        const event = step.event as { type: string; field?: string; value?: string };
        const dialog = () => within(screen.getByRole('dialog', { name: 'Suggest a Correction' }));
        switch (event.type) {
          case 'dialog.open':
            await user.click(button);
            break;
          case 'dialog.close':
            // Escape closes it in every state (the thanks have no Cancel button).
            dialog();
            await user.keyboard('{Escape}');
            break;
          case 'field.change':
            if (event.field === 'type') await user.selectOptions(dialog().getByLabelText('What to correct'), 'Tracker link');
            else if (event.field === 'tracker') await user.selectOptions(dialog().getByLabelText('Tracker'), 'MangaDex');
            else {
              const box = dialog().getByRole('textbox');
              // The value arrives whole, as the step gives it (the page checks the whole value, not each key).
              await user.clear(box);
              await user.paste(event.value!);
            }
            break;
          case 'form.submit':
            await user.click(dialog().getByRole('button', { name: 'Submit Suggestion' }));
            break;
          case 'xstate.done.actor.fetchMine':
            loads.at(-1)!(HttpResponse.json({ suggestions: mine, daily_remaining: 9 }));
            break;
          case 'xstate.error.actor.fetchMine':
            loads.at(-1)!(HttpResponse.json({ error: 'boom', message: 'boom' }, { status: 500 }));
            break;
          case 'xstate.done.actor.submitCorrection':
            sends.at(-1)!(HttpResponse.json({ message: "Thanks! We'll review your suggestion soon.", daily_remaining: 8 }, { status: 201 }));
            break;
          case 'xstate.error.actor.submitCorrection':
            sends.at(-1)!(HttpResponse.json({ error: CLASH, message: CLASH }, { status: 409 }));
            break;
          default:
            throw new Error(`No person or server action for ${event.type}`);
        }
        expected.send(step.event as never);
        expect(expected.getSnapshot().value).toEqual(step.state.value);
        await waitFor(() => expectSeen(expected.getSnapshot()));
      }
      expected.stop();
    });
  }
});
