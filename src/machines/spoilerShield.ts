import { assign, fromPromise, sendTo, setup, type SnapshotFrom } from 'xstate';
import { fetchSpoilerShield, saveSpoilerShield } from '../api/spoilerShield';
import type { SpoilerShieldSetting } from '../api/types';
import { errorMessagesOf } from '../domain/errorMessages';
import { message, type Message } from './shared/message';
import { errorBodyOf } from './shared/serverErrorText';
import { toastMessage, type ToastsRef } from './shared/toast';

export interface SpoilerShieldInput {
  toasts: ToastsRef;
}

interface SpoilerShieldContext extends SpoilerShieldInput {
  on: boolean;
  error: Message | null;
}

export type SpoilerShieldEvent = { type: 'shield.toggle' } | { type: 'request.retry' };

/**
 * A member's spoiler shield setting: recaps that start past their reading place of a followed series come
 * blurred (the server says which, in each recap's `beyond_reading_place`). Off until the member turns it on.
 */
export const spoilerShieldMachine = setup({
  types: {
    context: {} as SpoilerShieldContext,
    events: {} as SpoilerShieldEvent,
    input: {} as SpoilerShieldInput,
  },
  actors: {
    loadShield: fromPromise<SpoilerShieldSetting>(() => fetchSpoilerShield()),
    saveShield: fromPromise<SpoilerShieldSetting, { on: boolean }>(({ input }) => saveSpoilerShield(input.on)),
  },
  actions: {
    takeSetting: assign({ on: ({ event }) => (event as unknown as { output: SpoilerShieldSetting }).output.spoiler_shield, error: null }),
    takeLoadError: assign({ error: ({ event }) => errorMessagesOf(errorBodyOf((event as unknown as { error: unknown }).error), message('shield.loadFailed'))[0]! }),
    clearError: assign({ error: null }),
    tellSaved: sendTo(({ context }) => context.toasts, ({ context }) => toastMessage('success', message(context.on ? /*i18n*/ 'shield.on' : /*i18n*/ 'shield.off'))),
    tellSaveFailed: sendTo(({ context }) => context.toasts, toastMessage('error', message('shield.saveFailed'))),
  },
}).createMachine({
  id: 'spoilerShield',
  context: ({ input }) => ({ ...input, on: false, error: null }),
  initial: 'loading',
  states: {
    loading: {
      invoke: {
        id: 'loadShield',
        src: 'loadShield',
        onDone: { target: 'ready', actions: 'takeSetting' },
        onError: { target: 'failed', actions: 'takeLoadError' },
      },
    },
    failed: {
      on: { 'request.retry': { target: 'loading', actions: 'clearError' } },
    },
    ready: {
      on: { 'shield.toggle': { target: 'saving' } },
    },
    saving: {
      invoke: {
        id: 'saveShield',
        src: 'saveShield',
        input: ({ context }) => ({ on: !context.on }),
        onDone: { target: 'ready', actions: ['takeSetting', 'tellSaved'] },
        onError: { target: 'ready', actions: 'tellSaveFailed' },
      },
    },
  },
});

type SpoilerShieldSnapshot = SnapshotFrom<typeof spoilerShieldMachine>;
export const selectShieldOn = (snapshot: SpoilerShieldSnapshot) => snapshot.context.on;
export const selectShieldLoading = (snapshot: SpoilerShieldSnapshot) => snapshot.matches('loading');
export const selectShieldSaving = (snapshot: SpoilerShieldSnapshot) => snapshot.matches('saving');
export const selectShieldError = (snapshot: SpoilerShieldSnapshot) => snapshot.context.error;
