import { assertEvent, assign, fromPromise, sendTo, setup } from 'xstate';
import { addChannel, checkChannel } from '../api/admin';
import type { AddChannelRequest, Channel, CheckChannelResponse } from '../api/types';
import { NO_CHANNEL_ID, parseChannelUrl } from '../domain/channelUrl';
import { codeMessage } from '../domain/errorMessages';
import { message, type Message } from './shared/message';
import { serverErrorMessages } from './shared/serverErrorMessages';
import { toastMessage, type ToastsRef } from './shared/toast';

/** The add-channel form (spec section 3), as typed. */
export interface AddChannelForm {
  name: string;
  url: string;
  active: boolean;
  full_scan: boolean;
  language: string;
  description: string;
  youtube_channel_id: string;
  subscriber_count: string;
  verified: boolean;
}

/** Spec section 5: active and full scan on, verified off, English. */
export const ADD_CHANNEL_DEFAULTS: AddChannelForm = {
  name: '',
  url: '',
  active: true,
  full_scan: true,
  language: 'en',
  description: '',
  youtube_channel_id: '',
  subscriber_count: '',
  verified: false,
};

export type AddChannelTextField = 'name' | 'language' | 'description' | 'youtube_channel_id' | 'subscriber_count';
export type AddChannelFlag = 'active' | 'full_scan' | 'verified';

export interface AddChannelContext {
  toasts: ToastsRef;
  form: AddChannelForm;
  /** What the URL check says, for the invalid state. */
  urlMessage: Message | null;
  formError: Message | null;
  /** The channel ID the URL check filled in (not typed by the admin): it belongs to that URL only. */
  channelIdFromUrl: string | null;
}

export type AddChannelEvent =
  | { type: 'field.change'; field: AddChannelTextField; value: string }
  | { type: 'flag.change'; field: AddChannelFlag; value: boolean }
  | { type: 'url.change'; value: string }
  | { type: 'form.submit' };

function orNull(value: string): string | null {
  const text = value.trim();
  return text === '' ? null : text;
}

/** The body of POST /admin/channels: flags as 0 or 1, empty optional fields as null (spec section 7). */
export function addChannelRequestOf(form: AddChannelForm): AddChannelRequest {
  const subscribers = form.subscriber_count.trim();
  return {
    name: form.name.trim(),
    url: form.url.trim(),
    active: form.active ? 1 : 0,
    full_scan: form.full_scan ? 1 : 0,
    language: form.language,
    description: orNull(form.description),
    youtube_channel_id: orNull(form.youtube_channel_id),
    subscriber_count: subscribers === '' ? null : Math.max(0, Math.floor(Number(subscribers))),
    verified: form.verified ? 1 : 0,
  };
}

const CHECK_FAILED = message('admin.addChannel.checkFailed');
const URL_NOT_CHECKED = message('admin.addChannel.urlNotChecked');
const NAME_AND_URL_REQUIRED = codeMessage('channel.nameAndUrlRequired');
const SUBSCRIBERS_INVALID = message('admin.addChannel.subscribersInvalid');

/** Why a URL cannot be read, as the server's refusal of it says it (the same code as the server's). */
function unreadableUrlMessage(url: string): Message | null {
  const parsed = parseChannelUrl(url);
  if (parsed.ok) return null;
  return codeMessage(parsed.message === NO_CHANNEL_ID ? 'channel.noChannelId' : 'channel.invalidUrl');
}

function isUrlNotChecked(shown: Message | null): boolean {
  return shown?.id === URL_NOT_CHECKED.id;
}

