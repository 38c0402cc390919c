import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { recordToasts } from './support/appActors';
import { doneEvent, errorEvent, expectFullCoverage, pendingActor, walkModel } from './support/modelWalk';
import { ApiError } from '../../src/api/errors';
import type { AddChannelRequest, Channel, CheckChannelResponse } from '../../src/api/types';

vi.mock('../../src/api/admin', () => ({ checkChannel: vi.fn(), addChannel: vi.fn() }));

import { ADD_CHANNEL_DEFAULTS, addChannelMachine, addChannelRequestOf } from '../../src/machines/addChannel';
import { getShortestPaths } from '@xstate/graph';

const VALID_URL = 'https://www.youtube.com/@RecapHub';
const URL_MESSAGES = [
  null,
  'Invalid YouTube channel URL. Use a youtube.com/@handle, /channel/, /c/ or /user/ address.',
  'Could not extract channel ID from URL',
  'Channel already exists in database',
  'Channel is pending review: approve or reject it in Pending Channels.',
  'Error checking channel availability',
];
const FORM_ERRORS = [
  null,
  'Name and URL are required',
  'Please enter a valid YouTube channel URL',
  'Subscriber count must be a number of at least 0',
  'A channel with this URL already exists',
  'Failed to add channel.',
];

describe('addChannel machine, model-based', () => {
  const machine = addChannelMachine.provide({
    actors: {
      checkUrl: pendingActor<CheckChannelResponse, { url: string }>(),
      createChannel: pendingActor<Channel, AddChannelRequest>(),
    },
  });

  it('every generated path replays on a live actor and covers every state and transition', () => {
    const report = walkModel({
      name: 'addChannel',
      machine,
      input: { toasts: recordToasts().ref },
      events: [
        { type: 'url.change', value: VALID_URL },
        { type: 'url.change', value: 'https://example.com/@RecapHub' },
        { type: 'url.change', value: 'https://www.youtube.com/channel/' },
        { type: 'url.change', value: '' },
        { type: 'field.change', field: 'name', value: 'Recap Hub' },
        { type: 'field.change', field: 'subscriber_count', value: '-5' },
        { type: 'flag.change', field: 'verified', value: true },
        { type: 'form.submit' },
        doneEvent('checkUrl', { exists: false, pending: false, youtube_channel_id: 'UC_recaphub' }),
        doneEvent('checkUrl', { exists: true, pending: false, youtube_channel_id: 'UC_recaphub' }),
        doneEvent('checkUrl', { exists: false, pending: true, youtube_channel_id: null }),
        errorEvent('checkUrl', new ApiError(500, 'HTTP error! status: 500', null)),
        doneEvent('createChannel', { id: 41 }),
        errorEvent('createChannel', new ApiError(409, 'A channel with this URL already exists', { error: 'A channel with this URL already exists' })),
        errorEvent('createChannel', new ApiError(0, 'Failed to fetch', null)),
      ],
      serializeState: (snapshot) => {
        const { form, urlMessage, formError } = snapshot.context;
        return JSON.stringify([snapshot.value, form.url, form.name, form.subscriber_count, form.youtube_channel_id, urlMessage, formError]);
      },
      simplePaths: 0,
      check: (snapshot) => {
        // Nothing types a channel ID on these paths: one shows only after its own URL's check answered, and stays
        // only while that same URL is in the field.
        if (!snapshot.matches({ form: 'valid' }) && !snapshot.matches('submitting')) {
          expect(['', snapshot.context.channelIdFromUrl]).toContain(snapshot.context.form.youtube_channel_id);
        }
        expect(URL_MESSAGES).toContain(snapshot.context.urlMessage);
        expect(FORM_ERRORS).toContain(snapshot.context.formError);
        if (snapshot.matches('submitting')) {
          expect(snapshot.context.form.name).not.toBe('');
          expect(snapshot.context.form.url).toBe(VALID_URL);
        }
      },
    });
    expectFullCoverage(report);
    // Cross-checked with @xstate/graph itself: no shortest path it generates was left out of the walk.
    expect(report.paths).toBeGreaterThanOrEqual(getShortestPaths(report.machine, report.traversal as never).length);
  });
});

