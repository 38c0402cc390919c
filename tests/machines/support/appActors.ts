import { createActor, fromCallback, setup, type AnyActorLogic, type AnyEventObject, type PromiseActorLogic } from 'xstate';
import type { Recap } from '../../../src/api/types';
import { sessionMachine, type SessionRef } from '../../../src/machines/session';
import type { ToastShowEvent, ToastsRef } from '../../../src/machines/shared/toast';
import { pendingActor } from './modelWalk';
import { setupI18n } from '@lingui/core';
import { messages as englishMessages } from '../../../src/locales/en';
import { messageText } from '../../../src/views/hooks/useMessage';
import type { Message } from '../../../src/machines/shared/message';

/** The interface's English catalogue, as a translator for the domain's texts. */
export const english = setupI18n({ locale: 'en', messages: { en: englishMessages } });

/** A machine's message as the interface's English catalogue says it. */
export function inEnglish(shown: Message): string {
  return messageText(english, shown);
}

/**
 * Stand-ins for the app's global actors that machines are handed in their input: a session that stays
 * loading (so it never tells anyone anything; model tests send `session.changed` themselves) and a toasts
 * actor that records what it was asked to show.
 */
export function loadingSession(): SessionRef {
  return createActor(
    sessionMachine.provide({
      actors: { fetchCurrentUser: pendingActor(), logout: pendingActor<void>() },
    }),
  ).start();
}

export interface ToastRecorder {
  ref: ToastsRef;
  /** The toasts asked for, oldest first; one of a message as its English text (`text`), as the English interface shows it. */
  shown: ToastShowEvent[];
  /** The texts shown so far in English, oldest first (kept up to date as toasts arrive); a message is said as the English catalogue says it. */
  texts: string[];
}

/** An actor that keeps every event it is sent, in order: a stand-in for a page's list or any listener. */
export function recordEvents<TEvent extends AnyEventObject = AnyEventObject>() {
  const received: TEvent[] = [];
  const ref = createActor(
    fromCallback<TEvent>(({ receive }) => {
      // A toast of the catalogue is kept as the English catalogue says it, as `recordToasts` does.
      receive((event) => {
        const shown = event as unknown as ToastShowEvent;
        received.push(shown.type === 'toast.show' && shown.message !== undefined ? ({ type: shown.type, kind: shown.kind, text: inEnglish(shown.message) } as unknown as TEvent) : event);
      });
    }),
  ).start();
  return { ref, received };
}

/**
 * A stand-in for a page's recap list (the paging actor the cards show) that lists no recap, so a machine that
 * follows one of its recaps hears nothing of it, and keeps every event it is sent, in order.
 */
const emptyRecapList = setup({ types: { context: {} as { items: Recap[] } }, actions: { record: () => {} } }).createMachine({
  context: { items: [] },
  on: { '*': { actions: 'record' } },
});

export function recordRecapList() {
  const received: AnyEventObject[] = [];
  const ref = createActor(emptyRecapList.provide({ actions: { record: ({ event }) => received.push(event) } })).start();
  return { ref, received };
}

export function recordToasts(): ToastRecorder {
  const shown: ToastShowEvent[] = [];
  const texts: string[] = [];
  const ref = createActor(
    fromCallback<ToastShowEvent>(({ receive }) => {
      receive((event) => {
        const text = event.message === undefined ? event.text : inEnglish(event.message);
        shown.push({ type: event.type, kind: event.kind, text });
        texts.push(text);
      });
    }),
  ).start();
  return { ref, shown, texts };
}

/** The global actors a page machine's input carries, with the toasts recorded. */
export function appActors(): { session: SessionRef; toasts: ToastsRef; recorded: ToastRecorder } {
  const recorded = recordToasts();
  return { session: loadingSession(), toasts: recorded.ref, recorded };
}

/** The global actors for a model walk's input, where nobody looks at the toasts. */
export function quietApp(): { session: SessionRef; toasts: ToastsRef } {
  return { session: loadingSession(), toasts: recordToasts().ref };
}

/**
 * A machine's code already there: the load of its module (the app's loadWatchlist) done as soon as it starts, so
 * the steps of a test follow one another with no wait (the bundler's part is left out, as the network is).
 */
export function loadedAtOnce<TLogic extends AnyActorLogic>(logic: TLogic): PromiseActorLogic<TLogic> {
  // Typed as the promise it stands for: the root reads only the done event's output.
  return setup({}).createMachine({ type: 'final', output: () => logic }) as unknown as PromiseActorLogic<TLogic>;
}
