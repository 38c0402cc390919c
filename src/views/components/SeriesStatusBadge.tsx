import type { SeriesSummary } from '../../api/types';
import { SERIES_STATUS_LABELS } from '../../domain/seriesIdentity';
import * as styles from '../../styles/seriesIdentity.css';

/** A series' status as a badge; nothing when nobody has said. Its own file: the series list shows it without the page's header. */
export function SeriesStatusBadge({ status }: { status: SeriesSummary['status'] }) {
  return status === null ? null : <span className={styles.status} data-status={status}>{SERIES_STATUS_LABELS[status]}</span>;
}
