import { useLingui } from '@lingui/react';
import { useActorRef, useSelector } from '@xstate/react';
import { Link } from 'wouter';
import type { ShelfSeries } from '../../api/types';
import { SHELF_STATUS_CHOICES, SHELF_STATUS_MESSAGES } from '../../domain/shelfStatus';
import { languageLabelIn } from '../../domain/languages';
import { shelfCountText } from '../../domain/shelfCounts';
import { selectShownStatus, selectStatusSaving, seriesStatusMachine } from '../../machines/seriesStatus';
import { button, select } from '../../styles/recipes.css';
import * as styles from '../../styles/shelf.css';
import { useAppActors } from '../app/hooks';
import { SelectField } from './SelectField';
import { SeriesCover } from './SeriesIdentity';

function readingPlace(_: ReturnType<typeof useLingui>['_'], series: ShelfSeries): string {
  const reached = series.max_chapter === null ? '' : ` · ${_('shelf.recapsReach', { chapter: series.max_chapter })}`;
  return (series.progress === null ? _('shelf.notStarted') : _('shelf.readTo', { chapter: series.progress })) + reached;
}

/** A followed series on the shelf: its list status changed in place, where the member is, and what continues it. */
export function ShelfSeriesRow({ series, onContinue }: { series: ShelfSeries; onContinue: (recapId: number) => void }) {
  const { _, i18n } = useLingui();
  const { toasts } = useAppActors();
  const actor = useActorRef(seriesStatusMachine, { input: { toasts, slug: series.slug, status: series.status } });
  const status = useSelector(actor, selectShownStatus);
  const saving = useSelector(actor, selectStatusSaving);
  const next = series.continue_with;
  const headingId = `shelf-series-${series.slug}`;
  return (
    <li className={styles.seriesRow} aria-labelledby={headingId}>
      <SeriesCover series={{ name: series.name, cover_url: series.cover_url, thumbnail_url: null }} className={styles.cover} />
      <div className={styles.seriesBody}>
        <h3 className={styles.seriesName} id={headingId}>
          <Link href={`/series/${series.slug}`}>{series.name}</Link>
        </h3>
        <p className={styles.facts}>
          {readingPlace(_, series)}
          {series.new_count > 0 && <span className={styles.newCount}> · {_('shelf.seriesNew', { n: series.new_count, count: shelfCountText(series.new_count) })}</span>}
        </p>
        <div className={styles.rowActions}>
          <SelectField
            id={`${headingId}-status`}
            label={_('shelf.status')}
            fieldClassName={styles.statusField}
            className={select}
            value={status}
            aria-busy={saving}
            // Not disabled: a disabled select drops the keyboard's focus to the page. The machine takes no choice
            // while one is on its way, and the select, which shows the machine's status, stays as it is.
            aria-disabled={saving}
            onChange={(event) => actor.send({ type: 'status.choose', status: event.target.value as ShelfSeries['status'] })}
          >
            {SHELF_STATUS_CHOICES.map((value) => (
              <option key={value} value={value}>
                {_(SHELF_STATUS_MESSAGES[value])}
              </option>
            ))}
          </SelectField>
          {next !== null && (
            <button type="button" className={`${button({ variant: 'secondary', size: 'md' })} ${styles.continueButton}`} onClick={() => onContinue(next.id)}>
              {/* One piece of text, so it wraps as a sentence does (a flex button lays each text node out on its own). */}
              <span>{next.language === null ? _('shelf.continueWith', { what: next.chapters_covered ?? next.title }) : _('shelf.continueWithLanguage', { what: next.chapters_covered ?? next.title, language: languageLabelIn(next.language, i18n) })}</span>
            </button>
          )}
        </div>
      </div>
    </li>
  );
}
