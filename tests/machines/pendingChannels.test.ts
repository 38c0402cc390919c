import { afterAll, describe, expect, it, vi } from 'vitest';
import { createActor } from 'xstate';
import { doneEvent, errorEvent, expectFullCoverage, pendingActor, walkModel } from './support/modelWalk';
import { inEnglish, quietApp, recordToasts } from './support/appActors';
import { ApiError } from '../../src/api/errors';
import type { PendingChannel } from '../../src/api/types';
import { channelRejectionQuestion, pendingChannelsMachine, scannedDraft } from '../../src/machines/pendingChannels';
import { selectDrafts, selectItemError } from '../../src/machines/reviewQueue';
import { messageText } from '../../src/views/hooks/useMessage';
import { messages as spanishMessages } from '../../src/locales/es';
import { setupI18n } from '@lingui/core';
import { getShortestPaths } from '@xstate/graph';
import { pretendPageOrigin, startRecordingServer } from '../support/recordingServer';
import { buildPendingChannel } from '../support/factories';
import { queueTextInEnglish, queueView } from './support/queueView';
import type { Message } from '../../src/machines/shared/message';

const spanish = setupI18n({ locale: 'es', messages: { es: spanishMessages } });

/** A question as the English interface asks it; none is blank. */
const inEnglishOrBlank = (question: Message | null) => (question === null ? '' : inEnglish(question));

// The machine's own calls, against a real HTTP server that answers what each test says.
const server = await startRecordingServer();
pretendPageOrigin(server.origin);
afterAll(() => server.close());

const two = [buildPendingChannel(1, { channel_name: 'Manhwa Recaps ES', language: 'es' }), buildPendingChannel(2, { channel_name: 'Recap Tagalog', language: 'tl' })];

describe('pendingChannels machine, model-based', () => {
  const machine = pendingChannelsMachine.provide({
    actors: { load: pendingActor(), decide: pendingActor() },
  });

  it('every generated path replays on a live actor and covers every state and transition', () => {
    const report = walkModel({
      name: 'pendingChannels',
      machine,
      input: quietApp(),
      // The parts of the one queue flow this queue leaves out (a query, a question before approving, a reload) are
      // walked too, and so is a reject sent without its question, which this queue always asks.
      inputs: [{ ...quietApp(), parts: { queried: true, confirms: ['approve', 'reject'], refreshes: true } }, { ...quietApp(), parts: { confirms: [] } }],
      events: [
        { type: 'query.change', query: {} },
        { type: 'dialog.confirm' },
        { type: 'dialog.close' },
        doneEvent('refresh', { items: two, summary: null }),
        doneEvent('refresh', { items: [], summary: null }),
        errorEvent('refresh', new ApiError(500, 'HTTP error! status: 500', null)),
        doneEvent('load', { items: two, summary: null }),
        doneEvent('load', { items: [], summary: null }),
        errorEvent('load', new ApiError(500, 'HTTP error! status: 500', null)),
        { type: 'draft.change', item: two[0], changes: { channel_name: 'Recaps en Español' } },
        { type: 'draft.change', item: two[1], changes: { channel_name: ' ' } },
        { type: 'draft.change', item: two[0], changes: { language: 'pt' } },
        { type: 'queue.approve', item: two[0] },
        { type: 'queue.approve', item: two[1] },
        { type: 'queue.reject', item: two[1] },
        doneEvent('decide'),
        errorEvent('decide', new ApiError(500, 'HTTP error! status: 500', null)),
      ],
      serializeState: (snapshot) =>
        JSON.stringify([
          snapshot.value,
          snapshot.context.items.map((item: PendingChannel) => item.id),
          snapshot.context.deciding,
          snapshot.context.loadError,
          snapshot.context.itemError,
          snapshot.context.drafts[2]?.channel_name ?? null,
        ]),
      check: (snapshot) => {
        // Only the walk that turns it on reaches the reload; the question is asked before every reject, and before an approval only there.
        if (!snapshot.context.parts.refreshes) expect(snapshot.matches('refreshing')).toBe(false);
        if (snapshot.matches('confirming')) expect(snapshot.context.parts.confirms).toContain(snapshot.context.deciding?.decision);
        if (snapshot.matches('empty')) expect(snapshot.context.items).toEqual([]);
        if (snapshot.matches('failed')) expect(queueTextInEnglish(snapshot.context.loadError!)).toBe('Failed to fetch pending channels');
        if (snapshot.context.itemError) expect(queueTextInEnglish(snapshot.context.itemError.text)).toMatch(/^Failed to (approve|reject) channel/);
      },
    });
    expectFullCoverage(report);
    // Cross-checked with @xstate/graph itself: no shortest path it generates was left out of the walk.
    expect(report.paths).toBeGreaterThanOrEqual(getShortestPaths(report.machine, report.traversal as never).length);
  });
});

