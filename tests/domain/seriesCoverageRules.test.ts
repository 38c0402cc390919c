import { describe, expect, it } from 'vitest';
import { chapterGaps, chapterRangeMessage, continueFrom, continueRecap, coverageMap, unknownChaptersMessage } from '../../src/domain/seriesCoverage';
import { inEnglish } from '../machines/support/appActors';
import type { SeriesCoverage } from '../../src/api/types';

const entry = (recap_id: number, language: string, start: number, end: number, channel_id = 1): SeriesCoverage => ({ recap_id, channel_id, language, start, end });

describe('the coverage map\'s lanes by language', () => {
  it('draws each language\'s own ranges and counts the rest of its channels\' recaps as unknown', () => {
    const map = coverageMap({
      coverage: [entry(1, 'en', 1, 10, 1), entry(2, 'ko', 5, 20, 2), entry(3, 'en', 11, 30, 3)],
      channels: [
        { id: 1, name: 'One', language: 'en', recap_count: 4, ranged_count: 1 },
        { id: 2, name: 'Two', language: 'ko', recap_count: 1, ranged_count: 1 },
        { id: 3, name: 'Three', language: 'en', recap_count: 1, ranged_count: 1 },
      ],
      recap_count: 6,
      max_chapter: null,
    }, 'language');
    expect(map.lastChapter).toBe(30);
    expect(map.lanes.map(({ key, bars, unknown }) => ({ key, bars: bars.map((bar) => bar.recapId), unknown }))).toEqual([
      { key: 'en', bars: [1, 3], unknown: 3 },
      { key: 'ko', bars: [2], unknown: 0 },
    ]);
  });

  it('with no known range shows no gap, an axis of one chapter, and every recap as unknown', () => {
    const map = coverageMap({ coverage: [], channels: [], recap_count: 2, max_chapter: null }, 'channel');
    expect(map).toMatchObject({ lastChapter: 1, gaps: [], unknown: 2 });
  });
});

describe('the coverage map\'s axis', () => {
  const channels = [{ id: 1, name: 'One', language: 'en', recap_count: 2, ranged_count: 2 }];
  const coverage = [entry(1, 'en', 1, 10), entry(2, 'en', 21, 40)];

  it('ends at the series\' last chapter when known, the chapters no recap reached showing as a gap', () => {
    const map = coverageMap({ coverage, channels, recap_count: 2, max_chapter: 40, total_chapters: 120 }, 'channel');
    expect(map.lastChapter).toBe(120);
    expect(map.gaps).toEqual([{ start: 11, end: 20 }, { start: 41, end: 120 }]);
  });

  it('ends at the highest chapter a recap covers while the last chapter is unknown, and never cuts a bar short', () => {
    expect(coverageMap({ coverage, channels, recap_count: 2, max_chapter: 40, total_chapters: null }, 'channel').lastChapter).toBe(40);
    expect(coverageMap({ coverage, channels, recap_count: 2, max_chapter: 40, total_chapters: 30 }, 'channel').lastChapter).toBe(40);
  });
});

describe('the chapters nobody covered', () => {
  it('are found whatever order the recaps come in, up to and including the last chapter', () => {
    expect(chapterGaps([{ recapId: 2, start: 20, end: 29 }, { recapId: 1, start: 1, end: 9 }], 30)).toEqual([
      { start: 10, end: 19 },
      { start: 30, end: 30 },
    ]);
    expect(chapterGaps([{ recapId: 1, start: 1, end: 30 }], 30)).toEqual([]);
  });

  it('are told as one chapter or a range', () => {
    expect(inEnglish(chapterRangeMessage(7, 7))).toBe('Chapter 7');
    expect(inEnglish(chapterRangeMessage(7, 9))).toBe('Chapters 7–9');
    expect(inEnglish(unknownChaptersMessage(1))).toBe('1 recap with unknown chapters');
    expect(inEnglish(unknownChaptersMessage(2))).toBe('2 recaps with unknown chapters');
  });
});

describe('where to continue reading', () => {
  it('takes a recap that starts or ends exactly at the next chapter', () => {
    expect(continueRecap([entry(1, 'en', 11, 20)], 10, null)?.recap_id).toBe(1);
    expect(continueRecap([entry(1, 'en', 1, 11)], 10, null)?.recap_id).toBe(1);
    expect(continueRecap([entry(1, 'en', 1, 10)], 10, null)).toBeNull();
  });

  it('skips a gap in the coverage to the next chapter a recap covers, in the preferred language there when one is', () => {
    const gapped = [entry(1, 'en', 1, 50), entry(2, 'es', 80, 120), entry(3, 'en', 80, 90), entry(4, 'en', 95, 130)];
    expect(continueFrom(gapped, 60)).toBe(80);
    expect(continueRecap(gapped, 60, 'en')?.recap_id).toBe(3);
    expect(continueRecap(gapped, 60, 'es')?.recap_id).toBe(2);
    expect(continueFrom(gapped, 50)).toBe(80);
    expect(continueFrom(gapped, 49)).toBe(50);
    expect(continueFrom(gapped, 130)).toBeNull();
    expect(continueRecap(gapped, 130, null)).toBeNull();
  });

  it('prefers the one starting nearest the next chapter, then the shorter, then the older', () => {
    expect(continueRecap([entry(1, 'en', 1, 20), entry(2, 'en', 8, 20)], 10, null)?.recap_id).toBe(2);
    expect(continueRecap([entry(1, 'en', 8, 30), entry(2, 'en', 8, 20)], 10, null)?.recap_id).toBe(2);
    expect(continueRecap([entry(5, 'en', 8, 20), entry(4, 'en', 8, 20)], 10, null)?.recap_id).toBe(4);
  });
});
