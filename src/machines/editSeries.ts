import { assign, emit, fromPromise, sendTo, setup } from 'xstate';
import { fetchSeries, fetchSeriesCoverChoices, updateSeries } from '../api/series';
import { toApiError } from '../api/errors';
import type { SeriesCoverChoices, SeriesCoverPicture, SeriesDetail, SeriesEdit } from '../api/types';
import { waitsForAnswer } from './shared/slowAnswer';
import { message, type Message } from './shared/message';
import { serverErrorMessages } from './shared/serverErrorMessages';
import { toastMessage, type ToastsRef } from './shared/toast';
import type { SeriesGenre } from '../domain/seriesIdentity';
import { checkSeriesIdentity } from '../domain/seriesIdentityEdit';
import { errorCodeOf } from '../domain/errorCodes';
import { codeMessage, textMessage } from '../domain/errorMessages';

/** The form's text fields, as typed; the tracker ids by tracker. */
export interface EditSeriesFields {
  synopsis: string;
  /** '' is no status. */
  status: string;
  /** One other title a line. */
  altTitles: string;
  /** '' while unknown. */
  totalChapters: string;
  anilist: string;
  myanimelist: string;
  mangadex: string;
  mangaupdates: string;
}
export type EditSeriesField = keyof EditSeriesFields;

export interface EditSeriesContext extends EditSeriesFields {
  toasts: ToastsRef;
  slug: string;
  series: SeriesDetail | null;
  genres: SeriesGenre[];
  /** The pictures the cover may be (GET /admin/series/:slug/covers), loaded after the series. */
  coverChoices: SeriesCoverChoices | null;
  /** The cover chosen: one of the pictures, or null for the default (the most-covering recap's picture). */
  cover: string | null;
  /** Why the series could not be loaded. */
  loadError: Message | null;
  /** What is wrong with the form, in the server's own words (checkSeriesIdentity), before anything is sent. */
  formError: Message | null;
  /** Why the server refused or failed the save: its sentence (a title another series holds), else a general one. */
  saveError: Message | null;
}

export type EditSeriesEvent =
  | { type: 'field.change'; field: EditSeriesField; value: string }
  | { type: 'genre.toggle'; genre: SeriesGenre }
  | { type: 'cover.choose'; url: string | null }
  | { type: 'form.submit' }
  | { type: 'form.cancel' }
  | { type: 'request.retry' };

/** Told to the view when the person is done with the form: it goes back to where they came from. */
export interface EditSeriesLeftEmitted {
  type: 'form.left';
}

/**
 * The pictures the form offers as the cover: the server's choices, and first the cover chosen before when it is
 * no longer among them (its recap hidden since), so the form shows what the series has and saving keeps it.
 */
export function coverPictures(choices: SeriesCoverChoices): SeriesCoverPicture[] {
  const { chosen_url: chosen, pictures } = choices;
  if (chosen === null || pictures.some((picture) => picture.url === chosen)) return pictures;
  return [{ url: chosen, title: 'The current cover' }, ...pictures];
}

/** The request the form sends: every field it shows, empty ones as none. */
export function seriesEditOf(context: EditSeriesFields & { genres: SeriesGenre[]; cover: string | null }): SeriesEdit {
  const id = (text: string) => (text.trim() === '' ? null : text.trim());
  const total = context.totalChapters.trim();
  return {
    cover_url: context.cover,
    synopsis: context.synopsis,
    status: context.status === '' ? null : (context.status as SeriesEdit['status']),
    genres: context.genres,
    alt_titles: context.altTitles.split('\n').map((line) => line.trim()).filter((line) => line !== ''),
    total_chapters: total === '' ? null : Number(total),
    links: { anilist: id(context.anilist), myanimelist: id(context.myanimelist), mangadex: id(context.mangadex), mangaupdates: id(context.mangaupdates) },
  };
}

/**
 * What is wrong with the form, or null when the server's rules let it through: the rules' refusal (shared with the
 * server, which says it in English) as the message of its error code, so the reader meets it in their language.
 */
function formProblem(context: EditSeriesContext): Message | null {
  const checked = checkSeriesIdentity(seriesEditOf(context), context.series?.name ?? '');
  if (checked.ok) return null;
  const found = errorCodeOf(checked.message);
  return found === undefined ? textMessage(checked.message) : codeMessage(found.code, found.values);
}

const SAVE_FAILED = message('admin.editSeries.saveFailed');

