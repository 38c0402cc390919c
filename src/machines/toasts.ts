import { assign, raise, setup, type ActorRef, type Snapshot } from 'xstate';

export type ToastKind = 'success' | 'error' | 'info';

export interface Toast {
  id: number;
  kind: ToastKind;
  text: string;
}

export interface ToastsContext {
  toasts: Toast[];
  nextId: number;
}

/** What any machine sends to the one toasts actor (systemId `toasts`) to show a toast. */
export interface ToastShowEvent {
  type: 'toast.show';
  kind: ToastKind;
  text: string;
}

export type ToastsEvent = ToastShowEvent | { type: 'toast.dismiss'; id: number };

/**
 * How other machines hold the toasts actor: anything that takes `toast.show`, so a machine's tests can hand it
 * a recorder instead of the real queue.
 */
export type ToastsRef = ActorRef<Snapshot<unknown>, ToastShowEvent>;

/** The toast event a machine sends; `sendTo(({ context }) => context.toasts, toast('success', '...'))`. */
export function toast(kind: ToastKind, text: string): ToastShowEvent {
  return { type: 'toast.show', kind, text };
}

export const toastsMachine = setup({
  // Stryker disable next-line ObjectLiteral: types only; nothing of it runs
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
    isSuccess: ({ event }) => event.type === 'toast.show' && event.kind === 'success',
    isLastShown: ({ context, event }) =>
      event.type === 'toast.dismiss' && context.toasts.length === 1 && context.toasts[0].id === event.id,
    isShown: ({ context, event }) => event.type === 'toast.dismiss' && context.toasts.some((shown) => shown.id === event.id),
  },
  actions: {
    add: assign(({ context, event }) =>
      event.type === 'toast.show'
        ? { toasts: [...context.toasts, { id: context.nextId, kind: event.kind, text: event.text }], nextId: context.nextId + 1 }
        : {},
    ),
    scheduleDismiss: raise(({ context }) => ({ type: 'toast.dismiss' as const, id: context.nextId - 1 }), {
      delay: 'toastDuration',
    }),
    scheduleSuccessDismiss: raise(({ context }) => ({ type: 'toast.dismiss' as const, id: context.nextId - 1 }), {
      delay: 'successToastDuration',
    }),
    remove: assign({
      toasts: ({ context, event }) => (event.type === 'toast.dismiss' ? context.toasts.filter((shown) => shown.id !== event.id) : context.toasts),
    }),
  },
}).createMachine({
  // Stryker disable next-line StringLiteral: no target names the machine by its id
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
        // A toast closed by hand still has its timer running; that late dismiss finds nothing and is ignored.
        'toast.dismiss': [
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

/** Whether any toast is on screen; the host loads the toaster with the first one. */
export function selectHasToasts(snapshot: { context: ToastsContext }): boolean {
  return snapshot.context.toasts.length > 0;
}

export function selectToasts(snapshot: { context: ToastsContext }): Toast[] {
  return snapshot.context.toasts;
}
