import { assertEvent, assign, fromCallback, fromPromise, sendTo, setup, type ActorRef, type Snapshot, type SnapshotFrom } from 'xstate';
import { fetchFollowedSeries, saveSeriesProgress } from '../api/series';
import type { Recap, SeriesProgress } from '../api/types';
import { lastChapterCovered } from '../domain/chaptersCovered';
import { message, type Message } from './shared/message';
import { toastMessage, type ToastsRef } from './shared/toast';

/** A watched toggle (src/machines/watchedToggle.ts), which tells each mark the server kept. */
type WatchedMarks = ActorRef<Snapshot<unknown>, never, { type: 'watched.saved'; watched: boolean }>;

export interface ReadingPlaceOfferInput {
  toasts: ToastsRef;
  /** The dialog's toggle and its recap: a mark it keeps on the recap is when the offer is worked out. */
  marks?: { toggle: WatchedMarks; recap: Pick<Recap, 'series_slug' | 'series_name' | 'title' | 'chapters_covered'> };
}

/** The series a just-watched recap belongs to and the last chapter it covers. */
interface WatchedRecap {
  slug: string;
  seriesName: string;
  lastChapter: number;
}

interface ReadingPlaceOfferContext extends ReadingPlaceOfferInput {
  recap: WatchedRecap | null;
  /** The member's reading place of the followed series; null when they have set none. */
  progress: number | null;
}

export type ReadingPlaceOfferEvent =
  /** The member marked a recap of a series watched (the server kept it). */
  | ({ type: 'recap.watched' } & WatchedRecap)
  | { type: 'offer.accept' }
  | { type: 'offer.dismiss' };

/**
 * Hears the toggle keep a mark on the recap: marked watched, in a series, with a last chapter to move to, it is
 * `recap.watched`.
 */
const watchedMarks = fromCallback<ReadingPlaceOfferEvent, ReadingPlaceOfferInput['marks']>(({ input, sendBack }) => {
  if (!input) return undefined;
  const { recap } = input;
  const subscription = input.toggle.on('watched.saved', (event) => {
    const lastChapter = lastChapterCovered(recap.chapters_covered);
    if (event.watched && recap.series_slug !== null && lastChapter !== null) {
      sendBack({ type: 'recap.watched', slug: recap.series_slug, seriesName: recap.series_name || recap.title, lastChapter });
    }
  });
  return () => subscription.unsubscribe();
});

/** Whether the member follows the series, and their reading place in it. */
interface Following {
  followed: boolean;
  progress: number | null;
}

/**
 * After a recap is marked watched: when the series is one the member follows and the recap goes past their
 * reading place (or they have set none), the member is offered to move the place to the recap's last chapter.
 * An offer that cannot be worked out (the followed series did not load) is simply not made.
 */
export const readingPlaceOfferMachine = setup({
  types: {
    context: {} as ReadingPlaceOfferContext,
    events: {} as ReadingPlaceOfferEvent,
    input: {} as ReadingPlaceOfferInput,
  },
  actors: {
    watchedMarks,
    loadFollowing: fromPromise<Following, { slug: string }>(async ({ input }) => {
      const { data } = await fetchFollowedSeries();
      const series = data.find((followed) => followed.slug === input.slug);
      return { followed: series !== undefined, progress: series?.progress ?? null };
    }),
    moveReadingPlace: fromPromise<SeriesProgress, { slug: string; chapter: number }>(({ input }) => saveSeriesProgress(input.slug, input.chapter)),
  },
  guards: {
    pastReadingPlace: ({ context, event }) => {
      const { followed, progress } = (event as unknown as { output: Following }).output;
      return followed && (progress === null || progress < (context.recap as WatchedRecap).lastChapter);
    },
  },
  actions: {
    takeRecap: assign({
      recap: ({ event }) => {
        assertEvent(event, 'recap.watched');
        return { slug: event.slug, seriesName: event.seriesName, lastChapter: event.lastChapter };
      },
    }),
    takeProgress: assign({ progress: ({ event }) => (event as unknown as { output: Following }).output.progress }),
    forget: assign({ recap: null, progress: null }),
    tellMoved: sendTo(({ context }) => context.toasts, ({ context }) => toastMessage('success', message('recap.offer.placeSaved', { chapter: (context.recap as WatchedRecap).lastChapter }))),
    tellFailure: sendTo(({ context }) => context.toasts, toastMessage('error', message('recap.offer.placeFailed'))),
  },
}).createMachine({
  id: 'readingPlaceOffer',
  context: ({ input }) => ({ ...input, recap: null, progress: null }),
  invoke: { id: 'watchedMarks', src: 'watchedMarks', input: ({ context }) => context.marks },
  initial: 'idle',
  states: {
    idle: {
      on: { 'recap.watched': { target: 'checking', actions: 'takeRecap' } },
    },
    checking: {
      invoke: {
        id: 'loadFollowing',
        src: 'loadFollowing',
        input: ({ context }) => ({ slug: (context.recap as WatchedRecap).slug }),
        onDone: [{ guard: 'pastReadingPlace', target: 'offering', actions: 'takeProgress' }, { target: 'idle', actions: 'forget' }],
        onError: { target: 'idle', actions: 'forget' },
      },
    },
    offering: {
      on: {
        'offer.accept': { target: 'moving' },
        'offer.dismiss': { target: 'idle', actions: 'forget' },
      },
    },
    moving: {
      invoke: {
        id: 'moveReadingPlace',
        src: 'moveReadingPlace',
        input: ({ context }) => ({ slug: (context.recap as WatchedRecap).slug, chapter: (context.recap as WatchedRecap).lastChapter }),
        onDone: { target: 'idle', actions: ['tellMoved', 'forget'] },
        onError: { target: 'idle', actions: ['tellFailure', 'forget'] },
      },
    },
  },
});

type ReadingPlaceOfferSnapshot = SnapshotFrom<typeof readingPlaceOfferMachine>;

/** The offer as the dialog words it, or null when there is none. */
export function selectReadingPlaceOffer(snapshot: ReadingPlaceOfferSnapshot): { text: Message; action: Message; busy: boolean } | null {
  const { recap, progress } = snapshot.context;
  if (recap === null || !(snapshot.matches('offering') || snapshot.matches('moving'))) return null;
  return {
    text:
      progress === null
        ? message('recap.offer.setPlace', { chapter: recap.lastChapter, series: recap.seriesName })
        : message('recap.offer.movePlace', { chapter: recap.lastChapter, series: recap.seriesName, progress }),
    action: message(progress === null ? /*i18n*/ 'recap.offer.setPlaceAction' : /*i18n*/ 'recap.offer.movePlaceAction'),
    busy: snapshot.matches('moving'),
  };
}
