import { useActorRef, useSelector } from '@xstate/react';
import type { MatchConfidence, MatchType } from '../../../api/types';
import { MATCH_TYPES, matchTotals, shownMatches, thumbnailMatchesMachine, type MatchFilter, type MatchSort } from '../../../machines/thumbnailMatches';
import { useAppActors } from '../../app/hooks';
import { FormMessage } from '../../components/FormMessage';
import { MatchVideo } from '../../components/admin/MatchVideo';
import { formatDate } from '../../components/admin/formatDate';
import { button, errorText, label, page, pageSubtitle, pageTitle, select } from '../../../styles/recipes.css';
import { actions, badge, badges, itemCard, list, meta, pair, toolbar, toolbarField, total, totalLabel, totalValue, totals } from '../../../styles/admin.css';

const MATCH_TYPE_LABELS: Record<MatchType, string> = {
  EXACT_DUPLICATE: 'Exact duplicate',
  SAME_SERIES: 'Same series',
  POSSIBLY_RELATED: 'Possibly related',
  DIFFERENT: 'Different',
};

const CONFIDENCE_LABELS: Record<MatchConfidence, string> = { HIGH: 'High', MEDIUM: 'Medium', LOW: 'Low' };

const SORTS: { value: MatchSort; text: string }[] = [
  { value: 'similarity', text: 'Similarity score' },
  { value: 'date', text: 'Date' },
  { value: 'type', text: 'Type' },
];

export function ThumbnailMatchesPage() {
  const { toasts } = useAppActors();
  const actor = useActorRef(thumbnailMatchesMachine, { input: { toasts } });
  const snapshot = useSelector(actor, (s) => s);
  const { context } = snapshot;
  const listed = snapshot.matches('ready') || snapshot.matches('deleting');
  const deletingId = snapshot.matches('deleting') ? context.deletingId : null;
  const shown = shownMatches(context);
  const counts = matchTotals(context.matches);

  return (
    <div className={page}>
      <h1 className={pageTitle}>Thumbnail Duplicate Matches</h1>
      <p className={pageSubtitle}>Videos whose thumbnails look alike, side by side.</p>
      {snapshot.matches('loading') && <p role="status">Loading matches...</p>}
      {snapshot.matches('failed') && (
        <>
          <FormMessage kind="error">{context.loadError}</FormMessage>
          <div className={actions}>
            <button type="button" className={button({ variant: 'primary' })} onClick={() => actor.send({ type: 'RETRY' })}>
              Try Again
            </button>
          </div>
        </>
      )}
      {listed && (
        <>
          <dl className={totals} aria-label="Totals per type">
            {MATCH_TYPES.map((type) => (
              <div key={type} className={total}>
                <dt className={totalLabel}>{MATCH_TYPE_LABELS[type]}</dt>
                <dd className={totalValue}>{counts[type]}</dd>
              </div>
            ))}
          </dl>
          <div className={toolbar}>
            <div className={toolbarField}>
              <label className={label} htmlFor="matches-sort">
                Sort by
              </label>
              <select
                id="matches-sort"
                className={select}
                value={context.sortBy}
                onChange={(event) => actor.send({ type: 'SORT', sortBy: event.target.value as MatchSort })}
              >
                {SORTS.map((sort) => (
                  <option key={sort.value} value={sort.value}>
                    {sort.text}
                  </option>
                ))}
              </select>
            </div>
            <div className={toolbarField}>
              <label className={label} htmlFor="matches-filter">
                Match type
              </label>
              <select
                id="matches-filter"
                className={select}
                value={context.filter}
                onChange={(event) => actor.send({ type: 'FILTER', filter: event.target.value as MatchFilter })}
              >
                <option value="ALL">All</option>
                {MATCH_TYPES.map((type) => (
                  <option key={type} value={type}>
                    {MATCH_TYPE_LABELS[type]}
                  </option>
                ))}
              </select>
            </div>
          </div>
          {context.matches.length === 0 && <p role="status">No thumbnail matches</p>}
          {context.matches.length > 0 && shown.length === 0 && <p role="status">No matches of this type</p>}
          {shown.length > 0 && (
            <ul className={list} aria-label="Matches">
              {shown.map((match) => {
                const headingId = `match-${match.id}`;
                return (
                  <li key={match.id} className={itemCard} aria-labelledby={headingId}>
                    <div className={badges} id={headingId}>
                      <span className={badge}>{MATCH_TYPE_LABELS[match.match_type]}</span>
                      <span className={badge}>{CONFIDENCE_LABELS[match.confidence]} confidence</span>
                      <span className={badge}>Similarity {Math.round(match.similarity_score * 100)}%</span>
                    </div>
                    <div className={pair}>
                      <MatchVideo match={match} side={1} />
                      <MatchVideo match={match} side={2} />
                    </div>
                    <p className={meta}>
                      Found <time dateTime={match.created_at}>{formatDate(match.created_at)}</time>
                    </p>
                    {context.deleteError?.id === match.id && (
                      <p className={errorText} role="alert">
                        {context.deleteError.text}
                      </p>
                    )}
                    <div className={actions}>
                      <button
                        type="button"
                        className={button({ variant: 'danger', size: 'sm' })}
                        disabled={deletingId !== null}
                        aria-label={`Delete match ${match.title_1} and ${match.title_2}`}
                        onClick={() => actor.send({ type: 'DELETE', id: match.id })}
                      >
                        {deletingId === match.id ? 'Deleting...' : 'Delete'}
                      </button>
                    </div>
                  </li>
                );
              })}
            </ul>
          )}
        </>
      )}
    </div>
  );
}
