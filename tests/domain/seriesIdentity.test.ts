import { describe, expect, it } from 'vitest';
import {
  NO_SERIES_LINKS, SERIES_GENRES, SERIES_STATUS_LABELS, SERIES_STATUSES, SERIES_TRACKERS, TRACKER_FORMS, type SeriesTracker,
} from '../../src/domain/seriesIdentity';

const UUID = '32d76d19-8a05-4db0-9fc2-e0b0648fe9d0';

describe('what a series is, beyond its name', () => {
  it('has four publication statuses, each shown by its label', () => {
    expect(SERIES_STATUSES).toEqual(['ongoing', 'completed', 'hiatus', 'cancelled']);
    expect(SERIES_STATUS_LABELS).toEqual({ ongoing: 'Ongoing', completed: 'Completed', hiatus: 'On hiatus', cancelled: 'Cancelled' });
  });

  it('offers a fixed list of genres, each once, in alphabetical order', () => {
    expect(SERIES_GENRES).toHaveLength(29);
    expect(new Set(SERIES_GENRES).size).toBe(SERIES_GENRES.length);
    expect([...SERIES_GENRES].sort((a, b) => a.localeCompare(b))).toEqual([...SERIES_GENRES]);
    expect(SERIES_GENRES).toContain('Martial Arts');
    expect(SERIES_GENRES).toContain('Slice of Life');
  });

  it('links to four trackers, and a series with no links has every tracker null', () => {
    expect(SERIES_TRACKERS).toEqual(['anilist', 'myanimelist', 'mangadex', 'mangaupdates']);
    expect(NO_SERIES_LINKS).toEqual({ anilist: null, myanimelist: null, mangadex: null, mangaupdates: null });
  });

  it('names each tracker as the tracker spells itself', () => {
    expect(SERIES_TRACKERS.map((tracker) => TRACKER_FORMS[tracker].label)).toEqual(['AniList', 'MyAnimeList', 'MangaDex', 'MangaUpdates']);
  });

  it('opens a linked id on the tracker\'s own series page', () => {
    expect(TRACKER_FORMS.anilist.url('105398')).toBe('https://anilist.co/manga/105398');
    expect(TRACKER_FORMS.myanimelist.url('121496')).toBe('https://myanimelist.net/manga/121496');
    expect(TRACKER_FORMS.mangadex.url(UUID)).toBe(`https://mangadex.org/title/${UUID}`);
    expect(TRACKER_FORMS.mangaupdates.url('pb8uwds')).toBe('https://www.mangaupdates.com/series/pb8uwds');
  });

  it('tells a person the form of each tracker\'s id, with an example', () => {
    expect(TRACKER_FORMS.anilist.idRule).toBe('An AniList id is a number, as in anilist.co/manga/105398.');
    expect(TRACKER_FORMS.myanimelist.idRule).toBe('A MyAnimeList id is a number, as in myanimelist.net/manga/121496.');
    expect(TRACKER_FORMS.mangadex.idRule).toBe('A MangaDex id is a UUID, as in mangadex.org/title/32d76d19-8a05-4db0-9fc2-e0b0648fe9d0.');
    expect(TRACKER_FORMS.mangaupdates.idRule).toBe(
      'A MangaUpdates id is up to 12 lowercase letters and digits, as in mangaupdates.com/series/pb8uwds.',
    );
  });

  const accepts = (tracker: SeriesTracker, id: string) => TRACKER_FORMS[tracker].idPattern.test(id);

  it.each(['anilist', 'myanimelist'] as const)('takes a %s id of one to ten digits not starting with 0', (tracker) => {
    for (const id of ['1', '7', '105398', '9999999999']) expect(accepts(tracker, id), id).toBe(true);
    for (const id of ['', '0', '0123', '12345678901', '12a', 'a12', '12 ', ' 12', '-1', '1.5', '1\n']) {
      expect(accepts(tracker, id), JSON.stringify(id)).toBe(false);
    }
  });

  it('takes a MangaDex id as a lowercase UUID, each group of its own length', () => {
    expect(accepts('mangadex', UUID)).toBe(true);
    for (const id of [
      UUID.toUpperCase(),
      `x${UUID}`,
      `${UUID}0`,
      `${UUID}\n`,
      '32d76d1-8a05-4db0-9fc2-e0b0648fe9d0',
      '32d76d19-8a0-4db0-9fc2-e0b0648fe9d0',
      '32d76d19-8a05-4db-9fc2-e0b0648fe9d0',
      '32d76d19-8a05-4db0-9fc-e0b0648fe9d0',
      '32d76d19-8a05-4db0-9fc2-e0b0648fe9d',
      'g2d76d19-8a05-4db0-9fc2-e0b0648fe9d0',
      '32d76d19-8a05-4db0-9fc2-e0b0648fe9dg',
      '32d76d19-8a05-gdb0-9fc2-e0b0648fe9d0',
      '32d76d19-8a05-4db0-gfc2-e0b0648fe9d0',
      '32d76d19-ga05-4db0-9fc2-e0b0648fe9d0',
      '32d76d198a054db09fc2e0b0648fe9d0',
      '----',
    ]) expect(accepts('mangadex', id), id).toBe(false);
  });

  it('takes a MangaUpdates id of one to twelve lowercase letters and digits', () => {
    for (const id of ['p', '7', 'pb8uwds', 'abcdefghij12']) expect(accepts('mangaupdates', id), id).toBe(true);
    for (const id of ['', 'PB8UWDS', 'abcdefghij123', 'pb8-uwds', ' pb8uwds', 'pb8uwds ', '-', 'pb8uwds!']) {
      expect(accepts('mangaupdates', id), JSON.stringify(id)).toBe(false);
    }
  });
});
