import { describe, expect, it } from 'vitest';
import type { Recap } from '../../src/api/types';
import { whatHidesRecap, type SearchedList } from '../../src/domain/pastedVideo';
import { DEFAULT_RECAP_FILTERS } from '../../src/domain/recapQuery';
import { buildRecap } from '../support/factories';
import { english, inEnglish } from '../machines/support/appActors';

const recap = buildRecap(1, { language: 'ko', duration: 600, channel_id: 3, channel_name: 'Tower Talk', series_slug: 'tower', series_name: 'Tower' });
const home = { filters: DEFAULT_RECAP_FILTERS, channelId: null, series: null };

/** What hides the recap, as the interface's English catalogue says it. */
function said(shown: Recap, list: SearchedList): string | null {
  const reason = whatHidesRecap(shown, list, english);
  return reason === null ? null : inEnglish(reason);
}

describe('what hides a pasted video\'s recap', () => {
  it('names the page\'s scope first, then the language, then the duration; nothing when none leaves it out', () => {
    expect(said(recap, { ...home, channelId: 4 })).toBe("This video's recap is on another channel, Tower Talk.");
    expect(said(recap, { ...home, channelId: 3 })).toBeNull();
    expect(said(recap, { ...home, series: 'other' })).toBe("This video's recap is filed under another series, Tower.");
    expect(said(recap, { ...home, series: 'tower' })).toBeNull();
    expect(said(recap, home)).toBe("The Language filter (English) hides this video's recap: it is in Korean.");
    const longOnly = { ...home, filters: { ...DEFAULT_RECAP_FILTERS, language: 'all', minDuration: 14401 } };
    expect(said(recap, longOnly)).toBe("The Duration filter (Over 4 hours) hides this video's recap: it lasts 10:00.");
    expect(said(recap, { ...home, filters: { ...DEFAULT_RECAP_FILTERS, language: 'ko', maxDuration: 3599 } })).toBeNull();
  });

  it('names no series when the recap is filed under none', () => {
    expect(said({ ...recap, series_slug: null, series_name: null }, { ...home, series: 'tower' })).toBe("This video's recap is filed under another series.");
  });

  it('lets every language through when the filter says all languages or none', () => {
    for (const language of ['all', '']) {
      expect(said(recap, { ...home, filters: { ...DEFAULT_RECAP_FILTERS, language } }), language).toBeNull();
    }
  });

  it('hides a recap only outside the duration bounds, which are inclusive', () => {
    const within = (minDuration: number | undefined, maxDuration: number | undefined) =>
      said(recap, { ...home, filters: { ...DEFAULT_RECAP_FILTERS, language: 'all', minDuration, maxDuration } });
    expect(within(600, undefined)).toBeNull();
    expect(within(undefined, 600)).toBeNull();
    expect(within(600, 600)).toBeNull();
    expect(within(undefined, undefined)).toBeNull();
    expect(within(601, undefined)).toBe("The Duration filter (the chosen length) hides this video's recap: it lasts 10:00.");
    expect(within(undefined, 599)).toBe("The Duration filter (the chosen length) hides this video's recap: it lasts 10:00.");
    expect(within(undefined, 3599)).toBeNull();
    expect(said({ ...recap, duration: 3600 }, { ...home, filters: { ...DEFAULT_RECAP_FILTERS, language: 'all', maxDuration: 3599 } })).toBe(
      "The Duration filter (Under 1 hour) hides this video's recap: it lasts 1:00:00.",
    );
  });
});
