import { useLingui } from '@lingui/react';
import { useActorRef, useSelector } from '@xstate/react';
import { Link } from 'wouter';
import { followedSeriesMachine, selectFollowedError, selectFollowedLoading, selectFollowedSeries } from '../../machines/followedSeries';
import { useSay } from '../hooks/useSay';
import { LoadingSection } from './LoadingSection';
import { Trans } from './Trans';
import * as styles from '../../styles/series.css';

/** The series a member follows, each with their reading place. */
export function FollowedSeriesPanel() {
  const { _ } = useLingui();
  const say = useSay();
  const followed = useActorRef(followedSeriesMachine);
  const series = useSelector(followed, selectFollowedSeries);
  const loading = useSelector(followed, selectFollowedLoading);
  const error = useSelector(followed, selectFollowedError);
  return (
    <LoadingSection id="followed-title" title={_('watchlist.followed.title')} loading={loading} error={error === null ? null : say(error)} onRetry={() => followed.send({ type: 'request.retry' })}>
      {series.length === 0 && (
        <p className={styles.note}>
          <Trans id="watchlist.followed.none" components={{ 0: <Link href="/series" /> }} />
        </p>
      )}
      {series.length > 0 && (
        <ul className={styles.followedList}>
          {series.map((item) => (
            <li key={item.slug}>
              <Link href={`/series/${item.slug}`}>{item.name}</Link>
              <span className={styles.note}> · {item.progress === null ? _('watchlist.followed.noPlace') : _('watchlist.followed.readTo', { chapter: item.progress })}</span>
            </li>
          ))}
        </ul>
      )}
    </LoadingSection>
  );
}
