import { approvePendingChannel, fetchPendingChannels, rejectPendingChannel } from '../api/admin';
import { toApiError } from '../api/errors';
import type { ChannelChanged, PendingChannel } from '../api/types';
import { PENDING_CHANNEL_ALREADY_ADDED } from '../domain/channelUrl';
import { message, serverMessage, type Message } from './shared/message';
import { createReviewQueueMachine, listingAll } from './reviewQueue';

export type PendingDecision = 'approve' | 'reject';

/** The name and language as the admin edited them; before any edit, what the scanner found. */
export interface PendingChannelDraft {
  channel_name: string;
  language: string;
}

export function scannedDraft(channel: PendingChannel): PendingChannelDraft {
  return { channel_name: channel.channel_name, language: channel.language };
}

function approvedText(answer: unknown): Message {
  return message((answer as Partial<ChannelChanged> | undefined)?.message === PENDING_CHANNEL_ALREADY_ADDED ? /*i18n*/ 'admin.pending.alreadyAdded' : /*i18n*/ 'admin.pending.approved');
}

/**
 * Spec section 4, pending channel: what approve and reject send; approving needs a name. Reject asks first
 * (docs/decisions/0111): the server has no way back for a rejected channel.
 */
export const pendingChannelsMachine = createReviewQueueMachine<PendingChannel, PendingDecision, PendingChannelDraft>({
  id: 'pendingChannels',
  load: listingAll(fetchPendingChannels),
  loadErrorText: () => message('admin.pending.loadFailed'),
  decisions: ['approve', 'reject'],
  draftOf: scannedDraft,
  allows: (decision, draft) => decision === 'reject' || draft.channel_name.trim() !== '',
  decide: ({ item, decision, draft }) =>
    decision === 'reject'
      ? rejectPendingChannel(item.id, { full_scan: 0, status: 'verified' })
      : approvePendingChannel(item.id, {
          channel_name: draft.channel_name.trim(),
          language: draft.language,
          active: 1,
          full_scan: 1,
          status: 'verified',
        }),
  // A channel added directly while it waited is not approved again: the server says so, and the toast says what it said.
  decidedText: (decision, answer) => (decision === 'approve' ? approvedText(answer) : message('admin.pending.rejected')),
  failedText: (decision, error) => {
    // A conflict is not a failure to retry: the server says why (the channel is already in the catalogue,
    // or another admin reviewed it first), and the admin needs to read that: by its code in the reader's language,
    // else in the server's words.
    const apiError = toApiError(error);
    if (apiError.status === 409) {
      return message(decision === 'approve' ? /*i18n*/ 'admin.pending.approveRefused' : /*i18n*/ 'admin.pending.rejectRefused', { reason: serverMessage(apiError) ?? apiError.message });
    }
    return message(decision === 'approve' ? /*i18n*/ 'admin.pending.approveFailed' : /*i18n*/ 'admin.pending.rejectFailed');
  },
  confirms: ['reject'],
});

/** The rejection's question: which channel (its name as the admin sees it, and its address), and that it leaves the list. */
export function channelRejectionQuestion(channel: Pick<PendingChannel, 'youtube_url'> | null, draft: PendingChannelDraft | null): Message | null {
  if (channel === null || draft === null) return null;
  const name = draft.channel_name.trim();
  return name
    ? message('admin.pending.rejectQuestion', { name, url: channel.youtube_url })
    : message('admin.pending.rejectUnnamedQuestion', { url: channel.youtube_url });
}
