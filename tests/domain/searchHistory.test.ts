import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  addToSearchHistory,
  loadSearchHistory,
  saveSearchHistory,
  SEARCH_HISTORY_STORAGE_KEY,
  shownSearchHistory,
  type SearchHistoryEntry,
} from '../../src/domain/searchHistory';

function memoryStorage(initial: Record<string, string> = {}) {
  const items = new Map(Object.entries(initial));
  return { getItem: (key: string) => items.get(key) ?? null, setItem: (key: string, value: string) => void items.set(key, value) };
}

describe('search history', () => {
  it('puts the newest search first and moves a repeated search to the top', () => {
    let list: SearchHistoryEntry[] = [];
    list = addToSearchHistory(list, 'solo leveling', new Date('2026-01-01'));
    list = addToSearchHistory(list, 'tower', new Date('2026-01-02'));
    list = addToSearchHistory(list, 'Solo Leveling', new Date('2026-01-03'));
    expect(list.map((entry) => entry.search_query)).toEqual(['Solo Leveling', 'tower']);
  });

  it('ignores empty searches', () => {
    expect(addToSearchHistory([], '   ')).toEqual([]);
  });

  it('keeps the last 20 and shows 10', () => {
    let list: SearchHistoryEntry[] = [];
    for (let i = 0; i < 30; i++) list = addToSearchHistory(list, `query ${i}`);
    expect(list).toHaveLength(20);
    expect(list[0].search_query).toBe('query 29');
    expect(shownSearchHistory(list)).toHaveLength(10);
  });

  it('stores and reads the list in browser storage, and reads a damaged value as empty', () => {
    const storage = memoryStorage();
    const list = addToSearchHistory([], 'hero');
    saveSearchHistory(storage, list);
    expect(loadSearchHistory(storage)).toEqual(list);
    expect(loadSearchHistory(memoryStorage({ [SEARCH_HISTORY_STORAGE_KEY]: '{broken' }))).toEqual([]);
    expect(loadSearchHistory(memoryStorage({ [SEARCH_HISTORY_STORAGE_KEY]: '[1, {"x": 2}]' }))).toEqual([]);
  });

  it('reads at most the last 20 searches from a storage that holds more', () => {
    const entries = Array.from({ length: 25 }, (_, i) => ({ search_query: `query ${i}`, created_at: new Date(2026, 0, 1, 0, 0, 25 - i).toISOString() }));
    const loaded = loadSearchHistory(memoryStorage({ [SEARCH_HISTORY_STORAGE_KEY]: JSON.stringify(entries) }));
    expect(loaded).toEqual(entries.slice(0, 20));
  });

  it('property: whatever is searched, at most 20 entries, no duplicates, newest first', () => {
    fc.assert(fc.property(fc.array(fc.string({ maxLength: 12 }), { maxLength: 60 }), (queries) => {
      let list: SearchHistoryEntry[] = [];
      queries.forEach((query, i) => (list = addToSearchHistory(list, query, new Date(2026, 0, 1, 0, 0, i))));
      expect(list.length).toBeLessThanOrEqual(20);
      const keys = list.map((entry) => entry.search_query.toLowerCase());
      expect(new Set(keys).size).toBe(keys.length);
      const times = list.map((entry) => entry.created_at);
      expect([...times].sort().reverse()).toEqual(times);
      const last = queries.filter((query) => query.trim() !== '').at(-1);
      if (last !== undefined) expect(list[0].search_query).toBe(last.trim());
    }));
  });
});
