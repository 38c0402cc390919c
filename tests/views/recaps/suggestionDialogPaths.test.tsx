import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, type SnapshotFrom } from 'xstate';
import { ApiError } from '../../../src/api/errors';
import type { OwnSuggestion, SuggestionCreated } from '../../../src/api/types';
import { suggestionDialogMachine } from '../../../src/machines/suggestionDialog';
import { doneEvent, errorEvent, modelPaths } from '../../machines/support/modelWalk';
import { API, demoUser, renderRoute } from '../support/renderRoute';
import { longestPaths } from '../support/viewWalk';
import { pageOf, recap, recapsHandler } from './fixtures';
import { quietApp } from '../../machines/support/appActors';
import { i18n } from '../../../src/machines/shared/catalogues';
import { messageText } from '../../../src/views/hooks/useMessage';

/**
 * The suggestion dialog's generated paths for a member, walked through the recap detail dialog: open, the check
 * of the member's own suggestion, type, submit, cancel, the server's answer and the 2-second close.
 */
const model = suggestionDialogMachine.provide({
  actors: {
    submitSuggestion: fromPromise(() => new Promise<SuggestionCreated>(() => {})),
    fetchOwnSuggestion: fromPromise(() => new Promise<OwnSuggestion>(() => {})),
  },
  delays: { suggestionClose: 2000 },
});
type Snapshot = SnapshotFrom<typeof model>;
const serverError = new ApiError(409, 'You have already suggested a name for this recap', {
  error: 'You have already suggested a name for this recap',
});

const noSuggestion: OwnSuggestion = { suggestion: null, daily_remaining: 4 };
const suggested: OwnSuggestion = {
  suggestion: { suggested_series_name: 'Solo Leveling', status: 'approved', created_at: '2026-01-01T00:00:00Z' },
  daily_remaining: 9,
};

const paths = modelPaths(
  {
    name: 'suggestionDialog',
    machine: model,
    simplePaths: 0,
    events: [
      { type: 'dialog.open', recapId: 1 },
      { type: 'field.change', field: 'seriesName', value: '@@Solo Leveling<>' },
      { type: 'field.change', field: 'seriesName', value: '' },
      doneEvent('fetchOwnSuggestion', noSuggestion),
      doneEvent('fetchOwnSuggestion', suggested),
      errorEvent('fetchOwnSuggestion', new ApiError(500, 'HTTP error! status: 500', null)),
      doneEvent('submitSuggestion', { message: 'ok', daily_remaining: 9 }),
      errorEvent('submitSuggestion', serverError),
    ],
    serializeState: (snapshot) => {
      const { text, error, isAuthenticated } = (snapshot as Snapshot).context;
      return JSON.stringify([snapshot.value, text === '', error, isAuthenticated]);
    },
  },
  { isAuthenticated: true },
).filter((path) => path.steps.every((step) => step.event.type !== 'session.changed'));

function expectSeen(snapshot: Snapshot) {
  const dialog = screen.queryByRole('dialog', { name: 'Suggest Series Name' });
  if (snapshot.matches('closed')) {
    expect(dialog).toBeNull();
    return;
  }
  expect(dialog).not.toBeNull();
  const inside = within(dialog as HTMLElement);
  if (snapshot.matches({ open: 'succeeded' })) {
    expect(inside.getByText('Series name suggestion submitted!')).toBeInTheDocument();
    expect(inside.getByText("Thanks! We'll review your suggestion soon.")).toBeInTheDocument();
    return;
  }
  const { text, error, known, dailyRemaining } = snapshot.context;
  const checking = snapshot.matches({ open: 'checking' });
  const already = snapshot.matches({ open: 'alreadySuggested' });
  // Nothing can be typed until the check has answered, nor after it found the member's name.
  expect(inside.getByLabelText('Series name')).toHaveProperty('disabled', checking || already || snapshot.matches({ open: 'sending' }));
  if (already) {
    expect(inside.getByRole('status')).toHaveTextContent('You have already suggested a series name for this recap');
    expect(inside.getByRole('status')).toHaveTextContent(`Your suggestion “${known?.suggested_series_name}” was approved.`);
    expect(inside.getByRole('button', { name: 'Submit Suggestion' })).toHaveProperty('disabled', true);
    return;
  }
  expect(inside.queryByText('You have already suggested a series name for this recap')).toBeNull();
  const remaining = inside.queryByText(/suggestions left today/);
  if (dailyRemaining === null) expect(remaining).toBeNull();
  else expect(remaining).toHaveTextContent(`You have ${dailyRemaining} of 10 suggestions left today.`);
  expect(inside.getByLabelText('Series name')).toHaveValue(text);
  expect(inside.getByText(`${text.length}/100`)).toBeInTheDocument();
  expect(inside.getByText('You can suggest one series name per recap.')).toBeInTheDocument();
  const submit = inside.getByRole('button', { name: snapshot.matches({ open: 'sending' }) ? 'Submitting...' : 'Submit Suggestion' });
  expect(submit).toHaveProperty('disabled', text.trim() === '' || checking || snapshot.matches({ open: 'sending' }));
  if (error) expect(inside.getByRole('alert')).toHaveTextContent(messageText(i18n, error));
  else expect(inside.queryByRole('alert')).toBeNull();
}

