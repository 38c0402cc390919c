import { useLingui } from '@lingui/react';
import { useActorRef, useSelector } from '@xstate/react';
import type { SeriesCoverage } from '../../api/types';
import { continueFrom, continueRecap } from '../../domain/seriesCoverage';
import {
  selectProgress,
  selectProgressBusy,
  selectProgressDraft,
  selectProgressError,
  seriesProgressMachine,
} from '../../machines/seriesProgress';
import { useAppActors } from '../app/hooks';
import { useMessageText } from '../hooks/useMessage';
import { button, errorText, input } from '../../styles/recipes.css';
import * as styles from '../../styles/series.css';

interface SeriesReadingProps {
  slug: string;
  progress: number | null;
  coverage: SeriesCoverage[];
  /** The language to continue in: the page's choice, else the browser's, else null for any. */
  language: string | null;
  onContinue: (recapId: number) => void;
}

/** A member's "read up to chapter N" (set, clear) and "continue from chapter N + 1". */
export function SeriesReading({ slug, progress: initial, coverage, language, onContinue }: SeriesReadingProps) {
  const { _ } = useLingui();
  const say = useMessageText();
  const { toasts } = useAppActors();
  const reading = useActorRef(seriesProgressMachine, { input: { toasts, slug, progress: initial } });
  const progress = useSelector(reading, selectProgress);
  const draft = useSelector(reading, selectProgressDraft);
  const error = useSelector(reading, selectProgressError);
  const busy = useSelector(reading, selectProgressBusy);
  const next = progress === null ? null : continueRecap(coverage, progress, language);
  // Past a gap in the coverage, the chapter the next recap starts from, not the one no recap covers.
  const nextChapter = progress === null ? null : continueFrom(coverage, progress);
  return (
    <section className={styles.section} aria-labelledby="reading-title">
      <h2 id="reading-title" className={styles.sectionTitle}>
        {_('series.reading.title')}
      </h2>
      <p className={styles.note}>{progress === null ? _('series.reading.none') : _('series.reading.readTo', { chapter: progress })}</p>
      {progress !== null &&
        (next ? (
          <div className={styles.actions}>
            <button type="button" className={button({ variant: 'primary', size: 'md' })} onClick={() => onContinue(next.recap_id)}>
              {_('series.reading.continueFrom', { chapter: nextChapter })}
            </button>
          </div>
        ) : (
          <p className={styles.note}>{_('series.reading.noRecapYet', { chapter: progress + 1 })}</p>
        ))}
      <form
        className={styles.actions}
        onSubmit={(event) => {
          event.preventDefault();
          reading.send({ type: 'form.submit' });
        }}
      >
        <label htmlFor="series-progress">{_('series.reading.label')}</label>
        <input
          id="series-progress"
          className={`${input} ${styles.chapterInput}`}
          inputMode="numeric"
          value={draft}
          aria-invalid={error !== null}
          aria-describedby={error ? 'series-progress-error' : undefined}
          onChange={(event) => reading.send({ type: 'field.change', value: event.target.value })}
        />
        <button type="submit" className={button({ variant: 'secondary', size: 'md' })} disabled={busy}>
          {_('series.reading.save')}
        </button>
        {progress !== null && (
          <button type="button" className={button({ variant: 'secondary', size: 'md' })} disabled={busy} onClick={() => reading.send({ type: 'progress.clear' })}>
            {_('series.reading.clear')}
          </button>
        )}
      </form>
      {error && (
        <p id="series-progress-error" className={errorText} role="alert">
          {say(error)}
        </p>
      )}
    </section>
  );
}
