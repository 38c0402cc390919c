import { describe, expect, it } from 'vitest';
import { chapterGaps, continueRecap, coverageMap, unknownChaptersMessage } from '../../src/domain/seriesCoverage';
import { inEnglish } from '../machines/support/appActors';
import type { SeriesCoverage } from '../../src/api/types';

const coverage: SeriesCoverage[] = [
  { recap_id: 1, channel_id: 1, language: 'en', start: 1, end: 50 },
  { recap_id: 2, channel_id: 1, language: 'en', start: 51, end: 100 },
  { recap_id: 3, channel_id: 2, language: 'ko', start: 41, end: 80 },
  { recap_id: 4, channel_id: 3, language: 'es', start: 121, end: 150 },
];
const channels = [
  { id: 1, name: 'One', language: 'en', recap_count: 2, ranged_count: 2 },
  { id: 2, name: 'Two', language: 'ko', recap_count: 3, ranged_count: 1 },
  { id: 3, name: 'Three', language: 'es', recap_count: 1, ranged_count: 1 },
];

describe('coverage map', () => {
  it('draws one lane per channel, shows the gaps, and counts unknown ranges instead of drawing them', () => {
    const map = coverageMap({ coverage, channels, recap_count: 6, max_chapter: 150 }, 'channel');
    expect(map.lastChapter).toBe(150);
    expect(map.lanes.map((lane) => [lane.label, lane.bars.length, lane.unknown])).toEqual([['One', 2, 0], ['Two', 1, 2], ['Three', 1, 0]]);
    expect(map.gaps).toEqual([{ start: 101, end: 120 }]);
    expect(map.unknown).toBe(2);
    expect(inEnglish(unknownChaptersMessage(2))).toBe('2 recaps with unknown chapters');
  });

  it('counts the unknown ranges of a lane from its channels\' figures, not from its bars: a recap inside the chapters of another is no bar and not unknown', () => {
    // Channel One has three recaps with known chapters, one of them inside chapters 1–50, so two bars cover them.
    const figures = [{ id: 1, name: 'One', language: 'en', recap_count: 4, ranged_count: 3 }];
    const map = coverageMap({ coverage: coverage.slice(0, 2), channels: figures, recap_count: 4, max_chapter: 100 }, 'channel');
    expect(map.lanes.map((lane) => [lane.label, lane.bars.length, lane.unknown])).toEqual([['One', 2, 1]]);
    expect(map.unknown).toBe(1);
    expect(coverageMap({ coverage: coverage.slice(0, 2), channels: figures, recap_count: 4, max_chapter: 100 }, 'language').lanes[0]!.unknown).toBe(1);
  });

  it('groups by language on request', () => {
    const map = coverageMap({ coverage, channels, recap_count: 6, max_chapter: 150 }, 'language');
    expect(map.lanes.map((lane) => lane.label)).toEqual(['English', 'Korean', 'Spanish']);
  });

  it('finds the chapters nobody covered', () => {
    expect(chapterGaps([{ recapId: 1, start: 5, end: 9 }], 12)).toEqual([{ start: 1, end: 4 }, { start: 10, end: 12 }]);
  });
});

describe('continue from chapter N', () => {
  it('picks the recap covering progress + 1 in the preferred language, else in any; past a gap, the first recap after it', () => {
    expect(continueRecap(coverage, 60, 'ko')?.recap_id).toBe(3);
    expect(continueRecap(coverage, 60, 'en-GB')?.recap_id).toBe(2);
    expect(continueRecap(coverage, 60, 'es')?.recap_id).toBe(2);
    expect(continueRecap(coverage, 110, null)?.recap_id).toBe(4);
    expect(continueRecap(coverage, 150, null)).toBeNull();
  });

  it('never offers a recap that ends before the next chapter, even one starting nearer it', () => {
    const entries: SeriesCoverage[] = [
      { recap_id: 1, channel_id: 1, language: 'en', start: 1, end: 10 },
      { recap_id: 2, channel_id: 1, language: 'en', start: 4, end: 5 },
    ];
    expect(continueRecap(entries, 5, null)?.recap_id).toBe(1);
  });

  it('offers nothing to a reader past every recap, a recap of chapter 0 included', () => {
    expect(continueRecap([{ recap_id: 1, channel_id: 1, language: 'en', start: 0, end: 5 }], 10, null)).toBeNull();
  });
});
