import { useLingui } from '@lingui/react';
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
import { useMessageText } from '../hooks/useMessage';
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
  const { _, i18n } = useLingui();
  const say = useMessageText();
  return (
    <LoadingSection
      id="feed-title"
      title={_('feed.title')}
      loading={step === 'loading'}
      error={step === 'failed' && error !== null ? say(error) : null}
      onRetry={() => feed.send({ type: 'request.retry' })}
    >
      <p className={styles.note}>
        {active
          ? createdAt
            ? _('feed.activeSince', { date: formatCalendarDate(createdAt, '', i18n.locale === 'en' ? 'en-US' : i18n.locale) })
            : _('feed.active')
          : _('feed.none')}
      </p>
      {url && (
        <>
          <p className={styles.note}>{_('feed.addressShown')}</p>
          <p className={styles.feedUrl} data-testid="feed-url">
            {url}
          </p>
        </>
      )}
      <div className={styles.actions}>
        {url && (
          <button type="button" className={button({ variant: 'secondary', size: 'md' })} onClick={() => feed.send({ type: 'feedToken.copy' })}>
            {_('feed.copy')}
          </button>
        )}
        <button
          type="button"
          className={button({ variant: 'primary', size: 'md' })}
          disabled={step === 'creating'}
          onClick={() => feed.send({ type: 'feedToken.create' })}
        >
          {active ? _('feed.createNew') : _('feed.create')}
        </button>
      </div>
      {error && (
        <p className={errorText} role="alert">
          {say(error)}
        </p>
      )}
    </LoadingSection>
  );
}
