import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { getShortestPaths } from '@xstate/graph';

import { inEnglish, recordToasts } from './support/appActors';
import { doneEvent, errorEvent, expectFullCoverage, pendingActor, walkModel } from './support/modelWalk';
import { ApiError } from '../../src/api/errors';
import type { SeriesCoverChoices, SeriesDetail, SeriesEdit } from '../../src/api/types';
import { coverPictures, editSeriesMachine, seriesEditOf } from '../../src/machines/editSeries';
import { NO_SERIES_LINKS } from '../../src/domain/seriesIdentity';

const series = {
  slug: 'solo-leveling', name: 'Solo Leveling', synopsis: 'A hunter levels up.', status: 'ongoing', genres: ['Action'],
  alt_titles: ['나 혼자만 레벨업'], total_chapters: null, links: { ...NO_SERIES_LINKS, anilist: '105398' },
} as unknown as SeriesDetail;

const WIDE = '/media/thumbnails/solo0000001.jpg';
const SHORT = '/media/thumbnails/solo0000002.jpg';
const coverChoices: SeriesCoverChoices = {
  chosen_url: SHORT, default_url: WIDE,
  pictures: [{ url: WIDE, title: 'Solo Leveling 1-50' }, { url: SHORT, title: 'Solo Leveling 51-60' }],
};

const CLASH = new ApiError(409, '"ORV" is already a name of Omniscient Reader.', { error: '"ORV" is already a name of Omniscient Reader.', message: '' });

describe('editSeries machine, model-based', () => {
  const machine = editSeriesMachine.provide({
    actors: {
      loadSeries: pendingActor<SeriesDetail, { slug: string }>(),
      loadCoverChoices: pendingActor<SeriesCoverChoices, { slug: string }>(),
      saveSeries: pendingActor<SeriesDetail, { slug: string; edit: SeriesEdit }>(),
    },
  });

  it('every generated path replays on a live actor and covers every state and transition', () => {
    const report = walkModel({
      name: 'editSeries',
      machine,
      input: { toasts: recordToasts().ref, slug: 'solo-leveling' },
      events: [
        doneEvent('loadSeries', series),
        errorEvent('loadSeries', new ApiError(404, 'Series not found.', null)),
        errorEvent('loadSeries', new ApiError(500, 'HTTP error! status: 500', null)),
        doneEvent('loadCoverChoices', coverChoices),
        errorEvent('loadCoverChoices', new ApiError(500, 'HTTP error! status: 500', null)),
        { type: 'cover.choose', url: null },
        { type: 'cover.choose', url: WIDE },
        { type: 'field.change', field: 'mangadex', value: '32d76d19' },
        { type: 'field.change', field: 'mangadex', value: '32d76d19-8a05-4db0-9fc2-e0b0648fe9d0' },
        { type: 'genre.toggle', genre: 'Murim' },
        doneEvent('saveSeries', series),
        errorEvent('saveSeries', CLASH),
        errorEvent('saveSeries', new ApiError(500, 'HTTP error! status: 500', null)),
      ],
      // Every transition from every state is walked; the simple paths through this many field states are too many to list.
      simplePaths: 0,
      serializeState: (snapshot) =>
        JSON.stringify([snapshot.value, snapshot.context.loadError, snapshot.context.formError, snapshot.context.saveError, snapshot.context.mangadex, snapshot.context.genres, snapshot.context.cover]),
      check: (snapshot) => {
        if (snapshot.matches('failed')) expect(inEnglish(snapshot.context.loadError!)).toBe('Failed to fetch series data.');
        if (snapshot.context.formError !== null) expect(inEnglish(snapshot.context.formError)).toBe('A MangaDex id is a UUID, as in mangadex.org/title/32d76d19-8a05-4db0-9fc2-e0b0648fe9d0.');
        if (snapshot.context.saveError !== null) expect([CLASH.message, 'Failed to update series.']).toContain(inEnglish(snapshot.context.saveError));
        // The cover is always one the form offers: the default or one of the pictures.
        if (snapshot.context.coverChoices) expect([null, ...coverPictures(snapshot.context.coverChoices).map((picture) => picture.url)]).toContain(snapshot.context.cover);
        // The form never goes to the server with a field its rules refuse.
        if (snapshot.matches('saving')) expect(snapshot.context.mangadex).not.toBe('32d76d19');
      },
    });
    expectFullCoverage(report);
    expect(report.paths).toBeGreaterThanOrEqual(getShortestPaths(report.machine, report.traversal as never).length);
  });
});

