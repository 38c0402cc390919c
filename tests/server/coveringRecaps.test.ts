import { describe, expect, it } from 'vitest';
import { coveringRecaps } from '../../server/series/coveringRecaps.ts';

const ids = (recaps: { id: number }[]) => recaps.map((recap) => recap.id);

describe('the recaps a coverage lane draws', () => {
  it('leaves out a recap inside the chapters of another, and keeps parts side by side as bars of their own', () => {
    expect(ids(coveringRecaps([
      { id: 1, start: 1, end: 50 },
      { id: 2, start: 10, end: 20 },
      { id: 3, start: 51, end: 100 },
    ]))).toEqual([1, 3]);
  });

  it('keeps overlapping recaps that each reach further, and starts again after a gap at its earliest recap', () => {
    expect(ids(coveringRecaps([
      { id: 1, start: 1, end: 40 },
      { id: 2, start: 30, end: 60 },
      { id: 3, start: 35, end: 55 },
      { id: 4, start: 80, end: 90 },
      { id: 5, start: 80, end: 120 },
    ]))).toEqual([1, 2, 5]);
  });

  it('among recaps reaching as far, keeps the first one; covers fractional chapters without a gap', () => {
    expect(ids(coveringRecaps([
      { id: 7, start: 1, end: 10.5 },
      { id: 3, start: 11, end: 20 },
      { id: 2, start: 11, end: 20 },
    ]))).toEqual([7, 2]);
  });

  it('covers every chapter the lane covers, whatever the recaps', () => {
    let seed = 7;
    const random = () => (seed = (seed * 48271) % 2147483647) / 2147483647;
    const recaps = Array.from({ length: 400 }, (_, id) => {
      const start = 1 + Math.floor(random() * 900);
      return { id, start, end: start + Math.floor(random() * 60) };
    }).sort((a, b) => a.start - b.start || a.id - b.id);
    const covered = (list: typeof recaps) => new Set(list.flatMap(({ start, end }) => Array.from({ length: end - start + 1 }, (_, i) => start + i)));
    const chosen = coveringRecaps(recaps);
    expect(covered(chosen)).toEqual(covered(recaps));
    expect(chosen.length).toBeLessThan(recaps.length / 4);
  });
});
