import { useLingui } from '@lingui/react';
import type { Id } from '../../api/types';
import { chapterRangeMessage, unknownChaptersMessage, type CoverageMap as Map, type CoverageLanes } from '../../domain/seriesCoverage';
import { useMessageText } from '../hooks/useMessage';
import * as styles from '../../styles/series.css';

interface CoverageMapProps {
  map: Map;
  lanes: CoverageLanes;
  onLanesChange: (lanes: CoverageLanes) => void;
  onOpen: (recapId: Id) => void;
}

/** Chapters across, one lane per channel or language; each recap a bar that opens it; gaps show as stripes. */
export function CoverageMap({ map, lanes, onLanesChange, onOpen }: CoverageMapProps) {
  const { _ } = useLingui();
  const say = useMessageText();
  const chapterRangeText = (start: number, end: number) => say(chapterRangeMessage(start, end));
  const unknownChaptersText = (count: number) => say(unknownChaptersMessage(count));
  const percent = (chapter: number) => `${((chapter - 1) / map.lastChapter) * 100}%`;
  return (
    <section className={styles.section} aria-labelledby="coverage-title">
      <div className={styles.headerRow}>
        <h2 id="coverage-title" className={styles.sectionTitle}>
          {_('series.coverage')}
        </h2>
        <div role="group" aria-label={_('series.lanes')} className={styles.actions}>
          {(['channel', 'language'] as const).map((choice) => (
            <label key={choice}>
              <input type="radio" name="coverage-lanes" checked={lanes === choice} onChange={() => onLanesChange(choice)} />{' '}
              {choice === 'channel' ? _('series.byChannel') : _('series.byLanguage')}
            </label>
          ))}
        </div>
      </div>
      <ul className={styles.map} aria-label={_('series.chaptersRange', { last: map.lastChapter })}>
        {map.lanes.map((lane) => (
          <li key={lane.key} className={styles.lane}>
            <span className={styles.laneName}>
              {lane.label}
              {lane.unknown > 0 && <span className={styles.laneUnknown}>{unknownChaptersText(lane.unknown)}</span>}
            </span>
            <div className={styles.track} role="group" aria-label={lane.label}>
              {lane.bars.map((bar) => (
                <button
                  key={bar.recapId}
                  type="button"
                  className={styles.bar}
                  style={{ left: percent(bar.start), width: `${((bar.end - bar.start + 1) / map.lastChapter) * 100}%` }}
                  aria-label={`${lane.label}: ${chapterRangeText(bar.start, bar.end)}`}
                  title={chapterRangeText(bar.start, bar.end)}
                  onClick={() => onOpen(bar.recapId)}
                />
              ))}
            </div>
          </li>
        ))}
      </ul>
      <div className={styles.axis} aria-hidden="true">
        <span />
        <span className={styles.axisScale}>
          <span>{_('series.chapterShort', { chapter: 1 })}</span>
          <span>{_('series.chapterShort', { chapter: Math.ceil(map.lastChapter / 2) })}</span>
          <span>{_('series.chapterShort', { chapter: map.lastChapter })}</span>
        </span>
      </div>
      {map.gaps.length > 0 && (
        <p className={styles.note}>{_('series.notRecapped')} {map.gaps.map((gap) => chapterRangeText(gap.start, gap.end)).join(', ')}</p>
      )}
      {map.unknown > 0 && <p className={styles.note}>{unknownChaptersText(map.unknown)}</p>}
    </section>
  );
}
