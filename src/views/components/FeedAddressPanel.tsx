import { useActorRef, useSelector } from '@xstate/react';
import {
  feedTokenMachine,
  selectFeedTokenActive,
  selectFeedTokenCreatedAt,
  selectFeedTokenError,
  selectFeedTokenStep,
  selectFeedUrl,
} from '../../machines/feedToken';
import { useAppActors } from '../app/hooks';
import { LoadingSection } from './LoadingSection';
import { button, errorText } from '../../styles/recipes.css';
import * as styles from '../../styles/series.css';
import { formatCalendarDate } from '../../domain/calendarDate';

/** The member's private feed of their followed series: whether they have one, a new one, the address once with Copy. */
export function FeedAddressPanel() {
  const { toasts } = useAppActors();
  const feed = useActorRef(feedTokenMachine, { input: { toasts } });
  const step = useSelector(feed, selectFeedTokenStep);
  const active = useSelector(feed, selectFeedTokenActive);
  const url = useSelector(feed, selectFeedUrl);
  const createdAt = useSelector(feed, selectFeedTokenCreatedAt);
  const error = useSelector(feed, selectFeedTokenError);
  return (
    <LoadingSection
      id="feed-title"
      title="Private feed of the series you follow"
      loading={step === 'loading'}
      error={step === 'failed' ? error : null}
      onRetry={() => feed.send({ type: 'request.retry' })}
    >
      <p className={styles.note}>
        {active
          ? `You have a private feed address${createdAt ? `, made on ${formatCalendarDate(createdAt, '')}` : ''}. A new one replaces it: the old address stops working.`
          : 'You have no private feed address yet. Feed readers can follow your series with one.'}
      </p>
      {url && (
        <>
          <p className={styles.note}>Your feed address (shown only now; keep it private):</p>
          <p className={styles.feedUrl} data-testid="feed-url">
            {url}
          </p>
        </>
      )}
      <div className={styles.actions}>
        {url && (
          <button type="button" className={button({ variant: 'secondary', size: 'md' })} onClick={() => feed.send({ type: 'feedToken.copy' })}>
            Copy
          </button>
        )}
        <button
          type="button"
          className={button({ variant: 'primary', size: 'md' })}
          disabled={step === 'creating'}
          onClick={() => feed.send({ type: 'feedToken.create' })}
        >
          {active ? 'Create a new feed address' : 'Create a feed address'}
        </button>
      </div>
      {error && (
        <p className={errorText} role="alert">
          {error}
        </p>
      )}
    </LoadingSection>
  );
}
