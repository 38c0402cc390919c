import { useLingui } from '@lingui/react';
import { useState } from 'react';
import type { SeriesDetail } from '../../api/types';
import { SERIES_TRACKERS, TRACKER_FORMS } from '../../domain/seriesIdentity';
import { linkButton } from '../../styles/recipes.css';
import * as styles from '../../styles/seriesIdentity.css';
import { SeriesStatusBadge } from './SeriesStatusBadge';

/** A synopsis longer than this, or of more paragraphs, starts folded: a few lines, then Show more. */
const FOLDED_SYNOPSIS_LENGTH = 280;
const FOLDED_SYNOPSIS_PARAGRAPHS = 3;

function synopsisFolds(synopsis: string): boolean {
  return synopsis.length > FOLDED_SYNOPSIS_LENGTH || synopsis.split('\n').length > FOLDED_SYNOPSIS_PARAGRAPHS;
}

/**
 * The picture a series is known by: its own cover, else its newest recap's picture, else a placeholder with its
 * initial. A picture that fails to load gives way to the placeholder rather than a broken image.
 */
export function SeriesCover({ series, className }: { series: Pick<SeriesDetail, 'name' | 'cover_url' | 'thumbnail_url'>; className: string }) {
  const source = series.cover_url ?? series.thumbnail_url;
  const [failed, setFailed] = useState<string | null>(null);
  if (source === null || failed === source) {
    return (
      <span className={`${className} ${styles.coverPlaceholder}`} data-testid="cover-placeholder" aria-hidden="true">
        {series.name.trim().charAt(0).toUpperCase()}
      </span>
    );
  }
  // Decorative: the series' name is beside it.
  return <img className={className} src={source} alt="" width={240} height={340} onError={() => setFailed(source)} />;
}

/** What a series is: status, genres, synopsis, its other titles and its pages on the trackers. */
export function SeriesIdentity({ series, aliases }: { series: SeriesDetail; aliases: readonly string[] }) {
  const { _, i18n } = useLingui();
  const [unfolded, setUnfolded] = useState(false);
  // Its other titles: the ones an admin recorded, then the names its channels use, each once and never its own name.
  const otherTitles = [...new Set([...series.alt_titles, ...aliases])].filter((title) => title !== series.name);
  const links = SERIES_TRACKERS.flatMap((tracker) => {
    const id = series.links[tracker];
    return id === null ? [] : [{ tracker, label: TRACKER_FORMS[tracker].label, href: TRACKER_FORMS[tracker].url(id) }];
  });
  const folds = synopsisFolds(series.synopsis);
  const total = series.total_chapters;
  return (
    <div className={styles.identity}>
      {(series.status !== null || series.genres.length > 0 || total !== null) && (
        <div className={styles.tags}>
          <SeriesStatusBadge status={series.status} />
          {total !== null && <span className={styles.fact}>{_('series.chapters', { n: total, count: i18n.locale === 'en' ? String(total) : i18n.number(total) })}</span>}
          {series.genres.length > 0 && (
            <ul className={styles.genres} aria-label={_('series.genres')}>
              {series.genres.map((genre) => <li key={genre} className={styles.genre}>{genre}</li>)}
            </ul>
          )}
        </div>
      )}
      {series.synopsis !== '' && (
        <div>
          <p id="series-synopsis" className={folds && !unfolded ? `${styles.synopsis} ${styles.folded}` : styles.synopsis}>
            {series.synopsis}
          </p>
          {folds && (
            <button type="button" className={linkButton} aria-expanded={unfolded} aria-controls="series-synopsis" onClick={() => setUnfolded(!unfolded)}>
              {unfolded ? _('series.showLess') : _('series.showMore')}
            </button>
          )}
        </div>
      )}
      {otherTitles.length > 0 && (
        <p className={styles.fact}>
          <span className={styles.factName}>{_('series.otherTitles')}</span> {otherTitles.join(' · ')}
        </p>
      )}
      {links.length > 0 && (
        <nav aria-label={_('series.trackers')}>
          <ul className={styles.links}>
            {links.map(({ tracker, label, href }) => (
              <li key={tracker}>
                <a href={href} target="_blank" rel="noopener noreferrer">{label}</a>
              </li>
            ))}
          </ul>
        </nav>
      )}
    </div>
  );
}
