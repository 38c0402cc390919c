import { assign, raise, setup } from 'xstate';
import type { ToastKind } from './watchlist';

export interface Toast {
  id: number;
  kind: ToastKind;
  text: string;
}

export interface ToastsContext {
  toasts: Toast[];
  nextId: number;
}

export type ToastsEvent = { type: 'SHOW'; kind: ToastKind; text: string } | { type: 'DISMISS'; id: number };

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
    isSuccess: ({ event }) => event.type === 'SHOW' && event.kind === 'success',
    isLastShown: ({ context, event }) =>
      event.type === 'DISMISS' && context.toasts.length === 1 && context.toasts[0].id === event.id,
    isShown: ({ context, event }) => event.type === 'DISMISS' && context.toasts.some((toast) => toast.id === event.id),
  },
  actions: {
    add: assign(({ context, event }) =>
      event.type === 'SHOW'
        ? { toasts: [...context.toasts, { id: context.nextId, kind: event.kind, text: event.text }], nextId: context.nextId + 1 }
        : {},
    ),
    scheduleDismiss: raise(({ context }) => ({ type: 'DISMISS' as const, id: context.nextId - 1 }), {
      delay: 'toastDuration',
    }),
    scheduleSuccessDismiss: raise(({ context }) => ({ type: 'DISMISS' as const, id: context.nextId - 1 }), {
      delay: 'successToastDuration',
    }),
    remove: assign({
      toasts: ({ context, event }) => (event.type === 'DISMISS' ? context.toasts.filter((toast) => toast.id !== event.id) : context.toasts),
    }),
  },
}).createMachine({
  id: 'toasts',
  context: { toasts: [], nextId: 1 },
  initial: 'idle',
  states: {
    idle: {
      on: {
        SHOW: [
          { guard: 'isSuccess', target: 'showing', actions: ['add', 'scheduleSuccessDismiss'] },
          { target: 'showing', actions: ['add', 'scheduleDismiss'] },
        ],
      },
    },
    showing: {
      on: {
        SHOW: [
          { guard: 'isSuccess', actions: ['add', 'scheduleSuccessDismiss'] },
          { actions: ['add', 'scheduleDismiss'] },
        ],
        // A toast closed by hand still has its timer running; that late DISMISS finds nothing and is ignored.
        DISMISS: [
          {
            guard: 'isLastShown',
            target: 'idle',
            actions: 'remove',
          },
          { guard: 'isShown', actions: 'remove' },
        ],
      },
    },
  },
});