export const addChannelMachine = setup({
  types: {
    context: {} as AddChannelContext,
    events: {} as AddChannelEvent,
    input: {} as { toasts: ToastsRef },
  },
  actors: {
    checkUrl: fromPromise<CheckChannelResponse, { url: string }>(({ input }) => checkChannel(input.url)),
    createChannel: fromPromise<Channel, AddChannelRequest>(({ input }) => addChannel(input)),
  },
  delays: {
    urlCheckDebounce: 500,
  },
  guards: {
    urlEmpty: ({ event }) => {
      assertEvent(event, 'url.change');
      return event.value.trim() === '';
    },
    urlUnreadable: ({ context }) => !parseChannelUrl(context.form.url).ok,
    requiredMissing: ({ context }) => context.form.name.trim() === '' || context.form.url.trim() === '',
    subscribersInvalid: ({ context }) => {
      // Number() ignores outer spaces and reads blank text as 0, so a blank count (sent as null) passes like 0 does.
      const count = Number(context.form.subscriber_count);
      return !(Number.isFinite(count) && count >= 0);
    },
    channelExists: ({ event }) => 'output' in event && (event.output as CheckChannelResponse).exists,
    channelPending: ({ event }) => 'output' in event && (event.output as CheckChannelResponse).pending,
  },
  actions: {
    // A new URL drops everything the old one's check filled in, until its own check answers; an ID the admin
    // typed is theirs and stays. The same URL sent again changes nothing it derived.
    setUrl: assign(({ context, event }) => {
      assertEvent(event, 'url.change');
      if (event.value === context.form.url) return { urlMessage: null, formError: null };
      // The field is always text and channelIdFromUrl is null until a check fills one in, so they match only then.
      const derived = context.form.youtube_channel_id === context.channelIdFromUrl;
      return {
        form: { ...context.form, url: event.value, youtube_channel_id: derived ? '' : context.form.youtube_channel_id },
        channelIdFromUrl: null,
        urlMessage: null,
        formError: null,
      };
    }),
    requireNameAndUrl: assign({ formError: NAME_AND_URL_REQUIRED }),
    requireValidUrl: assign({ formError: URL_NOT_CHECKED }),
    // A submit during the check was told the URL was not valid yet; once the check finds it is, that no longer holds.
    forgetUrlNotChecked: assign({ formError: ({ context }) => (isUrlNotChecked(context.formError) ? null : context.formError) }),
    requireSubscriberCount: assign({ formError: SUBSCRIBERS_INVALID }),
  },
}).createMachine({
  id: 'addChannel',
  context: ({ input }) => ({ toasts: input.toasts, form: ADD_CHANNEL_DEFAULTS, urlMessage: null, formError: null, channelIdFromUrl: null }),
  initial: 'form',
  states: {
    form: {
      initial: 'idle',
      on: {
        'field.change': {
          actions: assign({
            form: ({ context, event }) => ({ ...context.form, [event.field]: event.value }),
            formError: null,
          }),
        },
        'flag.change': {
          actions: assign({ form: ({ context, event }) => ({ ...context.form, [event.field]: event.value }) }),
        },
        'url.change': [
          // Stryker disable next-line StringLiteral: an empty target re-enters the form, whose first state is idle too
          { guard: 'urlEmpty', target: '.idle', actions: 'setUrl' },
          // Entering debouncing again, even from itself, restarts the wait and drops any check still running for the
          // earlier text: the form's own states are left and entered again on every transition to one of them.
          { target: '.debouncing', actions: 'setUrl' },
        ],
        'form.submit': [
          { guard: 'requiredMissing', actions: 'requireNameAndUrl' },
          { actions: 'requireValidUrl' },
        ],
      },
      states: {
        idle: {},
        debouncing: {
          after: {
            urlCheckDebounce: [
              {
                guard: 'urlUnreadable',
                target: 'invalid',
                actions: assign({ urlMessage: ({ context }) => unreadableUrlMessage(context.form.url) }),
              },
              { target: 'checking' },
            ],
          },
        },
        checking: {
          invoke: {
            id: 'checkUrl',
            src: 'checkUrl',
            input: ({ context }) => ({ url: context.form.url.trim() }),
            onDone: [
              { guard: 'channelExists', target: 'invalid', actions: assign({ urlMessage: codeMessage('channel.exists') }) },
              { guard: 'channelPending', target: 'invalid', actions: assign({ urlMessage: codeMessage('channel.pendingReview') }) },
              {
                target: 'valid',
                actions: [
                  'forgetUrlNotChecked',
                  assign(({ context, event }) =>
                    context.form.youtube_channel_id.trim() === '' && event.output.youtube_channel_id
                      ? {
                          form: { ...context.form, youtube_channel_id: event.output.youtube_channel_id },
                          channelIdFromUrl: event.output.youtube_channel_id,
                        }
                      : {},
                  ),
                ],
              },
            ],
            onError: { target: 'invalid', actions: assign({ urlMessage: CHECK_FAILED }) },
          },
        },
        valid: {
          on: {
            'form.submit': [
              { guard: 'requiredMissing', actions: 'requireNameAndUrl' },
              { guard: 'subscribersInvalid', actions: 'requireSubscriberCount' },
              { target: '#addChannel.submitting', actions: assign({ formError: null }) },
            ],
          },
        },
        invalid: {
          // A submit made before the check answered was told the URL was not checked yet; now its answer is known.
          entry: assign({ formError: ({ context }) => (isUrlNotChecked(context.formError) ? context.urlMessage : context.formError) }),
          on: {
            // Submit says what the check said (the channel exists, waits for review, or the URL cannot be read),
            // not a second, different sentence about the same URL.
            'form.submit': [
              { guard: 'requiredMissing', actions: 'requireNameAndUrl' },
              { actions: assign({ formError: ({ context }) => context.urlMessage }) },
            ],
          },
        },
      },
    },
    submitting: {
      invoke: {
        id: 'createChannel',
        src: 'createChannel',
        input: ({ context }) => addChannelRequestOf(context.form),
        onDone: {
          target: 'form.idle',
          actions: [
            sendTo(({ context }) => context.toasts, toastMessage('success', message('admin.addChannel.added'))),
            assign({ form: ADD_CHANNEL_DEFAULTS, urlMessage: null, formError: null, channelIdFromUrl: null }),
          ],
        },
        onError: {
          target: 'form.valid',
          actions: assign({
            formError: ({ event }) => serverErrorMessages(event.error, message('admin.addChannel.failed'))[0]!,
          }),
        },
      },
    },
  },
});
