import { useLingui } from '@lingui/react';
import { useActorRef, useSelector } from '@xstate/react';
import { selectConfirming, selectDeciding, selectDrafts, selectItemError, selectLoadError, selectQueueItems, selectQueueStatus } from '../../../machines/reviewQueue';
import { suggestionCardTitle, suggestionRejectionQuestion, suggestionReviewMachine } from '../../../machines/suggestionReview';
import type { QueueSuggestion } from '../../../api/types';
import { SeriesSuggestionValues } from '../../components/admin/SeriesSuggestionValues';
import { formatRelativeTime } from '../../../domain/relativeTime';
import { selectSlow } from '../../../machines/shared/slowAnswer';
import { useAppActors } from '../../app/hooks';
import { useMessageText } from '../../hooks/useMessage';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { Trans } from '../../components/Trans';
import { SlowAnswer } from '../../components/SlowAnswer';
import { ApproveRejectButtons, QueueItemFooter, QueueLoadFailed } from '../../components/admin/ReviewQueueParts';
import { AdminThumbnail } from '../../components/admin/AdminThumbnail';
import { field, label, page, pageSubtitle, pageTitle } from '../../../styles/recipes.css';
import { itemBody, itemCard, itemRow, itemTitle, list, meta, strong, textarea, thumb } from '../../../styles/admin.css';
import { ADMIN_NOTES_MAX_LENGTH } from '../../../domain/limits';
import { formatCalendarDate } from '../../../domain/calendarDate';

export function SuggestionsReviewPage() {
  const { _ } = useLingui();
  const say = useMessageText();
  const { session, toasts } = useAppActors();
  // The queue tells the session after each review, so the Admin menu item's pending count follows.
  const actor = useActorRef(suggestionReviewMachine, { input: { session, toasts } });
  const status = useSelector(actor, selectQueueStatus);
  const slow = useSelector(actor, selectSlow);
  const suggestions = useSelector(actor, selectQueueItems);
  const loadError = useSelector(actor, selectLoadError);
  const reviewing = useSelector(actor, selectDeciding);
  const drafts = useSelector(actor, selectDrafts);
  const itemError = useSelector(actor, selectItemError);
  const confirming = useSelector(actor, selectConfirming);
  // The question stays up, its button saying "Rejecting...", until the server has answered.
  const asked = confirming ?? (reviewing?.decision === 'reject' ? reviewing : null);

  return (
    <div className={page}>
      <h1 className={pageTitle}>{_('admin.suggestions.title')}</h1>
      <p className={pageSubtitle}>{_('admin.suggestions.subtitle')}</p>
      {status === 'loading' && (slow ? <SlowAnswer onRetry={() => actor.send({ type: 'request.retry' })} /> : <p role="status">{_('admin.suggestions.loading')}</p>)}
      {status === 'failed' && <QueueLoadFailed error={loadError} onRetry={() => actor.send({ type: 'request.retry' })} />}
      {status === 'empty' && <p role="status">{_('admin.suggestions.empty')}</p>}
      {status === 'listed' && (
        <ul className={list} aria-label={_('admin.suggestions.list')}>
          {suggestions.map((suggestion) => {
            const notesId = `suggestion-notes-${suggestion.id}`;
            const busy = reviewing !== null;
            const headingId = `suggestion-title-${suggestion.id}`;
            return (
              <li key={suggestion.id} className={itemCard} aria-labelledby={headingId}>
                <div className={itemRow}>
                  {suggestion.type === 'series_name' && (
                    <AdminThumbnail src={suggestion.thumbnail_url} alt={_('admin.suggestions.thumbnailOf', { title: suggestion.recap_title ?? '' })} className={thumb} />
                  )}
                  <div className={itemBody}>
                    <h2 id={headingId} className={itemTitle}>
                      {say(suggestionCardTitle(suggestion))}
                    </h2>
                    {suggestion.type === 'series_name' ? <SeriesNameValues suggestion={suggestion} /> : <SeriesSuggestionValues suggestion={suggestion} />}
                    <p className={meta}>
                      <Trans
                        id="admin.suggestions.byOn"
                        values={{ user: suggestion.username ?? _('admin.suggestions.deletedAccount'), date: formatCalendarDate(suggestion.created_at, '') }}
                        components={{ 0: <span className={strong} />, 1: <time dateTime={suggestion.created_at} title={formatRelativeTime(suggestion.created_at)} /> }}
                      />
                    </p>
                  </div>
                </div>
                <div className={field}>
                  <label className={label} htmlFor={notesId}>
                    {_('admin.suggestions.notes')}
                  </label>
                  <textarea
                    id={notesId}
                    className={textarea}
                    value={drafts[suggestion.id]?.notes ?? ''}
                    maxLength={ADMIN_NOTES_MAX_LENGTH}
                    onChange={(event) => actor.send({ type: 'draft.change', item: suggestion, changes: { notes: event.target.value } })}
                  />
                </div>
                <QueueItemFooter error={itemError?.id === suggestion.id ? itemError.text : null}>
                  <ApproveRejectButtons
                    deciding={reviewing?.item.id === suggestion.id ? reviewing.decision : null}
                    busy={busy}
                    describedBy={headingId}
                    onApprove={() => actor.send({ type: 'queue.approve', item: suggestion })}
                    onReject={() => actor.send({ type: 'queue.reject', item: suggestion })}
                  />
                </QueueItemFooter>
              </li>
            );
          })}
        </ul>
      )}
      <ConfirmDialog
        open={asked !== null}
        title={_('admin.suggestions.rejectTitle')}
        question={((question) => (question === null ? '' : say(question)))(suggestionRejectionQuestion(asked?.item ?? null))}
        action={_('admin.queue.reject')}
        busyAction={_('admin.queue.rejecting')}
        busy={reviewing !== null}
        onConfirm={() => actor.send({ type: 'dialog.confirm' })}
        onCancel={() => actor.send({ type: 'dialog.close' })}
      />
    </div>
  );
}

/** A recap's series name: the name it has now beside the one suggested. */
function SeriesNameValues({ suggestion }: { suggestion: QueueSuggestion }) {
  const { _ } = useLingui();
  return (
    <>
      <p className={meta}>
        {_('admin.suggestions.currentName')} <span className={strong}>{suggestion.current_series_name ?? _('admin.suggestions.none')}</span>
      </p>
      <p className={meta}>
        {_('admin.suggestions.suggestedName')} <span className={strong}>{suggestion.suggested_series_name}</span>
      </p>
    </>
  );
}
