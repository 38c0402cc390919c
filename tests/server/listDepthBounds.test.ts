import { describe, expect, it } from 'vitest';
import { nextPageReachable, pastListDepth, recapListDepth } from '../../server/db/queries/listDepth';

describe('how deep into a list a page may reach', () => {
  it('10,000 rows for a list, 2,000 under a search text, and a search of spaces is no search', () => {
    expect(recapListDepth({})).toBe(10_000);
    expect(recapListDepth({ search: '   ' })).toBe(10_000);
    expect(recapListDepth({ search: 'tower' })).toBe(2_000);
  });

  it('serves the page whose last row is the 10,000th, and refuses the one after', () => {
    expect(pastListDepth(500, 20)).toBe(false);
    expect(pastListDepth(501, 20)).toBe(true);
    expect(pastListDepth(100, 20, 2_000)).toBe(false);
    expect(pastListDepth(101, 20, 2_000)).toBe(true);
  });

  it('offers no further page on the last reachable one', () => {
    expect(nextPageReachable(499, 20)).toBe(true);
    expect(nextPageReachable(500, 20)).toBe(false);
    expect(nextPageReachable(99, 20, 2_000)).toBe(true);
    expect(nextPageReachable(100, 20, 2_000)).toBe(false);
  });
});