describe('addChannel machine, behaviour', () => {
  function fakeServer(answer: () => Promise<CheckChannelResponse>, create: () => Promise<Channel> = async () => ({ id: 41 }) as Channel) {
    const checked: string[] = [];
    const created: AddChannelRequest[] = [];
    const machine = addChannelMachine.provide({
      actors: {
        checkUrl: fromPromise<CheckChannelResponse, { url: string }>(async ({ input }) => {
          checked.push(input.url);
          return answer();
        }),
        createChannel: fromPromise<Channel, AddChannelRequest>(async ({ input }) => {
          created.push(input);
          return create();
        }),
      },
    });
    return { machine, checked, created };
  }

  it('checks the URL once, 500 ms after the last keystroke, and fills the channel id', async () => {
    vi.useFakeTimers();
    try {
      const { machine, checked } = fakeServer(async () => ({ exists: false, pending: false, youtube_channel_id: 'UC_recaphub' }));
      const actor = createActor(machine, { input: { toasts: recordToasts().ref } }).start();
      actor.send({ type: 'url.change', value: 'https://www.youtube.com/@Rec' });
      await vi.advanceTimersByTimeAsync(300);
      actor.send({ type: 'url.change', value: VALID_URL });
      await vi.advanceTimersByTimeAsync(499);
      expect(checked).toEqual([]);
      expect(actor.getSnapshot().matches({ form: 'debouncing' })).toBe(true);
      await vi.advanceTimersByTimeAsync(1);
      expect(checked).toEqual([VALID_URL]);
      await vi.waitFor(() => expect(actor.getSnapshot().matches({ form: 'valid' })).toBe(true));
      expect(actor.getSnapshot().context.form.youtube_channel_id).toBe('UC_recaphub');
    } finally {
      vi.useRealTimers();
    }
  });

  it('keeps a channel id the admin typed', async () => {
    const { machine } = fakeServer(async () => ({ exists: false, pending: false, youtube_channel_id: 'UC_other' }));
    const actor = createActor(machine, { input: { toasts: recordToasts().ref } }).start();
    actor.send({ type: 'field.change', field: 'youtube_channel_id', value: 'UC_typed' });
    actor.send({ type: 'url.change', value: VALID_URL });
    await vi.waitFor(() => expect(actor.getSnapshot().matches({ form: 'valid' })).toBe(true), { timeout: 2000 });
    expect(actor.getSnapshot().context.form.youtube_channel_id).toBe('UC_typed');
  });

  it('says a channel awaiting review is pending, not available (issue 18, item 16)', async () => {
    const pending = fakeServer(async () => ({ exists: false, pending: true, youtube_channel_id: null }));
    const actor = createActor(pending.machine, { input: { toasts: recordToasts().ref } }).start();
    actor.send({ type: 'url.change', value: VALID_URL });
    await vi.waitFor(() => expect(actor.getSnapshot().matches({ form: 'invalid' })).toBe(true), { timeout: 2000 });
    expect(actor.getSnapshot().context.urlMessage).toBe('Channel is pending review: approve or reject it in Pending Channels.');
  });

  it('tells an existing channel, a failed check and an unreadable address apart', async () => {
    const exists = fakeServer(async () => ({ exists: true, pending: false, youtube_channel_id: null }));
    const one = createActor(exists.machine, { input: { toasts: recordToasts().ref } }).start();
    one.send({ type: 'url.change', value: VALID_URL });
    await vi.waitFor(() => expect(one.getSnapshot().context.urlMessage).toBe('Channel already exists in database'), { timeout: 2000 });

    const broken = fakeServer(() => Promise.reject(new ApiError(500, 'x', null)));
    const two = createActor(broken.machine, { input: { toasts: recordToasts().ref } }).start();
    two.send({ type: 'url.change', value: VALID_URL });
    await vi.waitFor(() => expect(two.getSnapshot().context.urlMessage).toBe('Error checking channel availability'), { timeout: 2000 });

    const three = createActor(broken.machine, { input: { toasts: recordToasts().ref } }).start();
    three.send({ type: 'url.change', value: 'https://www.youtube.com/user/' });
    await vi.waitFor(() => expect(three.getSnapshot().context.urlMessage).toBe('Could not extract channel ID from URL'), { timeout: 2000 });
    expect(broken.checked).toEqual([VALID_URL]);
  });

  it('asks for name and URL, then a checked URL, then sends 0/1 flags and nulls and resets', async () => {
    const { machine, created } = fakeServer(async () => ({ exists: false, pending: false, youtube_channel_id: 'UC_recaphub' }));
    const recorder = recordToasts();
    const actor = createActor(machine, { input: { toasts: recorder.ref } });
    const toasts = recorder.shown;
    actor.start();
    actor.send({ type: 'form.submit' });
    expect(actor.getSnapshot().context.formError).toBe('Name and URL are required');
    actor.send({ type: 'field.change', field: 'name', value: 'Recap Hub' });
    actor.send({ type: 'url.change', value: VALID_URL });
    actor.send({ type: 'form.submit' });
    expect(actor.getSnapshot().context.formError).toBe('Please enter a valid YouTube channel URL');
    await vi.waitFor(() => expect(actor.getSnapshot().matches({ form: 'valid' })).toBe(true), { timeout: 2000 });
    actor.send({ type: 'flag.change', field: 'full_scan', value: false });
    actor.send({ type: 'form.submit' });
    await vi.waitFor(() => expect(actor.getSnapshot().matches({ form: 'idle' })).toBe(true));
    expect(created).toEqual([
      {
        name: 'Recap Hub',
        url: VALID_URL,
        active: 1,
        full_scan: 0,
        language: 'en',
        description: null,
        youtube_channel_id: 'UC_recaphub',
        subscriber_count: null,
        verified: 0,
      },
    ]);
    expect(toasts.map((shown) => `${shown.kind}: ${shown.text}`)).toEqual(['success: Channel added successfully']);
    expect(actor.getSnapshot().context.form).toEqual(ADD_CHANNEL_DEFAULTS);
  });

  it('shows the server error, else Failed to add channel.', async () => {
    let failure: unknown = new ApiError(409, 'A channel with this URL already exists', { error: 'A channel with this URL already exists' });
    const { machine } = fakeServer(async () => ({ exists: false, pending: false, youtube_channel_id: null }), () => Promise.reject(failure));
    const actor = createActor(machine, { input: { toasts: recordToasts().ref } }).start();
    actor.send({ type: 'field.change', field: 'name', value: 'Recap Hub' });
    actor.send({ type: 'url.change', value: VALID_URL });
    await vi.waitFor(() => expect(actor.getSnapshot().matches({ form: 'valid' })).toBe(true), { timeout: 2000 });
    actor.send({ type: 'form.submit' });
    await vi.waitFor(() => expect(actor.getSnapshot().context.formError).toBe('A channel with this URL already exists'));
    failure = new ApiError(0, 'Failed to fetch', null);
    actor.send({ type: 'form.submit' });
    await vi.waitFor(() => expect(actor.getSnapshot().context.formError).toBe('Failed to add channel.'));
    expect(actor.getSnapshot().context.form.name).toBe('Recap Hub');
  });

  it('builds the request from typed text', () => {
    expect(
      addChannelRequestOf({ ...ADD_CHANNEL_DEFAULTS, name: ' A ', url: VALID_URL, description: ' About ', subscriber_count: '1200', verified: true, active: false }),
    ).toEqual({
      name: 'A',
      url: VALID_URL,
      active: 0,
      full_scan: 1,
      language: 'en',
      description: 'About',
      youtube_channel_id: null,
      subscriber_count: 1200,
      verified: 1,
    });
  });
});
