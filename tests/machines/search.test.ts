import { describe, expect, it } from 'vitest';
import { createActor, SimulatedClock, type SnapshotFrom } from 'xstate';
import { getShortestPaths } from '@xstate/graph';
import { loadingSession } from './support/appActors';
import { expectFullCoverage, walkModel } from './support/modelWalk';
import {
  searchMachine,
  selectCanClearHistory,
  selectDropdownOpen,
  selectHighlightedSearch,
  selectSearchHistory,
  selectSearchText,
  type SearchInput,
} from '../../src/machines/search';
import { loadSearchHistory, saveSearchHistory, type SearchHistoryEntry } from '../../src/domain/searchHistory';

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

  it('on every path: the dropdown is never open over typed text, history has no duplicates', () => {
    walkModel({
      ...options,
      check: (snapshot) => {
        const { text, history: list } = (snapshot as Snapshot).context;
        if (snapshot.matches({ dropdown: 'open' })) expect(text.trim()).toBe('');
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

  it('a search made or followed while typing ends the wait for typing to stop', () => {
    const waiting = (actor: ReturnType<typeof start>['actor']) => actor.getSnapshot().matches({ input: 'debouncing' });
    const ends = (act: (actor: ReturnType<typeof start>['actor'], clock: SimulatedClock) => void, given: Partial<SearchInput> = {}) => {
      const { actor, clock } = start(given);
      actor.send({ type: 'query.change', value: given.history ? '' : 'tower' });
      expect(waiting(actor)).toBe(true);
      act(actor, clock);
      expect(actor.getSnapshot().matches({ input: 'idle' })).toBe(true);
    };
    ends((_, clock) => clock.increment(300));
    ends((actor, clock) => {
      actor.send({ type: 'query.change', value: '' });
      clock.increment(300);
    });
    ends((actor) => actor.send({ type: 'form.submit' }));
    ends((actor) => {
      actor.send({ type: 'history.highlight', direction: 'next' });
      actor.send({ type: 'form.submit' });
    }, { history: twoSearches });
    ends((actor) => actor.send({ type: 'history.choose', query: 'solo leveling' }));
    ends((actor) => actor.send({ type: 'query.sync', query: 'omniscient' }));
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

  it('follows the address without searching again', () => {
    const { actor, clock, searches } = start({ query: 'tower' });
    actor.send({ type: 'query.change', value: 'dQw4w9WgXcQ' });
    actor.send({ type: 'query.sync', query: '' });
    clock.increment(300);
    expect(searches).toEqual([]);
    expect(actor.getSnapshot().context).toMatchObject({ text: '', query: '' });
  });

  it('searches a pasted video address as sent (issue 18, item 20)', () => {
    const { actor, clock, searches } = start({});
    actor.send({ type: 'query.change', value: 'https://youtu.be/dQw4w9WgXcQ' });
    clock.increment(300);
    expect(searches).toEqual(['https://youtu.be/dQw4w9WgXcQ']);
  });
});

describe('search machine, spaces and what the box shows', () => {
  function start(given: Partial<SearchInput> = {}) {
    const clock = new SimulatedClock();
    const actor = createActor(quiet, { input: { session: loadingSession(), ...given }, clock });
    const searches: string[] = [];
    actor.on('search.committed', (event) => searches.push(event.query));
    actor.start();
    return { actor, clock, searches };
  }
  const open = (actor: ReturnType<typeof start>['actor']) => actor.getSnapshot().matches({ dropdown: 'open' });

  it('a box of spaces is an empty box: focusing it or typing spaces opens recent searches, and they stay open', () => {
    const focused = start({ history, query: '   ' });
    focused.actor.send({ type: 'query.focus' });
    expect(open(focused.actor)).toBe(true);
    const typed = start({ history });
    typed.actor.send({ type: 'query.change', value: '  ' });
    expect(open(typed.actor)).toBe(true);
    typed.actor.send({ type: 'history.highlight', direction: 'next' });
    typed.actor.send({ type: 'query.change', value: '   ' });
    expect(open(typed.actor)).toBe(true);
    expect(typed.actor.getSnapshot().context.highlighted).toBeNull();
  });

  it('spaces around a text do not make a new search: not after typing, not after the address, not at start', () => {
    const typed = start();
    typed.actor.send({ type: 'query.change', value: 'tower' });
    typed.clock.increment(300);
    typed.actor.send({ type: 'query.change', value: 'tower ' });
    typed.clock.increment(300);
    expect(typed.searches).toEqual(['tower']);

    const synced = start();
    synced.actor.send({ type: 'query.sync', query: ' tower ' });
    expect(synced.actor.getSnapshot().context).toMatchObject({ text: ' tower ', query: 'tower' });
    synced.actor.send({ type: 'query.change', value: 'tower' });
    synced.clock.increment(300);
    expect(synced.searches).toEqual([]);

    const given = start({ query: ' tower ' });
    given.actor.send({ type: 'query.change', value: 'tower' });
    given.clock.increment(300);
    expect(given.searches).toEqual([]);
  });

  it('searches a text without the spaces around it', () => {
    const { actor, clock, searches } = start();
    actor.send({ type: 'query.change', value: '  tower of god ' });
    clock.increment(300);
    expect(searches).toEqual(['tower of god']);
    expect(actor.getSnapshot().context.history.map((entry) => entry.search_query)).toEqual(['tower of god']);
  });

  it('the address changing closes the recent searches', () => {
    const { actor } = start({ history });
    actor.send({ type: 'query.focus' });
    expect(open(actor)).toBe(true);
    actor.send({ type: 'query.sync', query: '' });
    expect(open(actor)).toBe(false);
  });

  it('emptying an empty box searches nothing', () => {
    const { actor, clock, searches } = start();
    actor.send({ type: 'query.change', value: '' });
    clock.increment(300);
    expect(searches).toEqual([]);
  });

  it('the address puts its search in the box', () => {
    const { actor } = start();
    actor.send({ type: 'query.sync', query: 'omniscient reader' });
    expect(selectSearchText(actor.getSnapshot())).toBe('omniscient reader');
  });

  it('Up goes back one recent search at a time, and from none to the last', () => {
    const three: SearchHistoryEntry[] = [{ search_query: 'c', created_at: '2026-01-03T00:00:00.000Z' }, ...twoSearches];
    const { actor } = start({ history: three });
    actor.send({ type: 'history.highlight', direction: 'previous' });
    expect(selectHighlightedSearch(actor.getSnapshot())).toBe(2);
    actor.send({ type: 'history.highlight', direction: 'previous' });
    expect(selectHighlightedSearch(actor.getSnapshot())).toBe(1);
    actor.send({ type: 'history.highlight', direction: 'previous' });
    expect(selectHighlightedSearch(actor.getSnapshot())).toBe(0);
    actor.send({ type: 'history.highlight', direction: 'previous' });
    expect(selectHighlightedSearch(actor.getSnapshot())).toBe(2);
  });

  it('a recent search chosen with the keys is what the box holds and searches', () => {
    const { actor, searches } = start({ history: [{ search_query: 'dQw4w9WgXcQ', created_at: '2026-01-01T00:00:00.000Z' }] });
    actor.send({ type: 'history.highlight', direction: 'next' });
    actor.send({ type: 'form.submit' });
    expect(searches).toEqual(['dQw4w9WgXcQ']);
    expect(selectSearchText(actor.getSnapshot())).toBe('dQw4w9WgXcQ');
  });

  it('someone not said to be logged in cannot clear the history', () => {
    const { actor } = start({ history });
    actor.send({ type: 'query.focus' });
    expect(selectCanClearHistory(actor.getSnapshot())).toBe(false);
    actor.send({ type: 'history.clear' });
    expect(selectSearchHistory(actor.getSnapshot())).toEqual(history);
  });

  it('what the view reads: the text, the history, whether the list is open and which entry is highlighted', () => {
    const { actor } = start({ history: twoSearches, isAuthenticated: true });
    expect(selectDropdownOpen(actor.getSnapshot())).toBe(false);
    actor.send({ type: 'history.highlight', direction: 'next' });
    expect(selectDropdownOpen(actor.getSnapshot())).toBe(true);
    expect(selectHighlightedSearch(actor.getSnapshot())).toBe(0);
    expect(selectSearchHistory(actor.getSnapshot())).toEqual(twoSearches);
    expect(selectCanClearHistory(actor.getSnapshot())).toBe(true);
    actor.send({ type: 'query.change', value: 'solo' });
    expect(selectSearchText(actor.getSnapshot())).toBe('solo');
    expect(selectDropdownOpen(actor.getSnapshot())).toBe(false);
  });
});

describe('search machine, the browser keeps recent searches', () => {
  /** The Web Storage of a browser tab, which Node does not have: what the machine writes is read back here. */
  class TabStorage implements Storage {
    private readonly items = new Map<string, string>();
    get length() { return this.items.size; }
    clear() { this.items.clear(); }
    getItem(key: string) { return this.items.get(key) ?? null; }
    key(index: number) { return [...this.items.keys()][index] ?? null; }
    removeItem(key: string) { this.items.delete(key); }
    setItem(key: string, value: string) { this.items.set(key, String(value)); }
  }

  it('a search is written to the tab\'s storage, and read back as the recent searches', () => {
    const storage = new TabStorage();
    Object.defineProperty(globalThis, 'localStorage', { value: storage, configurable: true });
    try {
      const clock = new SimulatedClock();
      const actor = createActor(searchMachine, { input: { session: loadingSession() }, clock }).start();
      actor.send({ type: 'query.change', value: 'tower of god' });
      clock.increment(300);
      expect(loadSearchHistory(storage).map((entry) => entry.search_query)).toEqual(['tower of god']);
      actor.send({ type: 'query.change', value: 'x' });
      actor.send({ type: 'form.submit' });
      expect(loadSearchHistory(storage).map((entry) => entry.search_query)).toEqual(['x', 'tower of god']);
    } finally {
      Reflect.deleteProperty(globalThis, 'localStorage');
    }
  });

  it('choosing a recent search with the keys and clearing the history are written to the storage too', () => {
    const storage = new TabStorage();
    saveSearchHistory(storage, twoSearches);
    Object.defineProperty(globalThis, 'localStorage', { value: storage, configurable: true });
    try {
      const actor = createActor(searchMachine, { input: { session: loadingSession(), history: loadSearchHistory(storage), isAuthenticated: true } }).start();
      actor.send({ type: 'history.highlight', direction: 'previous' });
      actor.send({ type: 'form.submit' });
      expect(loadSearchHistory(storage).map((entry) => entry.search_query)).toEqual(['solo leveling', 'tower']);
      actor.send({ type: 'query.change', value: '' });
      actor.send({ type: 'history.clear' });
      expect(loadSearchHistory(storage)).toEqual([]);
    } finally {
      Reflect.deleteProperty(globalThis, 'localStorage');
    }
  });

  it('without a storage (a private window that refuses it, a server render) searching still works', () => {
    expect(typeof (globalThis as { localStorage?: unknown }).localStorage).toBe('undefined');
    const clock = new SimulatedClock();
    const actor = createActor(searchMachine, { input: { session: loadingSession() }, clock }).start();
    actor.send({ type: 'query.change', value: 'tower' });
    clock.increment(300);
    expect(actor.getSnapshot().context.query).toBe('tower');
  });
});
