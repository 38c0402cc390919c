import { useActorRef, useSelector } from '@xstate/react';
import { suggestionReviewMachine } from '../../../machines/suggestionReview';
import { formatRelativeTime } from '../../../domain/relativeTime';
import { useAppActors } from '../../app/hooks';
import { FormMessage } from '../../components/FormMessage';
import { AdminThumbnail } from '../../components/admin/AdminThumbnail';
import { formatDate } from '../../components/admin/formatDate';
import { button, errorText, field, label, page, pageSubtitle, pageTitle } from '../../../styles/recipes.css';
import { actions, itemBody, itemCard, itemRow, itemTitle, list, meta, strong, textarea, thumb } from '../../../styles/admin.css';

export function SuggestionsReviewPage() {
  const { session, toasts } = useAppActors();
  // The machine tells the session after each review, so the Admin menu item's pending count follows.
  const actor = useActorRef(suggestionReviewMachine, { input: { session, toasts } });
  const snapshot = useSelector(actor, (s) => s);
  const { context } = snapshot;
  const reviewing = snapshot.matches('reviewing') ? context.reviewing : null;

  return (
    <div className={page}>
      <h1 className={pageTitle}>Series Name Suggestions</h1>
      <p className={pageSubtitle}>Approve or reject the series names people suggested for recaps.</p>
      {snapshot.matches('loading') && <p role="status">Loading suggestions...</p>}
      {snapshot.matches('failed') && (
        <>
          <FormMessage kind="error">{context.loadError}</FormMessage>
          <div className={actions}>
            <button type="button" className={button({ variant: 'primary' })} onClick={() => actor.send({ type: 'RETRY' })}>
              Try Again
            </button>
          </div>
        </>
      )}
      {snapshot.matches('empty') && <p role="status">No pending suggestions</p>}
      {(snapshot.matches('ready') || snapshot.matches('reviewing')) && (
        <ul className={list} aria-label="Pending suggestions">
          {context.suggestions.map((suggestion) => {
            const notesId = `suggestion-notes-${suggestion.id}`;
            const busy = reviewing !== null;
            const headingId = `suggestion-title-${suggestion.id}`;
            return (
              <li key={suggestion.id} className={itemCard} aria-labelledby={headingId}>
                <div className={itemRow}>
                  <AdminThumbnail src={suggestion.thumbnail_url} alt={`Thumbnail of ${suggestion.recap_title}`} className={thumb} />
                  <div className={itemBody}>
                    <h2 id={headingId} className={itemTitle}>
                      {suggestion.recap_title}
                    </h2>
                    <p className={meta}>
                      Suggested name: <span className={strong}>{suggestion.suggested_series_name}</span>
                    </p>
                    <p className={meta}>
                      By <span className={strong}>{suggestion.username}</span> on{' '}
                      <time dateTime={suggestion.created_at} title={formatRelativeTime(suggestion.created_at)}>
                        {formatDate(suggestion.created_at)}
                      </time>
                    </p>
                  </div>
                </div>
                <div className={field}>
                  <label className={label} htmlFor={notesId}>
                    Admin notes (optional)
                  </label>
                  <textarea
                    id={notesId}
                    className={textarea}
                    value={context.notes[suggestion.id] ?? ''}
                    onChange={(event) => actor.send({ type: 'NOTES', id: suggestion.id, text: event.target.value })}
                  />
                </div>
                {context.itemError?.id === suggestion.id && (
                  <p className={errorText} role="alert">
                    {context.itemError.text}
                  </p>
                )}
                <div className={actions}>
                  <button
                    type="button"
                    className={button({ variant: 'primary', size: 'sm' })}
                    disabled={busy}
                    aria-describedby={headingId}
                    onClick={() => actor.send({ type: 'APPROVE', id: suggestion.id })}
                  >
                    {reviewing?.id === suggestion.id && reviewing.status === 'approved' ? 'Approving...' : 'Approve'}
                  </button>
                  <button
                    type="button"
                    className={button({ variant: 'danger', size: 'sm' })}
                    disabled={busy}
                    aria-describedby={headingId}
                    onClick={() => actor.send({ type: 'REJECT', id: suggestion.id })}
                  >
                    {reviewing?.id === suggestion.id && reviewing.status === 'rejected' ? 'Rejecting...' : 'Reject'}
                  </button>
                </div>
              </li>
            );
          })}
        </ul>
      )}
    </div>
  );
}