export const editSeriesMachine = setup({
  types: {
    context: {} as EditSeriesContext,
    events: {} as EditSeriesEvent,
    input: {} as { toasts: ToastsRef; slug: string },
    emitted: {} as EditSeriesLeftEmitted,
  },
  actors: {
    loadSeries: fromPromise<SeriesDetail, { slug: string }>(({ input }) => fetchSeries(input.slug)),
    loadCoverChoices: fromPromise<SeriesCoverChoices, { slug: string }>(({ input }) => fetchSeriesCoverChoices(input.slug)),
    saveSeries: fromPromise<SeriesDetail, { slug: string; edit: SeriesEdit }>(({ input }) => updateSeries(input.slug, input.edit)),
  },
  guards: {
    formAcceptable: ({ context }) => formProblem(context) === null,
    seriesMissing: ({ event }) => 'error' in event && toApiError(event.error).status === 404,
  },
  actions: {
    leave: emit({ type: 'form.left' }),
    clearLoadError: assign({ loadError: null }),
    sayLoadFailed: assign({ loadError: message('admin.editSeries.loadFailed') }),
    clearErrors: assign({ saveError: null, formError: null }),
    sayUpdated: sendTo(({ context }) => context.toasts, toastMessage('success', message('admin.editSeries.updated'))),
    takeSeries: assign(({ event }) => {
      const series = (event as unknown as { output: SeriesDetail }).output;
      return {
        series,
        synopsis: series.synopsis,
        status: series.status ?? '',
        genres: series.genres,
        altTitles: series.alt_titles.join('\n'),
        totalChapters: series.total_chapters === null ? '' : String(series.total_chapters),
        anilist: series.links.anilist ?? '',
        myanimelist: series.links.myanimelist ?? '',
        mangadex: series.links.mangadex ?? '',
        mangaupdates: series.links.mangaupdates ?? '',
      };
    }),
    takeCoverChoices: assign(({ event }) => {
      const coverChoices = (event as unknown as { output: SeriesCoverChoices }).output;
      return { coverChoices, cover: coverChoices.chosen_url };
    }),
    // The form's rules say nothing of the cover (the server checks it is one of the choices): choosing one leaves
    // what the form said is wrong as it was.
    chooseCover: assign(({ event }) => (event.type === 'cover.choose' ? { cover: event.url } : {})),
    changeField: assign(({ event }) => {
      if (event.type !== 'field.change') return {};
      return { [event.field]: event.value, formError: null };
    }),
    toggleGenre: assign(({ context, event }) => {
      if (event.type !== 'genre.toggle') return {};
      const genres = context.genres.includes(event.genre) ? context.genres.filter((genre) => genre !== event.genre) : [...context.genres, event.genre];
      return { genres, formError: null };
    }),
    sayFormProblem: assign({ formError: ({ context }) => formProblem(context) }),
    saySaveFailed: assign({
      saveError: ({ event }) => {
        const error = (event as unknown as { error: unknown }).error;
        const status = toApiError(error).status;
        // A refusal (400, 409) is the server's word about the form (its code's message); anything else a general failure.
        return status === 400 || status === 409 ? serverErrorMessages(error, SAVE_FAILED)[0]! : SAVE_FAILED;
      },
    }),
  },
}).createMachine({
  id: 'editSeries',
  context: ({ input }) => ({
    toasts: input.toasts,
    slug: input.slug,
    series: null,
    synopsis: '',
    status: '',
    genres: [],
    coverChoices: null,
    cover: null,
    altTitles: '',
    totalChapters: '',
    anilist: '',
    myanimelist: '',
    mangadex: '',
    mangaupdates: '',
    loadError: null,
    formError: null,
    saveError: null,
  }),
  initial: 'loading',
  states: {
    loading: {
      entry: 'clearLoadError',
      invoke: {
        id: 'loadSeries',
        src: 'loadSeries',
        input: ({ context }) => ({ slug: context.slug }),
        onDone: { target: 'loadingCovers', actions: 'takeSeries' },
        onError: [
          { guard: 'seriesMissing', target: 'notFound' },
          { target: 'failed', actions: 'sayLoadFailed' },
        ],
      },
      ...waitsForAnswer('#editSeries.loading'),
    },
    // The cover's choices are an administrator's call of their own; the form opens once both have answered.
    loadingCovers: {
      invoke: {
        id: 'loadCoverChoices',
        src: 'loadCoverChoices',
        input: ({ context }) => ({ slug: context.slug }),
        onDone: { target: 'editing', actions: 'takeCoverChoices' },
        onError: { target: 'failed', actions: 'sayLoadFailed' },
      },
      ...waitsForAnswer('#editSeries.loadingCovers'),
    },
    notFound: { type: 'final' },
    failed: {
      on: {
        'request.retry': 'loading',
        'form.cancel': { target: 'left', actions: 'leave' },
      },
    },
    editing: {
      on: {
        'field.change': { actions: 'changeField' },
        'genre.toggle': { actions: 'toggleGenre' },
        'cover.choose': { actions: 'chooseCover' },
        'form.submit': [{ guard: 'formAcceptable', target: 'saving' }, { actions: 'sayFormProblem' }],
        'form.cancel': { target: 'left', actions: 'leave' },
      },
    },
    saving: {
      entry: 'clearErrors',
      invoke: {
        id: 'saveSeries',
        src: 'saveSeries',
        input: ({ context }) => ({ slug: context.slug, edit: seriesEditOf(context) }),
        onDone: { target: 'left', actions: ['sayUpdated', 'leave'] },
        onError: { target: 'editing', actions: 'saySaveFailed' },
      },
    },
    left: { type: 'final' },
  },
});