describe('editSeries machine, behaviour', () => {
  it('loads the series into the fields, sends every field and leaves with Series updated', async () => {
    const saved: { slug: string; edit: SeriesEdit }[] = [];
    const machine = editSeriesMachine.provide({
      actors: {
        loadSeries: fromPromise(async () => series),
        loadCoverChoices: fromPromise(async () => coverChoices),
        saveSeries: fromPromise<SeriesDetail, { slug: string; edit: SeriesEdit }>(async ({ input }) => (saved.push(input), series)),
      },
    });
    const toasts = recordToasts();
    const actor = createActor(machine, { input: { toasts: toasts.ref, slug: 'solo-leveling' } });
    let left = false;
    actor.on('form.left', () => (left = true));
    actor.start();
    await vi.waitFor(() => expect(actor.getSnapshot().value).toBe('editing'));
    expect(actor.getSnapshot().context).toMatchObject({ cover: SHORT, synopsis: 'A hunter levels up.', status: 'ongoing', altTitles: '나 혼자만 레벨업', totalChapters: '', anilist: '105398', mangadex: '' });
    actor.send({ type: 'cover.choose', url: null });
    actor.send({ type: 'field.change', field: 'altTitles', value: '나 혼자만 레벨업\n\n  Ore dake Level Up na Ken ' });
    actor.send({ type: 'field.change', field: 'totalChapters', value: '179' });
    actor.send({ type: 'field.change', field: 'status', value: '' });
    actor.send({ type: 'genre.toggle', genre: 'Action' });
    actor.send({ type: 'genre.toggle', genre: 'Fantasy' });
    actor.send({ type: 'form.submit' });
    await vi.waitFor(() => expect(left).toBe(true));
    expect(saved).toEqual([{
      slug: 'solo-leveling',
      edit: {
        cover_url: null, synopsis: 'A hunter levels up.', status: null, genres: ['Fantasy'], alt_titles: ['나 혼자만 레벨업', 'Ore dake Level Up na Ken'], total_chapters: 179,
        links: { anilist: '105398', myanimelist: null, mangadex: null, mangaupdates: null },
      },
    }]);
    expect(toasts.texts).toEqual(['Series updated']);
  });

  it('says what is wrong before sending: a chapter count that is not a whole number, a title twice', () => {
    const base = { cover: null, synopsis: '', status: '', genres: [], altTitles: '', totalChapters: '', anilist: '', myanimelist: '', mangadex: '', mangaupdates: '' };
    expect(seriesEditOf({ ...base, totalChapters: 'ten' }).total_chapters).toBeNaN();
    const actor = createActor(editSeriesMachine.provide({ actors: { loadSeries: fromPromise(async () => series), loadCoverChoices: fromPromise(async () => coverChoices) } }), { input: { toasts: recordToasts().ref, slug: 'solo-leveling' } }).start();
    return vi.waitFor(() => expect(actor.getSnapshot().value).toBe('editing')).then(() => {
      actor.send({ type: 'field.change', field: 'totalChapters', value: 'ten' });
      actor.send({ type: 'form.submit' });
      expect(inEnglish(actor.getSnapshot().context.formError!)).toBe('The chapter count must be a whole number from 1 to 100,000, or unknown.');
      actor.send({ type: 'field.change', field: 'totalChapters', value: '' });
      expect(actor.getSnapshot().context.formError).toBeNull();
      actor.send({ type: 'field.change', field: 'altTitles', value: 'ORV\norv' });
      actor.send({ type: 'form.submit' });
      expect(inEnglish(actor.getSnapshot().context.formError!)).toBe('"orv" is listed twice.');
      expect(actor.getSnapshot().value).toBe('editing');
    });
  });

  it('offers a cover chosen before whose recap was hidden since first, so saving keeps it', () => {
    expect(coverPictures({ ...coverChoices, chosen_url: '/media/thumbnails/hidden00001.jpg' }).map((picture) => [picture.url, picture.title])).toEqual([
      ['/media/thumbnails/hidden00001.jpg', 'The current cover'], [WIDE, 'Solo Leveling 1-50'], [SHORT, 'Solo Leveling 51-60'],
    ]);
    expect(coverPictures(coverChoices)).toBe(coverChoices.pictures);
    expect(coverPictures({ ...coverChoices, chosen_url: null })).toBe(coverChoices.pictures);
  });
});
