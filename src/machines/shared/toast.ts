import type { ActorRef, Snapshot } from 'xstate';
import type { Message } from './message';

/*
 * What a machine needs to show a toast, apart from the toasts machine itself (src/machines/toasts.ts): a machine
 * that shows toasts imports this, not the queue, so a change to the queue reloads only the queue's own tests.
 */

export type ToastKind = 'success' | 'error' | 'info';

/**
 * What any machine sends to the one toasts actor (systemId `toasts`) to show a toast: a message of the catalogue,
 * which the toast says in the reader's language, or (from a machine not yet translated) an English text.
 */
export type ToastShowEvent = { type: 'toast.show'; kind: ToastKind } & ({ text: string; message?: undefined } | { message: Message; text?: undefined });

/**
 * How other machines hold the toasts actor: anything that takes `toast.show`, so a machine's tests can hand it
 * a recorder instead of the real queue.
 */
export type ToastsRef = ActorRef<Snapshot<unknown>, ToastShowEvent>;

/** The toast event a machine sends; `sendTo(({ context }) => context.toasts, toast('success', '...'))`. */
export function toast(kind: ToastKind, text: string): ToastShowEvent {
  return { type: 'toast.show', kind, text };
}

/** The toast event of a message of the catalogue; `sendTo(({ context }) => context.toasts, toastMessage('success', message('recap.rated')))`. */
export function toastMessage(kind: ToastKind, shown: Message): ToastShowEvent {
  return { type: 'toast.show', kind, message: shown };
}

/**
 * Whether any toast is on screen, read from the queue (src/machines/toasts.ts) by the host that loads the toaster
 * with the first one: here, so the first screen's host does not bring the queue's code with it.
 */
export function selectHasToasts(snapshot: { context: { toasts: readonly unknown[] } }): boolean {
  return snapshot.context.toasts.length > 0;
}
