import { useLingui } from '@lingui/react';
import type { SeriesSummary } from '../../api/types';
import { SERIES_STATUS_MESSAGES } from '../../domain/seriesIdentity';
import * as styles from '../../styles/seriesIdentity.css';

/** A series' status as a badge; nothing when nobody has said. Its own file: the series list shows it without the page's header. */
export function SeriesStatusBadge({ status }: { status: SeriesSummary['status'] }) {
  const { _ } = useLingui();
  return status === null ? null : <span className={styles.status} data-status={status}>{_(SERIES_STATUS_MESSAGES[status])}</span>;
}
