import type { ReactNode } from 'react';
import { useLingui } from '@lingui/react';
import type { QueueText } from '../../../machines/reviewQueue';
import { useMessageText } from '../../hooks/useMessage';
import { button, errorText } from '../../../styles/recipes.css';
import { actions } from '../../../styles/admin.css';
import { FormMessage } from '../FormMessage';

/** What a queue says, in the reader's language: a message of the catalogue, or a text as it is. */
function useQueueText(): (text: QueueText) => string {
  const say = useMessageText();
  return (text) => (typeof text === 'string' ? text : say(text));
}

/** The foot of a review queue's item: its own failure, told beside it, then its decision buttons. */
export function QueueItemFooter({ error, children }: { error: QueueText | null; children: ReactNode }) {
  const say = useQueueText();
  return (
    <>
      {error !== null && (
        <p className={errorText} role="alert">
          {say(error)}
        </p>
      )}
      <div className={actions}>{children}</div>
    </>
  );
}

interface ApproveRejectProps {
  /** The decision this item is waiting for, if it is the one being decided. */
  deciding: 'approve' | 'reject' | null;
  /** One decision at a time: every item's buttons wait while any is answered. */
  busy: boolean;
  /** Approve also waits for what the item still needs (a name, for a pending channel). */
  approveDisabled?: boolean;
  /** The element naming the item, so each button says which item it decides. */
  describedBy: string;
  onApprove: () => void;
  onReject: () => void;
}

/** Approve and Reject for one queue item, saying which of them is being answered. */
export function ApproveRejectButtons({ deciding, busy, approveDisabled = false, describedBy, onApprove, onReject }: ApproveRejectProps) {
  const { _ } = useLingui();
  return (
    <>
      <button type="button" className={button({ variant: 'primary', size: 'sm' })} disabled={busy || approveDisabled} aria-describedby={describedBy} onClick={onApprove}>
        {deciding === 'approve' ? _('admin.queue.approving') : _('admin.queue.approve')}
      </button>
      <button type="button" className={button({ variant: 'danger', size: 'sm' })} disabled={busy} aria-describedby={describedBy} onClick={onReject}>
        {deciding === 'reject' ? _('admin.queue.rejecting') : _('admin.queue.reject')}
      </button>
    </>
  );
}

/** A review queue whose load failed: the reason, and Try Again, which loads it anew. */
export function QueueLoadFailed({ error, onRetry }: { error: QueueText | null; onRetry: () => void }) {
  const { _ } = useLingui();
  const say = useQueueText();
  return (
    <>
      <FormMessage kind="error">{error !== null && say(error)}</FormMessage>
      <div className={actions}>
        <button type="button" className={button({ variant: 'primary' })} onClick={onRetry}>
          {_('admin.queue.tryAgain')}
        </button>
      </div>
    </>
  );
}
