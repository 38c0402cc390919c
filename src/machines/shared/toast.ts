import type { ActorRef, Snapshot } from 'xstate';

/*
 * What a machine needs to show a toast, apart from the toasts machine itself (src/machines/toasts.ts): a machine
 * that shows toasts imports this, not the queue, so a change to the queue reloads only the queue's own tests.
 */

export type ToastKind = 'success' | 'error' | 'info';

/** What any machine sends to the one toasts actor (systemId `toasts`) to show a toast. */
export interface ToastShowEvent {
  type: 'toast.show';
  kind: ToastKind;
  text: string;
}

/**
 * How other machines hold the toasts actor: anything that takes `toast.show`, so a machine's tests can hand it
 * a recorder instead of the real queue.
 */
export type ToastsRef = ActorRef<Snapshot<unknown>, ToastShowEvent>;

/** The toast event a machine sends; `sendTo(({ context }) => context.toasts, toast('success', '...'))`. */
export function toast(kind: ToastKind, text: string): ToastShowEvent {
  return { type: 'toast.show', kind, text };
}
