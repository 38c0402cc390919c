import { useActorRef, useSelector } from '@xstate/react';
import { Link } from 'wouter';
import { followedSeriesMachine, selectFollowedError, selectFollowedLoading, selectFollowedSeries } from '../../machines/followedSeries';
import { LoadingSection } from './LoadingSection';
import * as styles from '../../styles/series.css';

/** The series a member follows, each with their reading place. */
export function FollowedSeriesPanel() {
  const followed = useActorRef(followedSeriesMachine);
  const series = useSelector(followed, selectFollowedSeries);
  const loading = useSelector(followed, selectFollowedLoading);
  const error = useSelector(followed, selectFollowedError);
  return (
    <LoadingSection id="followed-title" title="Series you follow" loading={loading} error={error} onRetry={() => followed.send({ type: 'request.retry' })}>
      {series.length === 0 && (
        <p className={styles.note}>
          You follow no series yet. <Link href="/series">Browse series</Link>
        </p>
      )}
      {series.length > 0 && (
        <ul className={styles.followedList}>
          {series.map((item) => (
            <li key={item.slug}>
              <Link href={`/series/${item.slug}`}>{item.name}</Link>
              <span className={styles.note}> · {item.progress === null ? 'no reading place' : `read up to chapter ${item.progress}`}</span>
            </li>
          ))}
        </ul>
      )}
    </LoadingSection>
  );
}
