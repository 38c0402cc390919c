import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { createActor, SimulatedClock, type AnyEventObject, type SnapshotFrom } from 'xstate';
import { shownSearchHistory, type SearchHistoryEntry } from '../../../src/domain/searchHistory';
import { searchMachine } from '../../../src/machines/search';
import { modelPaths } from '../../machines/support/modelWalk';
import { longestPaths } from '../support/viewWalk';
import { demoUser, renderRoute, settle } from '../support/renderRoute';
import { pageOf, recap, recapsHandler } from './fixtures';
import { quietApp } from '../../machines/support/appActors';

/**
 * The search machine's shortest paths, walked through the home page for a member with one past search:
 * typing, emptying, focusing, Enter, Escape, choosing a recent search, clearing history and the 300 ms wait.
 */
const model = searchMachine.provide({ actions: { persistHistory: () => {} } });
type Snapshot = SnapshotFrom<typeof model>;
const history: SearchHistoryEntry[] = [{ search_query: 'solo leveling', created_at: '2026-01-01T00:00:00.000Z' }];
const input = { ...quietApp(), isAuthenticated: true, history };
const PLACEHOLDER = 'Search by series name, title, description, channel, or tags...';

function eventsFor(snapshot: Snapshot): AnyEventObject[] {
  // Only what a person can do in this state: a recent search is chosen from the open list.
  const open = snapshot.matches({ dropdown: 'open' });
  return [
    { type: 'query.change', value: 'tower' },
    { type: 'query.change', value: '' },
    { type: 'query.focus' },
    { type: 'form.submit' },
    { type: 'dropdown.close' },
    ...(open && snapshot.context.history.length > 0 ? [{ type: 'history.choose', query: 'solo leveling' }, { type: 'history.clear' }] : []),
    { type: 'history.highlight', direction: 'next' },
    { type: 'history.highlight', direction: 'previous' },
    ...(snapshot.matches({ input: 'debouncing' }) ? [{ type: 'xstate.after.searchDebounce.search.input.debouncing' }] : []),
  ].filter((event) => snapshot.can(event as never));
}

// The shortest paths alone: the machine's own walk (tests/machines/search.test.ts) takes every transition.
const paths = modelPaths({
  name: 'search',
  machine: model,
  input,
  events: (snapshot) => eventsFor(snapshot as Snapshot),
  samplesOnly: true,
  extend: false,
  simplePaths: 0,
  serializeState: (snapshot) => {
    const { value, context } = snapshot as Snapshot;
    return JSON.stringify([value, context.text, context.query, context.history.length > 0, context.highlighted]);
  },
});

function expectSeen(snapshot: Snapshot, location: string) {
  const { text, query, history: list } = snapshot.context;
  expect(screen.getByPlaceholderText(PLACEHOLDER)).toHaveValue(text);
  const dropdownShown = snapshot.matches({ dropdown: 'open' }) && shownSearchHistory(list).length > 0;
  expect(screen.queryByText('Recent searches') !== null).toBe(dropdownShown);
  expect(screen.queryByRole('button', { name: 'Clear history' }) !== null).toBe(dropdownShown);
  const box = screen.getByRole('combobox', { name: 'Search recaps' });
  expect(box).toHaveAttribute('aria-expanded', String(dropdownShown));
  const highlighted = snapshot.context.highlighted;
  if (dropdownShown && highlighted !== null) {
    // The recent searches' options: the header's language menu has options of its own.
    expect(box).toHaveAttribute('aria-activedescendant', within(screen.getByRole('listbox')).getAllByRole('option')[highlighted].id);
  } else expect(box).not.toHaveAttribute('aria-activedescendant');
  // None of the texts typed names a video: no hint is ever shown (home.test.tsx has the hint's own tests).
  expect(screen.queryByText('This looks like a video ID.')).toBeNull();
  // While the 300 ms wait runs, real time in the page may already have passed it: the address is checked after.
  if (snapshot.matches({ input: 'debouncing' })) return;
  expect(new URLSearchParams(location.split('?')[1] ?? '').get('search') ?? '').toBe(query);
  if (query) expect(screen.getByText(`Searching for "${query}"`)).toBeInTheDocument();
}

describe('search paths through the home page', () => {
  it('has generated paths reaching the open dropdown and the debounce', () => {
    expect(paths.some((path) => path.state.matches({ dropdown: 'open' }))).toBe(true);
    expect(paths.some((path) => path.state.matches({ input: 'debouncing' }))).toBe(true);
  });

  // A path that another one starts with is walked inside it: the same events, the same check after each step.
  for (const path of longestPaths(paths)) {
    const name = path.steps.map((step) => `${step.event.type.replace('xstate.', '')}${step.event.value !== undefined ? `(${JSON.stringify(step.event.value)})` : ''}${step.event.direction ? `(${step.event.direction})` : ''}`).join(' > ');
    it(name, async () => {
      localStorage.setItem('searchHistory', JSON.stringify(history));
      const user = userEvent.setup();
      const { handler } = recapsHandler(() => pageOf([recap(1)]));
      const view = renderRoute('/', { user: demoUser, handlers: [handler] });
      await screen.findByText(/Welcome/, {}, { timeout: 10000 });
      await screen.findByText('Recap title 1', {}, { timeout: 10000 });
      const clock = new SimulatedClock();
      const expected = createActor(model, { input, clock }).start();
      const box = () => screen.getByPlaceholderText(PLACEHOLDER);
      for (const step of path.steps.slice(1)) {
        const event = step.event;
        switch (event.type) {
          case 'query.change':
            if (event.value === '' && (box() as HTMLInputElement).value === '') await user.type(box(), 'x');
            await user.clear(box());
            if (event.value) await user.type(box(), event.value);
            break;
          case 'query.focus':
            await user.click(screen.getByRole('heading', { name: 'Manhwa Recaps' }));
            await user.click(box());
            break;
          case 'form.submit':
            await user.type(box(), '{Enter}', { skipClick: document.activeElement === box() });
            break;
          case 'dropdown.close':
            act(() => box().focus());
            await user.keyboard('{Escape}');
            break;
          case 'history.choose':
            await user.click(screen.getByRole('option', { name: event.query }));
            break;
          case 'history.highlight':
            act(() => box().focus());
            await user.keyboard(event.direction === 'next' ? '{ArrowDown}' : '{ArrowUp}');
            break;
          case 'history.clear':
            await user.click(screen.getByRole('button', { name: 'Clear history' }));
            break;
          case 'xstate.after.searchDebounce.search.input.debouncing':
            await settle(400);
            break;
          default:
            throw new Error(`No person action for ${event.type}`);
        }
        if (event.type === 'xstate.after.searchDebounce.search.input.debouncing') clock.increment(300);
        else expected.send(event as never);
        expect(expected.getSnapshot().value).toEqual(step.state.value);
        await waitFor(() => expectSeen(expected.getSnapshot(), view.location()));
      }
      expected.stop();
    });
  }
});
