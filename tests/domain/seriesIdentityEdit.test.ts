import { describe, expect, it } from 'vitest';
import { checkSeriesIdentity, SYNOPSIS_MAX_LENGTH } from '../../src/domain/seriesIdentityEdit';

const NAME = 'Solo Leveling';
const UUID = '32d76d19-8a05-4db0-9fc2-e0b0648fe9d0';
const check = (input: Parameters<typeof checkSeriesIdentity>[0]) => checkSeriesIdentity(input, NAME);

describe('an administrator\'s edit of a series', () => {
  it('changes nothing that it leaves out', () => {
    expect(check({})).toEqual({ ok: true, value: {} });
  });

  describe('the cover', () => {
    it('keeps a cover trimmed, and an empty or null one means no cover', () => {
      expect(check({ cover_url: ' /thumbnails/a.jpg ' })).toEqual({ ok: true, value: { cover_url: '/thumbnails/a.jpg' } });
      expect(check({ cover_url: '   ' })).toEqual({ ok: true, value: { cover_url: null } });
      expect(check({ cover_url: '' })).toEqual({ ok: true, value: { cover_url: null } });
      expect(check({ cover_url: null })).toEqual({ ok: true, value: { cover_url: null } });
    });
  });

  describe('the synopsis', () => {
    it('keeps paragraphs with \\n line breaks, tabs as spaces, at most one empty line between them, trimmed', () => {
      expect(check({ synopsis: '  One.\r\nTwo.\rThree.\tFour. \u00a0\n\n\n\nFive.  \n' })).toEqual({
        ok: true, value: { synopsis: 'One.\nTwo.\nThree. Four.\n\nFive.' },
      });
      expect(check({ synopsis: 'One.\n\nTwo.' })).toEqual({ ok: true, value: { synopsis: 'One.\n\nTwo.' } });
      expect(check({ synopsis: 'One. \nTwo.\u00a0\nThree.' })).toEqual({ ok: true, value: { synopsis: 'One.\nTwo.\nThree.' } });
    });

    it('drops invisible characters but keeps the line breaks', () => {
      expect(check({ synopsis: 'One\u200b.\u0007\nTwo.' })).toEqual({ ok: true, value: { synopsis: 'One.\nTwo.' } });
    });

    it('is at most 2,000 characters once cleaned, counting each character once', () => {
      expect(SYNOPSIS_MAX_LENGTH).toBe(2000);
      expect(check({ synopsis: 'a'.repeat(2000) }).ok).toBe(true);
      expect(check({ synopsis: `${'😀'.repeat(2000)}` }).ok).toBe(true);
      expect(check({ synopsis: ` ${'a'.repeat(2000)} \u200b` }).ok).toBe(true);
      expect(check({ synopsis: 'a'.repeat(2001) })).toEqual({ ok: false, message: 'The synopsis must be at most 2,000 characters.' });
    });
  });

  describe('the status', () => {
    it('is one of the statuses, or none', () => {
      expect(check({ status: 'hiatus' })).toEqual({ ok: true, value: { status: 'hiatus' } });
      expect(check({ status: null })).toEqual({ ok: true, value: { status: null } });
      expect(check({ status: 'Ongoing' })).toEqual({
        ok: false, message: '"Ongoing" is not a status; a series is ongoing, completed, hiatus, cancelled, or has no status.',
      });
    });
  });

  describe('the genres', () => {
    it('are named from the list without regard to case or spaces, kept once each in the list\'s order', () => {
      expect(check({ genres: [' fantasy', 'ACTION ', 'Fantasy', 'martial arts'] })).toEqual({ ok: true, value: { genres: ['Action', 'Fantasy', 'Martial Arts'] } });
      expect(check({ genres: [] })).toEqual({ ok: true, value: { genres: [] } });
    });

    it('go back to the ones its recaps name when set to null', () => {
      expect(check({ genres: null })).toEqual({ ok: true, value: { genres: null } });
    });

    it('refuse a genre that is not on the list, naming it', () => {
      expect(check({ genres: ['Action', 'Mecha'] })).toEqual({ ok: false, message: '"Mecha" is not one of the genres a series can have.' });
      expect(check({ genres: ['Action', 'Sci'] })).toEqual({ ok: false, message: '"Sci" is not one of the genres a series can have.' });
    });
  });

  describe('the other titles', () => {
    it('are kept cleaned as an administrator\'s name is, in their order', () => {
      expect(check({ alt_titles: ['  Na Honjaman\u200bLevel Up ', 'Only I: Level Up'] })).toEqual({
        ok: true, value: { alt_titles: ['Na Honjaman Level Up', 'Only I: Level Up'] },
      });
    });

    it('refuse an empty title, or one of punctuation only', () => {
      for (const title of ['', '  ', '\u200b', '!?', '-']) {
        expect(check({ alt_titles: ['Only I Level Up', title] }), JSON.stringify(title)).toEqual({ ok: false, message: 'Other titles cannot be empty.' });
      }
    });

    it('are each at most 100 characters, runs of spaces counting as one', () => {
      expect(check({ alt_titles: ['a'.repeat(100)] }).ok).toBe(true);
      expect(check({ alt_titles: [`  ${'a'.repeat(50)}     ${'b'.repeat(49)}  `] }).ok).toBe(true);
      expect(check({ alt_titles: ['a'.repeat(101)] })).toEqual({ ok: false, message: 'Each other title must be at most 100 characters.' });
      expect(check({ alt_titles: [`${'a'.repeat(50)} ${'b'.repeat(50)}`] })).toEqual({ ok: false, message: 'Each other title must be at most 100 characters.' });
      expect(check({ alt_titles: [`${'a'.repeat(50)}\u200b${'b'.repeat(50)}`] })).toEqual({ ok: false, message: 'Each other title must be at most 100 characters.' });
    });

    it('refuse the series\' own name and a title listed twice, whatever the case or punctuation', () => {
      expect(check({ alt_titles: ['solo-leveling!'] })).toEqual({ ok: false, message: '"solo-leveling!" is this series\' name already.' });
      expect(check({ alt_titles: ['Only I Level Up', 'ONLY I LEVEL-UP'] })).toEqual({ ok: false, message: '"ONLY I LEVEL-UP" is listed twice.' });
    });

    it('are at most twenty', () => {
      const titles = Array.from({ length: 21 }, (_, index) => `Title ${index + 1}`);
      expect(check({ alt_titles: titles.slice(0, 20) })).toEqual({ ok: true, value: { alt_titles: titles.slice(0, 20) } });
      expect(check({ alt_titles: titles })).toEqual({ ok: false, message: 'A series can have at most 20 other titles.' });
    });
  });

  describe('the chapter count', () => {
    it('is a whole number from 1 to 100,000, or unknown', () => {
      for (const total of [1, 250, 100_000, null]) expect(check({ total_chapters: total }), String(total)).toEqual({ ok: true, value: { total_chapters: total } });
      for (const total of [0, -3, 100_001, 12.5, Number.NaN]) {
        expect(check({ total_chapters: total }), String(total)).toEqual({
          ok: false, message: 'The chapter count must be a whole number from 1 to 100,000, or unknown.',
        });
      }
    });
  });

  describe('the tracker links', () => {
    it('set the trackers named, an empty or null id unlinking one, and leave the others out', () => {
      expect(check({ links: { anilist: ' 105398 ', mangaupdates: '', myanimelist: null } })).toEqual({
        ok: true, value: { links: { anilist: '105398', mangaupdates: null, myanimelist: null } },
      });
    });

    it('take a MangaDex id in any case, kept in lowercase; other trackers\' ids keep their case', () => {
      expect(check({ links: { mangadex: ` ${UUID.toUpperCase()}` } })).toEqual({ ok: true, value: { links: { mangadex: UUID } } });
      expect(check({ links: { mangaupdates: 'PB8UWDS' } })).toEqual({
        ok: false, message: 'A MangaUpdates id is up to 12 lowercase letters and digits, as in mangaupdates.com/series/pb8uwds.',
      });
    });

    it('refuse an id not of its tracker\'s form with the tracker\'s rule', () => {
      expect(check({ links: { anilist: '105398', myanimelist: 'abc' } })).toEqual({
        ok: false, message: 'A MyAnimeList id is a number, as in myanimelist.net/manga/121496.',
      });
    });

    it('refuse a tracker that is not one, naming the trackers', () => {
      expect(check({ links: { kitsu: '1' } })).toEqual({
        ok: false, message: '"kitsu" is not a tracker; the trackers are AniList, MyAnimeList, MangaDex, MangaUpdates.',
      });
    });
  });

  it('refuses with the first field wrong in the form\'s order, and keeps every field of a right edit', () => {
    expect(check({ synopsis: 'a'.repeat(2001), status: 'paused', genres: ['Mecha'] })).toEqual({ ok: false, message: 'The synopsis must be at most 2,000 characters.' });
    expect(check({ status: 'paused', genres: ['Mecha'] })).toMatchObject({ message: expect.stringContaining('"paused"') });
    expect(check({ genres: ['Mecha'], alt_titles: [''] })).toMatchObject({ message: expect.stringContaining('"Mecha"') });
    expect(check({ alt_titles: [''], total_chapters: 0 })).toEqual({ ok: false, message: 'Other titles cannot be empty.' });
    expect(check({ total_chapters: 0, links: { kitsu: '1' } })).toMatchObject({ message: expect.stringContaining('chapter count') });
    expect(check({
      cover_url: '/a.jpg', synopsis: 'One.', status: 'completed', genres: ['Drama'], alt_titles: ['Only I Level Up'], total_chapters: 200, links: { anilist: '1' },
    })).toEqual({
      ok: true,
      value: { cover_url: '/a.jpg', synopsis: 'One.', status: 'completed', genres: ['Drama'], alt_titles: ['Only I Level Up'], total_chapters: 200, links: { anilist: '1' } },
    });
  });
});
