import { assertEvent, assign, raise, setup, type ActorRefFrom } from 'xstate';
import type { Message } from './shared/message';
import type { ToastKind, ToastShowEvent } from './shared/toast';

export interface Toast {
  id: number;
  kind: ToastKind;
  /** An English text, from a machine whose toasts are not messages yet; else undefined. */
  text?: string;
  /** The message the toast says in the reader's language. */
  message?: Message;
}

export interface ToastsContext {
  toasts: Toast[];
  nextId: number;
}

export type ToastsEvent = ToastShowEvent | { type: 'toast.dismiss'; id: number };

export const toastsMachine = setup({
  types: {
    context: {} as ToastsContext,
    events: {} as ToastsEvent,
  },
  delays: {
    // Spec section 9: toasts stay 4 s, success toasts 2 s.
    toastDuration: 4000,
    successToastDuration: 2000,
  },
  guards: {
    isSuccess: ({ event }) => {
      assertEvent(event, 'toast.show');
      return event.kind === 'success';
    },
    isLastShown: ({ context, event }) => {
      assertEvent(event, 'toast.dismiss');
      return context.toasts.length === 1 && context.toasts[0].id === event.id;
    },
  },
  actions: {
    add: assign(({ context, event }) => {
      assertEvent(event, 'toast.show');
      const shown: Toast = event.message === undefined ? { id: context.nextId, kind: event.kind, text: event.text } : { id: context.nextId, kind: event.kind, message: event.message };
      return { toasts: [...context.toasts, shown], nextId: context.nextId + 1 };
    }),
    scheduleDismiss: raise(({ context }) => ({ type: 'toast.dismiss' as const, id: context.nextId - 1 }), {
      delay: 'toastDuration',
    }),
    scheduleSuccessDismiss: raise(({ context }) => ({ type: 'toast.dismiss' as const, id: context.nextId - 1 }), {
      delay: 'successToastDuration',
    }),
    remove: assign({
      toasts: ({ context, event }) => {
        assertEvent(event, 'toast.dismiss');
        return context.toasts.filter((shown) => shown.id !== event.id);
      },
    }),
  },
}).createMachine({
  id: 'toasts',
  context: { toasts: [], nextId: 1 },
  initial: 'idle',
  states: {
    idle: {
      on: {
        'toast.show': [
          { guard: 'isSuccess', target: 'showing', actions: ['add', 'scheduleSuccessDismiss'] },
          { target: 'showing', actions: ['add', 'scheduleDismiss'] },
        ],
      },
    },
    showing: {
      on: {
        'toast.show': [
          { guard: 'isSuccess', actions: ['add', 'scheduleSuccessDismiss'] },
          { actions: ['add', 'scheduleDismiss'] },
        ],
        // A toast closed by hand still has its timer running; that late dismiss finds nothing to remove.
        'toast.dismiss': [
          {
            guard: 'isLastShown',
            target: 'idle',
            actions: 'remove',
          },
          { actions: 'remove' },
        ],
      },
    },
  },
});

/** The queue the root starts with the first toast (src/machines/app.ts). */
export type ToastQueueRef = ActorRefFrom<typeof toastsMachine>;

export function selectToasts(snapshot: { context: ToastsContext }): Toast[] {
  return snapshot.context.toasts;
}