describe('pendingChannels machine, against a server', () => {
  type Actor = ReturnType<typeof createActor<typeof pendingChannelsMachine>>;
  /** What the page shows at a step. */
  const view = (actor: Actor) => queueView(actor.getSnapshot());

  async function loaded(items: PendingChannel[] = two) {
    server.answerWith({ status: 200, body: items });
    const recorder = recordToasts();
    const actor = createActor(pendingChannelsMachine, { input: { toasts: recorder.ref } }).start();
    expect(view(actor)).toEqual({ status: 'loading', ids: [], loadError: null, deciding: null, itemError: null });
    await vi.waitFor(() => expect(view(actor).status).not.toBe('loading'));
    expect(server.last()).toMatchObject({ method: 'GET', path: '/admin/pending-channels' });
    return { actor, toasts: recorder.texts };
  }

  it('lists the pending channels, each with its scanned name and language as the draft', async () => {
    const { actor } = await loaded();
    expect(view(actor)).toEqual({ status: 'listed', ids: [1, 2], loadError: null, deciding: null, itemError: null });
    expect(selectDrafts(actor.getSnapshot())).toEqual({});
    expect(scannedDraft(two[1])).toEqual({ channel_name: 'Recap Tagalog', language: 'tl' });
  });

  it('says when nothing waits for review', async () => {
    const { actor } = await loaded([]);
    expect(view(actor)).toEqual({ status: 'empty', ids: [], loadError: null, deciding: null, itemError: null });
  });

  it('says the list failed and loads it again on Try Again', async () => {
    server.answerWith({ status: 500, body: { error: 'Database unavailable.' } });
    const actor = createActor(pendingChannelsMachine, { input: quietApp() }).start();
    await vi.waitFor(() => expect(view(actor).status).toBe('failed'));
    expect(view(actor).loadError).toBe('Failed to fetch pending channels');
    server.answerWith({ status: 200, body: two });
    actor.send({ type: 'request.retry' });
    // The old failure is not shown while it loads again.
    expect(view(actor)).toMatchObject({ status: 'loading', loadError: null });
    await vi.waitFor(() => expect(view(actor).status).toBe('listed'));
    expect(view(actor)).toMatchObject({ ids: [1, 2], loadError: null });
  });

  it('approves with the edited name (without its outer spaces) and language, rejects with full_scan 0, each leaving the list', async () => {
    const { actor, toasts } = await loaded();
    actor.send({ type: 'draft.change', item: two[0], changes: { channel_name: ' Recaps en Español ' } });
    actor.send({ type: 'draft.change', item: two[0], changes: { language: 'pt' } });
    expect(selectDrafts(actor.getSnapshot())).toEqual({ 1: { channel_name: ' Recaps en Español ', language: 'pt' } });
    server.answerWith({ status: 200, body: { message: 'Channel approved' } });
    actor.send({ type: 'queue.approve', item: two[0] });
    expect(view(actor).deciding).toEqual({ item: two[0], decision: 'approve' });
    await vi.waitFor(() => expect(view(actor).ids).toEqual([2]));
    expect(server.last()).toMatchObject({
      method: 'PUT',
      path: '/admin/pending-channels/1/approve',
      body: { channel_name: 'Recaps en Español', language: 'pt', active: 1, full_scan: 1, status: 'verified' },
    });
    expect(view(actor)).toMatchObject({ status: 'listed', deciding: null, itemError: null });

    server.answerWith({ status: 200, body: { message: 'Channel rejected' } });
    actor.send({ type: 'queue.reject', item: two[1] });
    actor.send({ type: 'dialog.confirm' });
    expect(view(actor).deciding).toEqual({ item: two[1], decision: 'reject' });
    await vi.waitFor(() => expect(view(actor).status).toBe('empty'));
    expect(server.last()).toMatchObject({ method: 'PUT', path: '/admin/pending-channels/2/reject', body: { full_scan: 0, status: 'verified' } });
    expect(toasts).toEqual(['Channel approved', 'Channel rejected']);
  });

  it('approving a channel that was added meanwhile says it was already added, and it leaves the list', async () => {
    const { actor, toasts } = await loaded();
    server.answerWith({ status: 200, body: { message: 'Channel was already added: it leaves Pending Channels.' } });
    actor.send({ type: 'queue.approve', item: two[0] });
    await vi.waitFor(() => expect(view(actor).ids).toEqual([2]));
    expect(toasts).toEqual(['Channel was already added: it leaves Pending Channels.']);
  });

  it('approves with the scanned name and language when the admin edited nothing', async () => {
    const { actor } = await loaded();
    server.answerWith({ status: 200, body: {} });
    actor.send({ type: 'queue.approve', item: two[1] });
    await vi.waitFor(() => expect(view(actor).ids).toEqual([1]));
    expect(server.last()).toMatchObject({
      path: '/admin/pending-channels/2/approve',
      body: { channel_name: 'Recap Tagalog', language: 'tl', active: 1, full_scan: 1, status: 'verified' },
    });
  });

  it('does not approve a channel whose name was emptied, but may still reject it', async () => {
    const { actor } = await loaded();
    const before = server.received.length;
    actor.send({ type: 'draft.change', item: two[1], changes: { channel_name: '   ' } });
    actor.send({ type: 'queue.approve', item: two[1] });
    expect(view(actor)).toMatchObject({ status: 'listed', deciding: null });
    expect(server.received).toHaveLength(before);
    server.answerWith({ status: 200, body: {} });
    actor.send({ type: 'queue.reject', item: two[1] });
    actor.send({ type: 'dialog.confirm' });
    await vi.waitFor(() => expect(view(actor).ids).toEqual([1]));
    expect(server.last()).toMatchObject({ path: '/admin/pending-channels/2/reject' });
  });

  it('keeps the channel with Failed to approve channel or Failed to reject channel beside it', async () => {
    const { actor, toasts } = await loaded();
    server.answerWith({ status: 500, body: { error: 'Database unavailable.' } });
    actor.send({ type: 'queue.approve', item: two[0] });
    await vi.waitFor(() => expect(view(actor).itemError).toEqual({ id: 1, text: 'Failed to approve channel' }));
    expect(view(actor)).toMatchObject({ status: 'listed', ids: [1, 2], deciding: null });
    actor.send({ type: 'queue.reject', item: two[1] });
    actor.send({ type: 'dialog.confirm' });
    // A new decision clears the old failure while it is sent.
    expect(view(actor).itemError).toBeNull();
    await vi.waitFor(() => expect(view(actor).itemError).toEqual({ id: 2, text: 'Failed to reject channel' }));
    expect(toasts).toEqual([]);
  });

  it('says why an approval conflicts (409), in the server\'s words (issue 18, item 8)', async () => {
    const { actor } = await loaded();
    server.answerWith({ status: 409, body: { error: 'Channel already exists in database' } });
    actor.send({ type: 'queue.approve', item: two[0] });
    await vi.waitFor(() => expect(view(actor).itemError).not.toBeNull());
    expect(view(actor).itemError).toEqual({ id: 1, text: 'Failed to approve channel: Channel already exists in database.' });
    actor.send({ type: 'queue.reject', item: two[0] });
    actor.send({ type: 'dialog.confirm' });
    await vi.waitFor(() => expect(view(actor).itemError).not.toBeNull());
    expect(view(actor).itemError).toEqual({ id: 1, text: 'Failed to reject channel: Channel already exists in database.' });
  });
  it('says a coded conflict by its code, so the reason is in the reader\'s language too', async () => {
    const { actor } = await loaded();
    server.answerWith({ status: 409, body: { error: 'Channel already exists in database', code: 'channel.exists' } });
    actor.send({ type: 'queue.approve', item: two[0] });
    await vi.waitFor(() => expect(view(actor).itemError).not.toBeNull());
    expect(view(actor).itemError).toEqual({ id: 1, text: 'Failed to approve channel: Channel already exists in database.' });
    const said = selectItemError(actor.getSnapshot())!.text as Message;
    expect(said).toEqual({ id: 'admin.pending.approveRefused', values: { reason: { id: 'error.channel.exists', fallback: 'Channel already exists in database' } } });
    expect(messageText(spanish, said)).toBe('No se pudo aprobar el canal: El canal ya existe en la base de datos.');
  });
});

