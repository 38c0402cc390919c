import { afterAll, describe, expect, it, vi } from 'vitest';
import { createActor } from 'xstate';
import { inEnglish, recordToasts } from './support/appActors';
import { doneEvent, errorEvent, expectFullCoverage, pendingActor, walkModel } from './support/modelWalk';
import { waitForState } from './support/waitForState';
import { pretendPageOrigin, startRecordingServer } from '../support/recordingServer';
import { ApiError } from '../../src/api/errors';
import type { AddChannelRequest, Channel, CheckChannelResponse } from '../../src/api/types';
import type { Message } from '../../src/machines/shared/message';
import { ADD_CHANNEL_DEFAULTS, addChannelMachine, addChannelRequestOf, type AddChannelForm } from '../../src/machines/addChannel';
import { getShortestPaths } from '@xstate/graph';

// The machine's own calls, against a real HTTP server that answers what each test says.
const server = await startRecordingServer();
pretendPageOrigin(server.origin);
afterAll(() => server.close());

const VALID_URL = 'https://www.youtube.com/@RecapHub';
const URL_MESSAGES = [
  null,
  'Invalid YouTube channel URL. Use a youtube.com/@handle, /channel/, /c/ or /user/ address.',
  'Could not extract channel ID from URL',
  'Channel already exists in database',
  'Channel is pending review: approve or reject it in Pending Channels.',
  'Error checking channel availability',
];
/** A message of the machine as the English interface says it. */
const said = (shown: Message | null) => (shown === null ? null : inEnglish(shown));
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
        expect(URL_MESSAGES).toContain(said(snapshot.context.urlMessage));
        // The form's error is its own sentence, or the check's, which Submit repeats instead of a second one.
        expect(FORM_ERRORS.includes(said(snapshot.context.formError)) || snapshot.context.formError === snapshot.context.urlMessage).toBe(true);
        if (snapshot.matches({ form: 'invalid' })) expect(said(snapshot.context.formError)).not.toBe('Please enter a valid YouTube channel URL');
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

