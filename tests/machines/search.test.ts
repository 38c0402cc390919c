import { describe, expect, it } from 'vitest';
import { createActor, SimulatedClock, type SnapshotFrom } from 'xstate';
import { getShortestPaths } from '@xstate/graph';
import { loadingSession } from './support/appActors';
import { expectFullCoverage, walkModel } from './support/modelWalk';
import { searchMachine, type SearchInput } from '../../src/machines/search';
import type { SearchHistoryEntry } from '../../src/domain/searchHistory';

const quiet = searchMachine.provide({ actions: { persistHistory: () => {} } });
type Snapshot = SnapshotFrom<typeof quiet>;

const history: SearchHistoryEntry[] = [{ search_query: 'solo leveling', created_at: '2026-01-01T00:00:00.000Z' }];
const twoSearches: SearchHistoryEntry[] = [
  { search_query: 'tower', created_at: '2026-01-02T00:00:00.000Z' },
  { search_query: 'solo leveling', created_at: '2026-01-01T00:00:00.000Z' },
];

describe('search machine, model-based', () => {
  const options = {
    name: 'search',
    machine: quiet,
    input: { session: loadingSession(), isAuthenticated: true, history } satisfies SearchInput,
    inputs: [{ session: loadingSession(), isAuthenticated: false, query: 'tower' } satisfies SearchInput],
    events: [
      { type: 'query.change', value: 'omniscient' },
      { type: 'query.change', value: '' },
      { type: 'query.change', value: 'dQw4w9WgXcQ' },
      { type: 'history.choose', query: 'solo leveling' },
      { type: 'query.sync', query: '' },
      { type: 'session.changed', isAuthenticated: false },
      { type: 'session.changed', isAuthenticated: true },
      { type: 'history.highlight', direction: 'next' },
      { type: 'history.highlight', direction: 'previous' },
    ],
    serializeState: (snapshot: Snapshot) =>
      JSON.stringify([
        snapshot.value,
        snapshot.context.text.trim() === '',
        snapshot.context.query === snapshot.context.text.trim(),
        snapshot.context.isAuthenticated,
        snapshot.context.history.length > 0,
        snapshot.context.highlighted,
      ]),
    simplePaths: 0,
  };

  it('reaches every state and takes every transition on a live actor', () => {
    expectFullCoverage(walkModel(options));
  });

  it('on every path: the dropdown is never open over typed text, the video-id flag follows the box, history has no duplicates', () => {
    walkModel({
      ...options,
      check: (snapshot) => {
        const { text, isVideoId, history: list } = (snapshot as Snapshot).context;
        if (snapshot.matches({ dropdown: 'open' })) expect(text.trim()).toBe('');
        expect(isVideoId).toBe(/^[A-Za-z0-9_-]{11}$/.test(text.trim()));
        const queries = list.map((entry) => entry.search_query.toLowerCase());
        expect(new Set(queries).size).toBe(queries.length);
        expect(list.length).toBeLessThanOrEqual(20);
        const { highlighted } = (snapshot as Snapshot).context;
        if (highlighted !== null) {
          expect(snapshot.matches({ dropdown: 'open' })).toBe(true);
          expect(highlighted).toBeLessThan(Math.min(list.length, 10));
        }
      },
    });
  });

  it('the paths are @xstate/graph shortest paths', () => {
    const paths = getShortestPaths(quiet, { events: options.events, input: options.input, serializeState: options.serializeState } as never);
    expect(paths.some((path) => path.state.matches({ input: 'debouncing' }))).toBe(true);
  });
});