describe('pendingChannels machine, rejecting asks first', () => {
  it('sends nothing until the admin confirms; Cancel keeps the channel and its edits, and sends nothing at all', async () => {
    server.answerWith({ status: 200, body: two });
    const recorder = recordToasts();
    const actor = createActor(pendingChannelsMachine, { input: { toasts: recorder.ref } }).start();
    await vi.waitFor(() => expect(queueView(actor.getSnapshot()).status).toBe('listed'));
    const before = server.received.length;
    actor.send({ type: 'draft.change', item: two[1], changes: { channel_name: 'Recaps PH' } });
    actor.send({ type: 'queue.reject', item: two[1] });
    expect(actor.getSnapshot().value).toBe('confirming');
    expect(actor.getSnapshot().context.deciding).toEqual({ item: two[1], decision: 'reject' });
    actor.send({ type: 'dialog.close' });
    expect(actor.getSnapshot().value).toBe('ready');
    expect(queueView(actor.getSnapshot())).toMatchObject({ ids: [1, 2], deciding: null });
    expect(selectDrafts(actor.getSnapshot())[2]).toEqual({ channel_name: 'Recaps PH', language: 'tl' });
    expect(server.received).toHaveLength(before);

    server.answerWith({ status: 200, body: { message: 'Channel rejected' } });
    actor.send({ type: 'queue.reject', item: two[1] });
    expect(server.received).toHaveLength(before);
    actor.send({ type: 'dialog.confirm' });
    await vi.waitFor(() => expect(queueView(actor.getSnapshot()).ids).toEqual([1]));
    expect(server.last()).toMatchObject({ method: 'PUT', path: '/admin/pending-channels/2/reject' });
    expect(recorder.texts).toEqual(['Channel rejected']);
  });

  it('approving is not asked about', async () => {
    server.answerWith({ status: 200, body: two });
    const actor = createActor(pendingChannelsMachine, { input: quietApp() }).start();
    await vi.waitFor(() => expect(queueView(actor.getSnapshot()).status).toBe('listed'));
    server.answerWith({ status: 200, body: { message: 'Channel approved' } });
    actor.send({ type: 'queue.approve', item: two[0] });
    expect(actor.getSnapshot().value).toBe('deciding');
  });

  it('the question names the channel as the admin edited it, and its address', () => {
    expect(inEnglishOrBlank(channelRejectionQuestion(two[0], { channel_name: ' Recaps ES ', language: 'es' }))).toBe(
      `Reject "Recaps ES" (${two[0].youtube_url})? It leaves the pending list and is not added to the catalogue.`,
    );
    expect(inEnglishOrBlank(channelRejectionQuestion(two[0], { channel_name: '  ', language: 'es' }))).toBe(
      `Reject ${two[0].youtube_url}? It leaves the pending list and is not added to the catalogue.`,
    );
    expect(inEnglishOrBlank(channelRejectionQuestion(null, null))).toBe('');
    // Nothing is asked without both the channel and its draft.
    expect(inEnglishOrBlank(channelRejectionQuestion(two[0], null))).toBe('');
    expect(inEnglishOrBlank(channelRejectionQuestion(null, { channel_name: 'Recaps ES', language: 'es' }))).toBe('');
  });
});
