import { describe, expect, it } from 'vitest';
import {
  checkApproval, checkSeriesSuggestion, currentValueOf, pendingAlreadyText, SUGGESTIONS_PER_DAY_TEXT, type SeriesIdentityNow,
} from '../../src/domain/seriesSuggestion';
import { NO_SERIES_LINKS } from '../../src/domain/seriesIdentity';

const UUID = '32d76d19-8a05-4db0-9fc2-e0b0648fe9d0';

const series: SeriesIdentityNow = {
  name: 'Solo Leveling',
  alt_titles: ['Na Honjaman Level Up', 'Only I Level Up'],
  links: { ...NO_SERIES_LINKS, anilist: '105398' },
  status: 'ongoing',
  synopsis: 'A hunter levels up.',
};
const bare: SeriesIdentityNow = { name: 'Solo Leveling', alt_titles: [], links: NO_SERIES_LINKS, status: null, synopsis: '' };

describe('a member\'s suggestion for a series', () => {
  it('says the daily limit, and names the field of a suggestion still waiting', () => {
    expect(SUGGESTIONS_PER_DAY_TEXT).toBe('You can make at most 10 suggestions per day');
    expect(pendingAlreadyText('tracker_link', 'mangadex')).toBe('You already have a suggestion for this series\' MangaDex link waiting for review');
    expect(pendingAlreadyText('alt_title', null)).toBe('You already have a suggestion for this series\' other title waiting for review');
  });

  describe('what the series says now of the suggested field', () => {
    it('gives its other titles as one text, or nothing when it has none', () => {
      expect(currentValueOf('alt_title', null, series)).toBe('Na Honjaman Level Up, Only I Level Up');
      expect(currentValueOf('alt_title', null, { ...series, alt_titles: ['Only I Level Up'] })).toBe('Only I Level Up');
      expect(currentValueOf('alt_title', null, bare)).toBeNull();
    });

    it('gives the id on the suggested tracker, or nothing when it is not linked there', () => {
      expect(currentValueOf('tracker_link', 'anilist', series)).toBe('105398');
      expect(currentValueOf('tracker_link', 'mangadex', series)).toBeNull();
      expect(currentValueOf('tracker_link', null, series)).toBeNull();
    });

    it('gives its status and its synopsis, or nothing when it has none', () => {
      expect(currentValueOf('status', null, series)).toBe('ongoing');
      expect(currentValueOf('status', null, bare)).toBeNull();
      expect(currentValueOf('synopsis', null, series)).toBe('A hunter levels up.');
      expect(currentValueOf('synopsis', null, bare)).toBeNull();
    });
  });

  describe('a tracker link', () => {
    it('asks for one of the trackers when none or another is named', () => {
      const message = 'Please choose a tracker: AniList, MyAnimeList, MangaDex, MangaUpdates.';
      for (const tracker of [undefined, null, '', 'kitsu']) {
        expect(checkSeriesSuggestion({ type: 'tracker_link', value: '1', tracker }, series), String(tracker)).toEqual({ ok: false, message });
      }
    });

    it('asks for the id when none is typed, and says the form of an id that does not fit', () => {
      expect(checkSeriesSuggestion({ type: 'tracker_link', value: '  ', tracker: 'mangadex' }, series)).toEqual({ ok: false, message: 'Please enter the MangaDex id.' });
      expect(checkSeriesSuggestion({ type: 'tracker_link', value: 'solo-leveling', tracker: 'anilist' }, series)).toEqual({
        ok: false, message: 'An AniList id is a number, as in anilist.co/manga/105398.',
      });
    });

    it('refuses the id the series links to already', () => {
      expect(checkSeriesSuggestion({ type: 'tracker_link', value: ' 105398 ', tracker: 'anilist' }, series)).toEqual({
        ok: false, message: 'This series links to that AniList id already.',
      });
    });

    it('keeps the id as the tracker writes it, with the id it replaces', () => {
      expect(checkSeriesSuggestion({ type: 'tracker_link', value: ` ${UUID.toUpperCase()} `, tracker: 'mangadex' }, series)).toEqual({
        ok: true, value: { type: 'tracker_link', tracker: 'mangadex', proposed: UUID, before: null },
      });
      expect(checkSeriesSuggestion({ type: 'tracker_link', value: '12345', tracker: 'anilist' }, series)).toEqual({
        ok: true, value: { type: 'tracker_link', tracker: 'anilist', proposed: '12345', before: '105398' },
      });
    });
  });

  describe('an other title', () => {
    it('asks for the title when nothing visible is typed', () => {
      for (const value of ['', '   ', '\u200b\t']) {
        expect(checkSeriesSuggestion({ type: 'alt_title', value }, series), JSON.stringify(value)).toEqual({ ok: false, message: 'Please enter the other title.' });
      }
    });

    it('refuses the series\' own name and a title it has already, whatever the case or punctuation', () => {
      expect(checkSeriesSuggestion({ type: 'alt_title', value: 'SOLO leveling!' }, series)).toEqual({ ok: false, message: '"SOLO leveling!" is this series\' name already.' });
      expect(checkSeriesSuggestion({ type: 'alt_title', value: '  only-i-level-up ' }, series)).toEqual({
        ok: false, message: '"only-i-level-up" is one of this series\' other titles already.',
      });
    });

    it('refuses a title that would be one more than a series can have', () => {
      const full = { ...series, alt_titles: Array.from({ length: 20 }, (_, index) => `Title ${index + 1}`) };
      expect(checkSeriesSuggestion({ type: 'alt_title', value: 'Title 21' }, full)).toEqual({ ok: false, message: 'A series can have at most 20 other titles.' });
      expect(checkSeriesSuggestion({ type: 'alt_title', value: 'Title 21' }, { ...full, alt_titles: full.alt_titles.slice(1) }).ok).toBe(true);
    });

    it('keeps the title cleaned as an administrator\'s would be, with the titles the series has', () => {
      expect(checkSeriesSuggestion({ type: 'alt_title', value: '  I Alone   Level-Up\u200b ' }, series)).toEqual({
        ok: true, value: { type: 'alt_title', tracker: null, proposed: 'I Alone Level-Up', before: 'Na Honjaman Level Up, Only I Level Up' },
      });
      expect(checkSeriesSuggestion({ type: 'alt_title', value: 'I Alone Level-Up' }, bare)).toEqual({
        ok: true, value: { type: 'alt_title', tracker: null, proposed: 'I Alone Level-Up', before: null },
      });
    });
  });

  describe('a status', () => {
    it('asks for one of the statuses, by their labels', () => {
      for (const value of ['', 'paused', 'Ongoing']) {
        expect(checkSeriesSuggestion({ type: 'status', value }, series), value).toEqual({
          ok: false, message: 'Please choose a status: Ongoing, Completed, On hiatus, Cancelled.',
        });
      }
    });

    it('refuses the status the series has already, by its label', () => {
      expect(checkSeriesSuggestion({ type: 'status', value: 'ongoing' }, series)).toEqual({ ok: false, message: 'This series is Ongoing already.' });
      expect(checkSeriesSuggestion({ type: 'status', value: 'hiatus' }, { ...series, status: 'hiatus' })).toEqual({ ok: false, message: 'This series is On hiatus already.' });
    });

    it('keeps another status, with the one it replaces', () => {
      expect(checkSeriesSuggestion({ type: 'status', value: 'completed' }, series)).toEqual({
        ok: true, value: { type: 'status', tracker: null, proposed: 'completed', before: 'ongoing' },
      });
      expect(checkSeriesSuggestion({ type: 'status', value: 'cancelled' }, bare)).toEqual({
        ok: true, value: { type: 'status', tracker: null, proposed: 'cancelled', before: null },
      });
    });
  });

  describe('a synopsis', () => {
    it('refuses one over the administrator\'s limit', () => {
      expect(checkSeriesSuggestion({ type: 'synopsis', value: 'a'.repeat(2001) }, series)).toEqual({ ok: false, message: 'The synopsis must be at most 2,000 characters.' });
    });

    it('asks for a synopsis when nothing visible is typed', () => {
      for (const value of ['', ' \r\n\t ']) {
        expect(checkSeriesSuggestion({ type: 'synopsis', value }, series), JSON.stringify(value)).toEqual({ ok: false, message: 'Please enter the synopsis you suggest.' });
      }
    });

    it('refuses the synopsis the series has already, once cleaned', () => {
      expect(checkSeriesSuggestion({ type: 'synopsis', value: '  A hunter levels up.\n' }, series)).toEqual({ ok: false, message: 'This is the synopsis the series has already.' });
    });

    it('keeps the synopsis cleaned, with the one it replaces', () => {
      expect(checkSeriesSuggestion({ type: 'synopsis', value: 'Jinwoo rises.\r\n\r\n\r\nAgain. ' }, series)).toEqual({
        ok: true, value: { type: 'synopsis', tracker: null, proposed: 'Jinwoo rises.\n\nAgain.', before: 'A hunter levels up.' },
      });
      expect(checkSeriesSuggestion({ type: 'synopsis', value: 'Jinwoo rises.' }, bare)).toEqual({
        ok: true, value: { type: 'synopsis', tracker: null, proposed: 'Jinwoo rises.', before: null },
      });
    });
  });

  describe('approving a suggestion', () => {
    it('adds an other title to the ones the series has, once', () => {
      expect(checkApproval('alt_title', null, 'I Alone Level-Up', series)).toEqual({
        ok: true, value: { alt_titles: ['Na Honjaman Level Up', 'Only I Level Up', 'I Alone Level-Up'] },
      });
      expect(checkApproval('alt_title', null, 'ONLY I LEVEL UP', series)).toEqual({ ok: true, value: { alt_titles: ['Na Honjaman Level Up', 'Only I Level Up'] } });
    });

    it('sets the one tracker\'s id, the status or the synopsis, and nothing else', () => {
      expect(checkApproval('tracker_link', 'mangadex', UUID, series)).toEqual({ ok: true, value: { links: { mangadex: UUID } } });
      expect(checkApproval('status', null, 'completed', series)).toEqual({ ok: true, value: { status: 'completed' } });
      expect(checkApproval('synopsis', null, 'Jinwoo rises.', series)).toEqual({ ok: true, value: { synopsis: 'Jinwoo rises.' } });
    });

    it('is refused when the series has become what the rules refuse', () => {
      expect(checkApproval('alt_title', null, 'Solo Leveling', { ...series, alt_titles: [] })).toEqual({ ok: false, message: '"Solo Leveling" is this series\' name already.' });
      expect(checkApproval('status', null, 'paused', series)).toEqual({
        ok: false, message: '"paused" is not a status; a series is ongoing, completed, hiatus, cancelled, or has no status.',
      });
    });
  });
});
