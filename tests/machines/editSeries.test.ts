import { afterAll, describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, SimulatedClock } from 'xstate';
import { getShortestPaths } from '@xstate/graph';

import { inEnglish, recordToasts } from './support/appActors';
import { doneEvent, errorEvent, expectFullCoverage, pendingActor, walkModel } from './support/modelWalk';
import { ApiError } from '../../src/api/errors';
import type { SeriesCoverChoices, SeriesDetail, SeriesEdit } from '../../src/api/types';
import { coverPictures, editSeriesMachine, seriesEditOf } from '../../src/machines/editSeries';
import { NO_SERIES_LINKS } from '../../src/domain/seriesIdentity';
import { codeMessage } from '../../src/domain/errorMessages';
import { selectSlow, SLOW_ANSWER_MS } from '../../src/machines/shared/slowAnswer';
import { pretendPageOrigin, startRecordingServer, type Answer, type ReceivedRequest } from '../support/recordingServer';
import { waitForState } from './support/waitForState';

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

// The machine's own calls, against a real HTTP server that answers what each test says.
const server = await startRecordingServer();
pretendPageOrigin(server.origin);
afterAll(() => server.close());

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
    // Spaces alone are no value; an id is sent without the spaces around it.
    expect(seriesEditOf({ ...base, totalChapters: '  ', anilist: '  ', mangadex: ' 32d76d19-8a05-4db0-9fc2-e0b0648fe9d0 ' })).toMatchObject({
      total_chapters: null, links: { anilist: null, mangadex: '32d76d19-8a05-4db0-9fc2-e0b0648fe9d0' },
    });
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

