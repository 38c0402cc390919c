import { describe, expect, it } from 'vitest';
import { CACHED_COUNT_MIN_TOTAL, RecapCountCache } from '../../server/db/queries/recapCountCache.ts';

function counter(totals: number[]) {
  let calls = 0;
  return {
    count: async () => totals[Math.min(calls++, totals.length - 1)] ?? 0,
    get calls() {
      return calls;
    },
  };
}

describe('the total cache of GET /recaps', () => {
  it('keeps a large total until it expires, then counts again', async () => {
    let now = 0;
    const cache = new RecapCountCache(30_000, () => now);
    const source = counter([CACHED_COUNT_MIN_TOTAL + 5, CACHED_COUNT_MIN_TOTAL + 9]);
    expect(await cache.total('q', source.count)).toBe(CACHED_COUNT_MIN_TOTAL + 5);
    now = 29_999;
    expect(await cache.total('q', source.count)).toBe(CACHED_COUNT_MIN_TOTAL + 5);
    expect(source.calls).toBe(1);
    now = 30_000;
    expect(await cache.total('q', source.count)).toBe(CACHED_COUNT_MIN_TOTAL + 9);
    expect(source.calls).toBe(2);
  });

  it('never keeps a small total, so small lists stay exact to the row', async () => {
    const cache = new RecapCountCache();
    const source = counter([12, 13]);
    expect(await cache.total('q', source.count)).toBe(12);
    expect(await cache.total('q', source.count)).toBe(13);
  });

  it('keeps totals apart by key', async () => {
    const cache = new RecapCountCache();
    expect(await cache.total('a', counter([5_000]).count)).toBe(5_000);
    expect(await cache.total('b', counter([7_000]).count)).toBe(7_000);
    expect(await cache.total('a', counter([1]).count)).toBe(5_000);
  });

  it('forgets every total after a write', async () => {
    const cache = new RecapCountCache();
    const source = counter([5_000, 4_999]);
    await cache.total('q', source.count);
    cache.clear();
    expect(await cache.total('q', source.count)).toBe(4_999);
  });

  it('lets callers asking at once share one count', async () => {
    const cache = new RecapCountCache();
    const source = counter([5_000]);
    const totals = await Promise.all([cache.total('q', source.count), cache.total('q', source.count), cache.total('q', source.count)]);
    expect(totals).toEqual([5_000, 5_000, 5_000]);
    expect(source.calls).toBe(1);
  });

  it('does not keep a total counted while a write landed', async () => {
    const cache = new RecapCountCache();
    let release: (total: number) => void = () => undefined;
    const slow = cache.total('q', () => new Promise<number>((resolve) => (release = resolve)));
    cache.clear();
    release(5_000);
    expect(await slow).toBe(5_000);
    const source = counter([5_001]);
    expect(await cache.total('q', source.count)).toBe(5_001);
    expect(source.calls).toBe(1);
  });
});