describe('search machine, behaviour', () => {
  function start(given: Partial<SearchInput> = {}) {
    const input: SearchInput = { session: loadingSession(), ...given };
    const clock = new SimulatedClock();
    const saved: SearchHistoryEntry[][] = [];
    const machine = searchMachine.provide({ actions: { persistHistory: ({ context }) => saved.push(context.history) } });
    const actor = createActor(machine, { input, clock });
    const searches: string[] = [];
    actor.on('search.committed', (event) => searches.push(event.query));
    actor.start();
    return { actor, clock, searches, saved };
  }

  it('searches once, 300 ms after typing stops, for the last text only', () => {
    const { actor, clock, searches } = start();
    actor.send({ type: 'query.change', value: 't' });
    clock.increment(200);
    actor.send({ type: 'query.change', value: 'to' });
    clock.increment(200);
    actor.send({ type: 'query.change', value: 'tow' });
    clock.increment(299);
    expect(searches).toEqual([]);
    clock.increment(1);
    expect(searches).toEqual(['tow']);
    expect(actor.getSnapshot().context.query).toBe('tow');
  });

  it('a superseded keystroke never searches, even when its timer would have fired later', () => {
    const { actor, clock, searches } = start();
    actor.send({ type: 'query.change', value: 'abc' });
    clock.increment(250);
    actor.send({ type: 'form.submit' });
    actor.send({ type: 'query.change', value: 'abcd' });
    clock.increment(100);
    expect(searches).toEqual(['abc']);
    clock.increment(200);
    expect(searches).toEqual(['abc', 'abcd']);
  });

  it('opens recent searches on focus of an empty box and when emptied; closes on outside click, searching and choosing', () => {
    const { actor, clock, searches } = start({ history, isAuthenticated: true });
    const open = () => actor.getSnapshot().matches({ dropdown: 'open' });
    actor.send({ type: 'query.focus' });
    expect(open()).toBe(true);
    actor.send({ type: 'dropdown.close' });
    expect(open()).toBe(false);
    actor.send({ type: 'query.change', value: 'x' });
    clock.increment(300);
    actor.send({ type: 'query.focus' });
    expect(open()).toBe(false);
    actor.send({ type: 'query.change', value: '' });
    expect(open()).toBe(true);
    actor.send({ type: 'history.choose', query: 'solo leveling' });
    expect(open()).toBe(false);
    expect(searches.at(-1)).toBe('solo leveling');
    actor.send({ type: 'query.change', value: '' });
    actor.send({ type: 'form.submit' });
    expect(open()).toBe(false);
  });

  it('combobox keys: Down opens an empty box at the first recent search, Up and Down go round, Enter chooses the highlighted one', () => {
    const { actor, searches } = start({ history: twoSearches });
    const highlighted = () => actor.getSnapshot().context.highlighted;
    actor.send({ type: 'history.highlight', direction: 'next' });
    expect(actor.getSnapshot().matches({ dropdown: 'open' })).toBe(true);
    expect(highlighted()).toBe(0);
    actor.send({ type: 'history.highlight', direction: 'next' });
    expect(highlighted()).toBe(1);
    actor.send({ type: 'history.highlight', direction: 'next' });
    expect(highlighted()).toBe(0);
    actor.send({ type: 'history.highlight', direction: 'previous' });
    expect(highlighted()).toBe(1);
    actor.send({ type: 'form.submit' });
    expect(searches).toEqual(['solo leveling']);
    expect(actor.getSnapshot().context).toMatchObject({ text: 'solo leveling', highlighted: null });
    expect(actor.getSnapshot().matches({ dropdown: 'closed' })).toBe(true);
  });

  it('combobox keys: Escape closes and forgets the highlight; Enter then searches the box; typed text never opens on Down', () => {
    const { actor, clock, searches } = start({ history: twoSearches });
    actor.send({ type: 'history.highlight', direction: 'previous' });
    expect(actor.getSnapshot().context.highlighted).toBe(1);
    actor.send({ type: 'dropdown.close' });
    expect(actor.getSnapshot().context.highlighted).toBeNull();
    actor.send({ type: 'query.change', value: 'omniscient' });
    actor.send({ type: 'history.highlight', direction: 'next' });
    expect(actor.getSnapshot().matches({ dropdown: 'closed' })).toBe(true);
    actor.send({ type: 'form.submit' });
    clock.increment(300);
    expect(searches).toEqual(['omniscient']);
  });

  it('keeps each search newest first without duplicates and saves it', () => {
    const { actor, clock, saved } = start({ history });
    actor.send({ type: 'query.change', value: 'Tower' });
    clock.increment(300);
    actor.send({ type: 'history.choose', query: 'Solo Leveling' });
    expect(actor.getSnapshot().context.history.map((e) => e.search_query)).toEqual(['Solo Leveling', 'Tower']);
    expect(saved.at(-1)).toEqual(actor.getSnapshot().context.history);
  });

  it('only a logged-in user can clear their history', () => {
    const { actor } = start({ history, isAuthenticated: false });
    actor.send({ type: 'query.focus' });
    actor.send({ type: 'history.clear' });
    expect(actor.getSnapshot().context.history).toHaveLength(1);
    actor.send({ type: 'session.changed', isAuthenticated: true });
    actor.send({ type: 'history.clear' });
    expect(actor.getSnapshot().context.history).toEqual([]);
  });

  it('flags an 11-character video ID and follows the address without searching again', () => {
    const { actor, clock, searches } = start({ query: 'tower' });
    actor.send({ type: 'query.change', value: 'dQw4w9WgXcQ' });
    expect(actor.getSnapshot().context.isVideoId).toBe(true);
    actor.send({ type: 'query.sync', query: '' });
    clock.increment(300);
    expect(searches).toEqual([]);
    expect(actor.getSnapshot().context).toMatchObject({ text: '', query: '', isVideoId: false });
  });

  it('flags a pasted video address as a video too, and searches it as sent (issue 18, item 20)', () => {
    const { actor, clock, searches } = start({});
    actor.send({ type: 'query.change', value: 'https://youtu.be/dQw4w9WgXcQ' });
    expect(actor.getSnapshot().context.isVideoId).toBe(true);
    clock.increment(300);
    expect(searches).toEqual(['https://youtu.be/dQw4w9WgXcQ']);
  });
});