describe('addChannel machine, against a server', () => {
  const available = { exists: false, pending: false, youtube_channel_id: 'UC_recaphub' };

  // The 500 ms wait after the last keystroke is proven in the first test, on a fake clock; the others are about what
  // follows the wait, and run the machine with its own delay option set short rather than wait it out each time.
  const QUICK_CHECK_MS = 20;
  const quickCheck = addChannelMachine.provide({ delays: { urlCheckDebounce: QUICK_CHECK_MS } });

  /** A live form; what it sent is read from the server's record, from this form's start on. */
  function liveForm(machine: typeof addChannelMachine = quickCheck) {
    const recorder = recordToasts();
    const actor = createActor(machine, { input: { toasts: recorder.ref } }).start();
    const from = server.received.length;
    const sent = (path: string) => server.received.slice(from).filter((request) => request.path === path);
    return {
      actor,
      toasts: recorder.shown,
      form: (): AddChannelForm => actor.getSnapshot().context.form,
      view: () => {
        const { urlMessage, formError } = actor.getSnapshot().context;
        return { state: actor.getSnapshot().value, urlMessage: said(urlMessage), formError: said(formError) };
      },
      checkedUrls: () => sent('/admin/check-channel').map((request) => (request.body as { url: string }).url),
      created: () => sent('/admin/channels').map((request) => request.body),
      settledIn: (state: 'valid' | 'invalid' | 'idle') => waitForState(actor, (snapshot) => snapshot.matches({ form: state })),
    };
  }

  it('checks the URL once, 500 ms after the last keystroke, without its outer spaces, and fills the channel id', async () => {
    server.answerWith({ status: 200, body: available });
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const { actor, checkedUrls, form, settledIn } = liveForm(addChannelMachine);
    try {
      actor.send({ type: 'url.change', value: 'https://www.youtube.com/@Rec' });
      await vi.advanceTimersByTimeAsync(300);
      actor.send({ type: 'url.change', value: `  ${VALID_URL} ` });
      await vi.advanceTimersByTimeAsync(499);
      expect(checkedUrls()).toEqual([]);
      expect(actor.getSnapshot().matches({ form: 'debouncing' })).toBe(true);
      await vi.advanceTimersByTimeAsync(1);
    } finally {
      vi.useRealTimers();
    }
    await settledIn('valid');
    expect(checkedUrls()).toEqual([VALID_URL]);
    expect(form().youtube_channel_id).toBe('UC_recaphub');
  });

  it('an emptied URL, or one of spaces, asks nothing and says nothing', async () => {
    const { actor, checkedUrls, view } = liveForm();
    for (const value of ['https://www.youtube.com/@Rec', '   ']) actor.send({ type: 'url.change', value });
    await new Promise((resolve) => setTimeout(resolve, QUICK_CHECK_MS * 10));
    expect(view()).toEqual({ state: { form: 'idle' }, urlMessage: null, formError: null });
    expect(checkedUrls()).toEqual([]);
  });

  it('keeps a channel id the admin typed, whatever the URL check finds', async () => {
    server.answerWith({ status: 200, body: { ...available, youtube_channel_id: 'UC_other' } });
    const { actor, form, settledIn } = liveForm();
    actor.send({ type: 'field.change', field: 'youtube_channel_id', value: 'UC_typed' });
    actor.send({ type: 'url.change', value: VALID_URL });
    await settledIn('valid');
    expect(form().youtube_channel_id).toBe('UC_typed');
    actor.send({ type: 'url.change', value: 'https://www.youtube.com/@Another' });
    expect(form().youtube_channel_id).toBe('UC_typed');
  });

  it('a channel id the check filled in belongs to its URL: another URL drops it, the same URL again keeps it', async () => {
    server.answerWith({ status: 200, body: available });
    const { actor, form, settledIn } = liveForm();
    actor.send({ type: 'url.change', value: VALID_URL });
    await settledIn('valid');
    expect(form().youtube_channel_id).toBe('UC_recaphub');
    actor.send({ type: 'url.change', value: VALID_URL });
    expect(form()).toMatchObject({ url: VALID_URL, youtube_channel_id: 'UC_recaphub' });
    server.answerWith({ status: 200, body: { ...available, youtube_channel_id: 'UC_another' } });
    actor.send({ type: 'url.change', value: 'https://www.youtube.com/@Another' });
    expect(form()).toMatchObject({ url: 'https://www.youtube.com/@Another', youtube_channel_id: '' });
    await settledIn('valid');
    expect(form().youtube_channel_id).toBe('UC_another');
  });

  it('says a channel awaiting review is pending, not available (issue 18, item 16)', async () => {
    server.answerWith({ status: 200, body: { exists: false, pending: true, youtube_channel_id: null } });
    const { actor, view, settledIn } = liveForm();
    actor.send({ type: 'url.change', value: VALID_URL });
    await settledIn('invalid');
    expect(view().urlMessage).toBe('Channel is pending review: approve or reject it in Pending Channels.');
  });

  it('tells an existing channel, a failed check and an unreadable address apart', async () => {
    server.answerWith({ status: 200, body: { exists: true, pending: false, youtube_channel_id: null } });
    const one = liveForm();
    one.actor.send({ type: 'url.change', value: VALID_URL });
    await one.settledIn('invalid');
    expect(one.view().urlMessage).toBe('Channel already exists in database');

    server.answerWith({ status: 500, body: { error: 'Internal error' } });
    const two = liveForm();
    two.actor.send({ type: 'url.change', value: VALID_URL });
    await two.settledIn('invalid');
    expect(two.view().urlMessage).toBe('Error checking channel availability');

    const three = liveForm();
    three.actor.send({ type: 'url.change', value: 'https://www.youtube.com/user/' });
    await three.settledIn('invalid');
    expect(three.view().urlMessage).toBe('Could not extract channel ID from URL');
    expect(three.checkedUrls()).toEqual([]);
  });

  it('asks for name and URL, then a checked URL, then sends the trimmed fields, 0/1 flags and nulls, and resets', async () => {
    server.answerWith({ status: 200, body: available });
    const { actor, toasts, form, view, created, settledIn } = liveForm();
    actor.send({ type: 'form.submit' });
    expect(view().formError).toBe('Name and URL are required');
    actor.send({ type: 'field.change', field: 'name', value: '   ' });
    actor.send({ type: 'url.change', value: VALID_URL });
    actor.send({ type: 'form.submit' });
    expect(view().formError).toBe('Name and URL are required');
    actor.send({ type: 'field.change', field: 'name', value: ' Recap Hub ' });
    expect(view().formError).toBeNull();
    actor.send({ type: 'form.submit' });
    expect(view().formError).toBe('Please enter a valid YouTube channel URL');
    await settledIn('valid');
    expect(view().formError).toBeNull();
    actor.send({ type: 'field.change', field: 'name', value: ' ' });
    actor.send({ type: 'form.submit' });
    expect(view().formError).toBe('Name and URL are required');
    actor.send({ type: 'field.change', field: 'name', value: ' Recap Hub ' });
    actor.send({ type: 'field.change', field: 'youtube_channel_id', value: ' UC_recaphub ' });
    actor.send({ type: 'flag.change', field: 'full_scan', value: false });
    server.answerWith({ status: 201, body: { id: 41 } });
    actor.send({ type: 'form.submit' });
    await settledIn('idle');
    expect(created()).toEqual([
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
    expect(form()).toEqual(ADD_CHANNEL_DEFAULTS);
    expect(view()).toEqual({ state: { form: 'idle' }, urlMessage: null, formError: null });
  });

  it('asks for the URL when only a name is given, a URL of spaces being none', () => {
    const { actor, view, checkedUrls } = liveForm();
    actor.send({ type: 'field.change', field: 'name', value: 'Recap Hub' });
    actor.send({ type: 'form.submit' });
    expect(view().formError).toBe('Name and URL are required');
    actor.send({ type: 'url.change', value: '   ' });
    actor.send({ type: 'form.submit' });
    expect(view()).toEqual({ state: { form: 'idle' }, urlMessage: null, formError: 'Name and URL are required' });
    expect(checkedUrls()).toEqual([]);
  });

  it('a missing name said while the URL was checked is still said once the URL is found valid', async () => {
    server.answerWith({ status: 200, body: available });
    const { actor, view, settledIn } = liveForm();
    actor.send({ type: 'url.change', value: VALID_URL });
    actor.send({ type: 'form.submit' });
    expect(view().formError).toBe('Name and URL are required');
    await settledIn('valid');
    expect(view()).toEqual({ state: { form: 'valid' }, urlMessage: null, formError: 'Name and URL are required' });
  });

  it('the same URL sent again clears what was said about it and checks it again', async () => {
    server.answerWith({ status: 200, body: { exists: true, pending: false, youtube_channel_id: null } });
    const { actor, view, checkedUrls, settledIn } = liveForm();
    actor.send({ type: 'url.change', value: VALID_URL });
    await settledIn('invalid');
    actor.send({ type: 'form.submit' });
    expect(view()).toEqual({ state: { form: 'invalid' }, urlMessage: 'Channel already exists in database', formError: 'Name and URL are required' });
    actor.send({ type: 'url.change', value: VALID_URL });
    expect(view()).toEqual({ state: { form: 'debouncing' }, urlMessage: null, formError: null });
    await settledIn('invalid');
    expect(checkedUrls()).toEqual([VALID_URL, VALID_URL]);
  });

  it('a channel id the check filled in and the admin then edited is theirs: another URL keeps it', async () => {
    server.answerWith({ status: 200, body: available });
    const { actor, form, settledIn } = liveForm();
    actor.send({ type: 'url.change', value: VALID_URL });
    await settledIn('valid');
    actor.send({ type: 'field.change', field: 'youtube_channel_id', value: 'UC_edited' });
    actor.send({ type: 'url.change', value: 'https://www.youtube.com/@Another' });
    expect(form().youtube_channel_id).toBe('UC_edited');
    await settledIn('valid');
    expect(form().youtube_channel_id).toBe('UC_edited');
  });

  it('a channel id of spaces counts as none: the check fills it in', async () => {
    server.answerWith({ status: 200, body: available });
    const { actor, form, settledIn } = liveForm();
    actor.send({ type: 'field.change', field: 'youtube_channel_id', value: '   ' });
    actor.send({ type: 'url.change', value: VALID_URL });
    await settledIn('valid');
    expect(form().youtube_channel_id).toBe('UC_recaphub');
  });

  it('opens empty, active and full scan on, verified off, in English (spec section 5), and says nothing yet', () => {
    const { form, view } = liveForm();
    expect(form()).toEqual({
      name: '', url: '', active: true, full_scan: true, language: 'en', description: '', youtube_channel_id: '', subscriber_count: '', verified: false,
    });
    expect(view()).toEqual({ state: { form: 'idle' }, urlMessage: null, formError: null });
  });

  it('takes a subscriber count of 0 or more, with spaces around it, and refuses a negative one or one that is no number', async () => {
    server.answerWith({ status: 200, body: available });
    const { actor, view, created, settledIn } = liveForm();
    actor.send({ type: 'field.change', field: 'name', value: 'Recap Hub' });
    actor.send({ type: 'url.change', value: VALID_URL });
    await settledIn('valid');
    for (const count of ['-1', '12 thousand', 'Infinity']) {
      actor.send({ type: 'field.change', field: 'subscriber_count', value: count });
      actor.send({ type: 'form.submit' });
      expect(view().formError, count).toBe('Subscriber count must be a number of at least 0');
    }
    expect(created()).toEqual([]);
    server.answerWith({ status: 201, body: { id: 41 } });
    actor.send({ type: 'field.change', field: 'subscriber_count', value: ' 0 ' });
    actor.send({ type: 'form.submit' });
    await settledIn('idle');
    expect(created()).toMatchObject([{ subscriber_count: 0 }]);
  });

  it('shows the server error, else Failed to add channel., and keeps what was typed', async () => {
    server.answerWith({ status: 200, body: { exists: false, pending: false, youtube_channel_id: null } });
    const { actor, form, view, settledIn } = liveForm();
    actor.send({ type: 'field.change', field: 'name', value: 'Recap Hub' });
    actor.send({ type: 'url.change', value: VALID_URL });
    await settledIn('valid');
    server.answerWith({ status: 409, body: { error: 'A channel with this URL already exists' } });
    actor.send({ type: 'form.submit' });
    await waitForState(actor, (snapshot) => snapshot.context.formError !== null);
    expect(view()).toMatchObject({ state: { form: 'valid' }, formError: 'A channel with this URL already exists' });
    server.answerWith({ status: 502, body: '<html>Bad gateway</html>' });
    actor.send({ type: 'form.submit' });
    expect(view().formError).toBeNull();
    await waitForState(actor, (snapshot) => snapshot.context.formError !== null);
    expect(view().formError).toBe('Failed to add channel.');
    expect(form().name).toBe('Recap Hub');
  });

  it('sends the URL without its outer spaces and a subscriber count of spaces as none', () => {
    expect(addChannelRequestOf({ ...ADD_CHANNEL_DEFAULTS, name: 'A', url: ` ${VALID_URL}  `, subscriber_count: '   ' })).toMatchObject({
      url: VALID_URL,
      subscriber_count: null,
    });
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