describe('suggestion dialog paths through the recap detail dialog', () => {
  for (const path of longestPaths(paths)) {
    const name = path.steps.map((step) => `${step.event.type.replace('xstate.', '')}${step.event.value !== undefined ? `(${JSON.stringify(step.event.value)})` : ''}`).join(' > ');
    it(name, async () => {
      const user = userEvent.setup({ delay: null });
      const answers: ((response: Response) => void)[] = [];
      const checks: ((response: Response) => void)[] = [];
      const { handler } = recapsHandler(() => pageOf([recap(1)]));
      renderRoute('/', {
        user: demoUser,
        handlers: [
          handler,
          http.get(`${API}/suggestions/mine`, () => new Promise<Response>((answer) => checks.push(answer))),
          http.post(`${API}/suggestions`, () => new Promise<Response>((answer) => answers.push(answer))),
        ],
      });
      await screen.findByText(/Welcome/, {}, { timeout: 10000 });
      await user.click(await screen.findByRole('button', { name: 'Open Recap title 1' }, { timeout: 10000 }));
      await screen.findByRole('dialog');
      const expected = createActor(model, { input: { ...quietApp(), isAuthenticated: true } }).start();
      for (const step of path.steps.slice(1)) {
        const event = step.event as never as Parameters<typeof expected.send>[0];
        const dialog = () => screen.getByRole('dialog', { name: 'Suggest Series Name' });
        switch (step.event.type) {
          case 'dialog.open':
            await user.click(screen.getByRole('button', { name: 'Suggest series name' }));
            break;
          case 'field.change': {
            const box = within(dialog()).getByLabelText('Series name');
            // Emptying an empty box is not something a person can do: they type and delete instead.
            if (!step.event.value && (box as HTMLInputElement).value === '') await user.type(box, 'x');
            await user.clear(box);
            if (step.event.value) await user.type(box, step.event.value);
            break;
          }
          case 'form.submit': {
            const submit = within(dialog()).getByRole('button', { name: 'Submit Suggestion' });
            // A person cannot press a disabled button; Enter in the box still asks.
            if ((submit as HTMLButtonElement).disabled) await user.type(within(dialog()).getByLabelText('Series name'), '{Enter}');
            else await user.click(submit);
            break;
          }
          case 'dialog.close':
            if (expected.getSnapshot().matches({ open: 'succeeded' })) await user.keyboard('{Escape}');
            else await user.click(within(dialog()).getByRole('button', { name: 'Cancel' }));
            break;
          case 'xstate.done.actor.fetchOwnSuggestion':
            await waitFor(() => expect(checks.length).toBeGreaterThan(0));
            (checks.at(-1) as (response: Response) => void)(HttpResponse.json(step.event.output as OwnSuggestion));
            break;
          case 'xstate.error.actor.fetchOwnSuggestion':
            await waitFor(() => expect(checks.length).toBeGreaterThan(0));
            (checks.at(-1) as (response: Response) => void)(HttpResponse.json({ error: 'Internal server error' }, { status: 500 }));
            break;
          case 'xstate.done.actor.submitSuggestion':
            await waitFor(() => expect(answers.length).toBeGreaterThan(0));
            (answers.at(-1) as (response: Response) => void)(HttpResponse.json({ message: 'ok', daily_remaining: 9 }));
            break;
          case 'xstate.error.actor.submitSuggestion':
            await waitFor(() => expect(answers.length).toBeGreaterThan(0));
            (answers.at(-1) as (response: Response) => void)(HttpResponse.json({ error: serverError.message }, { status: 409 }));
            break;
          case 'xstate.after.suggestionClose.suggestionDialog.open.succeeded':
            await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Suggest Series Name' })).toBeNull(), { timeout: 4000 });
            break;
          default:
            throw new Error(`No person or server action for ${step.event.type}`);
        }
        expected.send(event);
        expect(expected.getSnapshot().value).toEqual(step.state.value);
        await waitFor(() => expectSeen(expected.getSnapshot()));
      }
      expected.stop();
    });
  }
});