describe('editSeries machine, against a server', () => {
  const stored = {
    ...series, genres: ['Action', 'Fantasy'], alt_titles: ['나 혼자만 레벨업', 'Only I Level Up'], total_chapters: 179, status: null,
    links: { anilist: null, myanimelist: '121496', mangadex: null, mangaupdates: null },
  } as unknown as SeriesDetail;
  const SERIES_PATH = '/series/solo-leveling';
  const COVERS_PATH = '/admin/series/solo-leveling/covers';

  /** The server's answers: the series and its covers read, the save as each test says. */
  function answering(save: Answer | (() => Answer), reads: Partial<Record<string, Answer | Promise<Answer>>> = {}) {
    server.answerWith((request: ReceivedRequest) => {
      if (request.method === 'PUT') return typeof save === 'function' ? save() : save;
      return reads[request.path] ?? { status: 200, body: request.path === COVERS_PATH ? coverChoices : stored };
    });
  }

  function start(clock?: SimulatedClock) {
    const toasts = recordToasts();
    const actor = createActor(editSeriesMachine, { input: { toasts: toasts.ref, slug: 'solo-leveling' }, ...(clock ? { clock } : {}) });
    const left: string[] = [];
    actor.on('form.left', (event) => left.push(event.type));
    actor.start();
    return { actor, toasts, left };
  }
  const editing = (actor: ReturnType<typeof start>['actor']) => waitForState(actor, (snapshot) => snapshot.matches('editing'));
  const requests = (method: string, path: string) => server.received.filter((request) => request.method === method && request.path === path).length;

  it('shows an empty form until the series arrives, then every field of it, and saves with PUT and Series updated', async () => {
    answering({ status: 200, body: stored });
    const before = server.received.length;
    const { actor, toasts, left } = start();
    expect(actor.getSnapshot().context).toMatchObject({
      synopsis: '', status: '', genres: [], altTitles: '', totalChapters: '', anilist: '', myanimelist: '', mangadex: '', mangaupdates: '',
    });
    await editing(actor);
    expect(actor.getSnapshot().context).toMatchObject({
      cover: SHORT, synopsis: 'A hunter levels up.', status: '', genres: ['Action', 'Fantasy'], altTitles: '나 혼자만 레벨업\nOnly I Level Up',
      totalChapters: '179', anilist: '', myanimelist: '121496', mangadex: '', mangaupdates: '',
    });
    // Taking one genre off leaves the others.
    actor.send({ type: 'genre.toggle', genre: 'Action' });
    actor.send({ type: 'field.change', field: 'status', value: 'completed' });
    actor.send({ type: 'form.submit' });
    await waitForState(actor, (snapshot) => snapshot.status === 'done');
    expect(server.received.slice(before).map((request) => `${request.method} ${request.path}`)).toEqual([`GET ${SERIES_PATH}`, `GET ${COVERS_PATH}`, 'PUT /admin/series/solo-leveling']);
    expect(server.last()).toMatchObject({
      method: 'PUT', path: '/admin/series/solo-leveling',
      body: { cover_url: SHORT, status: 'completed', genres: ['Fantasy'], alt_titles: ['나 혼자만 레벨업', 'Only I Level Up'], total_chapters: 179 },
    });
    expect(toasts.shown).toEqual([{ type: 'toast.show', kind: 'success', text: 'Series updated' }]);
    expect(left).toEqual(['form.left']);
  });

  it('says the form\'s problem by its code: an other title that is the series\' name', async () => {
    answering({ status: 200, body: stored });
    const { actor } = start();
    await editing(actor);
    actor.send({ type: 'field.change', field: 'altTitles', value: 'Solo Leveling' });
    actor.send({ type: 'form.submit' });
    expect(actor.getSnapshot().context.formError).toEqual(codeMessage('series.altTitleIsName', { title: 'Solo Leveling' }));
    expect(inEnglish(actor.getSnapshot().context.formError!)).toBe('"Solo Leveling" is this series\' name already.');
  });

  it('says a refusal (400, 409) in the server\'s words and any other failure as its own, and clears it as it sends again', async () => {
    const answers: Answer[] = [
      { status: 400, body: { error: 'synopsis must be at most 5000 characters.', code: 'validation.tooLong', values: { field: 'synopsis', limit: 5000 } } },
      { status: 409, body: { error: CLASH.message } },
      { status: 500, body: { error: 'Internal server error' } },
    ];
    let next: Answer = answers[0];
    answering(() => next);
    const { actor, left } = start();
    await editing(actor);
    const saveError = () => actor.getSnapshot().context.saveError;
    const sentences: string[] = [];
    for (const answer of answers) {
      next = answer;
      actor.send({ type: 'form.submit' });
      expect(actor.getSnapshot().matches('saving')).toBe(true);
      expect(saveError()).toBeNull();
      await editing(actor);
      sentences.push(inEnglish(saveError()!));
    }
    expect(sentences).toEqual(['synopsis must be at most 5000 characters.', CLASH.message, 'Failed to update series.']);
    actor.send({ type: 'form.cancel' });
    expect(actor.getSnapshot().status).toBe('done');
    expect(left).toEqual(['form.left']);
  });

  it('a series the server has not is the end; a failed read of the series or of its covers offers Try Again, or leaving', async () => {
    answering({ status: 200, body: stored }, { [SERIES_PATH]: { status: 404, body: { error: 'Series not found' } } });
    const missing = start().actor;
    await waitForState(missing, (snapshot) => snapshot.status === 'done');
    expect(missing.getSnapshot().context.loadError).toBeNull();

    for (const path of [SERIES_PATH, COVERS_PATH]) {
      answering({ status: 200, body: stored }, { [path]: { status: 500, body: { error: 'Internal server error' } } });
      const { actor, left } = start();
      await waitForState(actor, (snapshot) => snapshot.matches('failed'));
      expect(inEnglish(actor.getSnapshot().context.loadError!)).toBe('Failed to fetch series data.');
      answering({ status: 200, body: stored });
      actor.send({ type: 'request.retry' });
      expect(actor.getSnapshot().context.loadError).toBeNull();
      await editing(actor);
      actor.send({ type: 'form.cancel' });
      expect(left).toEqual(['form.left']);
    }
    answering({ status: 200, body: stored }, { [SERIES_PATH]: { status: 500, body: { error: 'Internal server error' } } });
    const { actor, left } = start();
    await waitForState(actor, (snapshot) => snapshot.matches('failed'));
    actor.send({ type: 'form.cancel' });
    expect(actor.getSnapshot().status).toBe('done');
    expect(left).toEqual(['form.left']);
  });

  it('says a slow read of the series or of its covers is slow, and Try Again asks again', async () => {
    for (const path of [SERIES_PATH, COVERS_PATH]) {
      let release: (answer: Answer) => void = () => {};
      const held = new Promise<Answer>((resolve) => (release = resolve));
      answering({ status: 200, body: stored }, { [path]: held });
      const before = requests('GET', path);
      const clock = new SimulatedClock();
      const { actor } = start(clock);
      await vi.waitFor(() => expect(requests('GET', path)).toBe(before + 1));
      clock.increment(SLOW_ANSWER_MS);
      expect(selectSlow(actor.getSnapshot())).toBe(true);
      actor.send({ type: 'request.retry' });
      expect(selectSlow(actor.getSnapshot())).toBe(false);
      await vi.waitFor(() => expect(requests('GET', path)).toBe(before + 2));
      release({ status: 200, body: path === COVERS_PATH ? coverChoices : stored });
      await editing(actor);
    }
  });
});
