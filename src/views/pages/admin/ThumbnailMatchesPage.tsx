import { useLingui } from '@lingui/react';
import { useActorRef, useSelector } from '@xstate/react';
import type { MatchConfidence, MatchType, ThumbnailMatch } from '../../../api/types';
import { matchListAddress } from '../../../domain/matchListAddress';
import { isMatchSort, isMatchType, MATCH_TYPES, type MatchChoices, type MatchSort } from '../../../domain/thumbnailMatches';
import {
  selectConfirming,
  selectDeciding,
  selectItemError,
  selectLoadError,
  selectQueueItems,
  selectQueueQuery,
  selectQueueStatus,
  selectQueueSummary,
  selectRefreshing,
} from '../../../machines/reviewQueue';
import { matchDeletionQuestion, thumbnailMatchesMachine, type MatchQuery, type MatchSummary } from '../../../machines/thumbnailMatches';
import { selectSlow } from '../../../machines/shared/slowAnswer';
import { useAppActors } from '../../app/hooks';
import { useMessageText } from '../../hooks/useMessage';
import { useListAddress } from '../../hooks/useListAddress';
import { useOnAddressChange } from '../../hooks/useOnAddressChange';
import { SlowAnswer } from '../../components/SlowAnswer';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { Trans } from '../../components/Trans';
import { QueueItemFooter, QueueLoadFailed } from '../../components/admin/ReviewQueueParts';
import { MatchVideo } from '../../components/admin/MatchVideo';
import { button, label, page, pageSubtitle, pageTitle, select } from '../../../styles/recipes.css';
import { actions, badge, badges, itemCard, list, meta, pair, toolbar, toolbarField, total, totalLabel, totalValue, totals } from '../../../styles/admin.css';
import { formatCalendarDate } from '../../../domain/calendarDate';

const MATCH_TYPE_LABELS: Record<MatchType, string> = {
  EXACT_DUPLICATE: /*i18n*/ 'admin.thumbnails.type.exactDuplicate',
  SAME_SERIES: /*i18n*/ 'admin.thumbnails.type.sameSeries',
  POSSIBLY_RELATED: /*i18n*/ 'admin.thumbnails.type.possiblyRelated',
  DIFFERENT: /*i18n*/ 'admin.thumbnails.type.different',
};

const CONFIDENCE_LABELS: Record<MatchConfidence, string> = {
  HIGH: /*i18n*/ 'admin.thumbnails.confidence.high',
  MEDIUM: /*i18n*/ 'admin.thumbnails.confidence.medium',
  LOW: /*i18n*/ 'admin.thumbnails.confidence.low',
};

const SORTS: { value: MatchSort; text: string }[] = [
  { value: 'similarity', text: /*i18n*/ 'admin.thumbnails.sort.similarity' },
  { value: 'date', text: /*i18n*/ 'admin.thumbnails.sort.date' },
  { value: 'type', text: /*i18n*/ 'admin.thumbnails.sort.type' },
];

const choicesKey = (choices: MatchChoices) => JSON.stringify([choices.type, choices.sort]);


export function ThumbnailMatchesPage() {
  const { _ } = useLingui();
  const say = useMessageText();
  const { toasts } = useAppActors();
  // The type and the sort are in the address (reload, Back and a shared link restore them); the page is not.
  const { filters: choices, setFilters: setChoices } = useListAddress(matchListAddress);
  const actor = useActorRef(thumbnailMatchesMachine, { input: { toasts, query: { ...choices, page: 1 } } });
  useOnAddressChange(choices, choicesKey, (next) => actor.send({ type: 'query.change', query: next }));
  const status = useSelector(actor, selectQueueStatus);
  const slow = useSelector(actor, selectSlow);
  const matches = useSelector(actor, selectQueueItems<ThumbnailMatch>);
  const query = useSelector(actor, selectQueueQuery<MatchQuery>);
  const summary = useSelector(actor, selectQueueSummary<MatchSummary>);
  const loadError = useSelector(actor, selectLoadError);
  const deciding = useSelector(actor, selectDeciding<ThumbnailMatch, 'delete'>);
  const confirming = useSelector(actor, selectConfirming<ThumbnailMatch, 'delete'>);
  const refreshing = useSelector(actor, selectRefreshing);
  const itemError = useSelector(actor, selectItemError);
  const busy = deciding !== null || confirming !== null || refreshing;
  // A new query waits until the list has answered the last one.
  const controlsDisabled = busy || status === 'loading';
  const changePage = (page: number) => actor.send({ type: 'query.change', query: { page } });
  const choose = (changes: Partial<MatchChoices>) => setChoices({ type: query.type, sort: query.sort, ...changes });

  return (
    <div className={page}>
      <h1 className={pageTitle}>{_('admin.thumbnails.title')}</h1>
      <p className={pageSubtitle}>{_('admin.thumbnails.subtitle')}</p>
      {summary !== null && (
        <dl className={totals} aria-label={_('admin.thumbnails.totals')}>
          {MATCH_TYPES.map((type) => (
            <div key={type} className={total}>
              <dt className={totalLabel}>{_(MATCH_TYPE_LABELS[type])}</dt>
              <dd className={totalValue}>{summary.totals[type]}</dd>
            </div>
          ))}
        </dl>
      )}
      <div className={toolbar}>
        <div className={toolbarField}>
          <label className={label} htmlFor="matches-sort">
            {_('admin.thumbnails.sortBy')}
          </label>
          <select
            id="matches-sort"
            className={select}
            value={query.sort}
            disabled={controlsDisabled}
            onChange={(event) => isMatchSort(event.target.value) && choose({ sort: event.target.value })}
          >
            {SORTS.map((sort) => (
              <option key={sort.value} value={sort.value}>
                {_(sort.text)}
              </option>
            ))}
          </select>
        </div>
        <div className={toolbarField}>
          <label className={label} htmlFor="matches-filter">
            {_('admin.thumbnails.matchType')}
          </label>
          <select
            id="matches-filter"
            className={select}
            value={query.type ?? 'ALL'}
            disabled={controlsDisabled}
            onChange={(event) => choose({ type: isMatchType(event.target.value) ? event.target.value : null })}
          >
            <option value="ALL">{_('admin.thumbnails.allTypes')}</option>
            {MATCH_TYPES.map((type) => (
              <option key={type} value={type}>
                {_(MATCH_TYPE_LABELS[type])}
              </option>
            ))}
          </select>
        </div>
      </div>
      {status === 'loading' && (slow ? <SlowAnswer onRetry={() => actor.send({ type: 'request.retry' })} /> : <p role="status">{_('admin.thumbnails.loading')}</p>)}
      {status === 'failed' && <QueueLoadFailed error={loadError} onRetry={() => actor.send({ type: 'request.retry' })} />}
      {status === 'empty' && summary !== null && (
        <p role="status">{MATCH_TYPES.every((type) => summary.totals[type] === 0) ? _('admin.thumbnails.empty') : _('admin.thumbnails.emptyOfType')}</p>
      )}
      {status === 'listed' && summary !== null && (
        <>
          {slow && <SlowAnswer onRetry={() => actor.send({ type: 'request.retry' })} />}
          <ul className={list} aria-label={_('admin.thumbnails.list')} aria-busy={refreshing}>
            {matches.map((match) => {
              const headingId = `match-${match.id}`;
              return (
                <li key={match.id} className={itemCard} aria-labelledby={headingId}>
                  <div className={badges} id={headingId}>
                    <span className={badge}>{_(MATCH_TYPE_LABELS[match.match_type])}</span>
                    <span className={badge}>{_(CONFIDENCE_LABELS[match.confidence])}</span>
                    <span className={badge}>{_('admin.thumbnails.similarity', { percent: Math.round(match.similarity_score * 100) })}</span>
                  </div>
                  <div className={pair}>
                    <MatchVideo match={match} side={1} />
                    <MatchVideo match={match} side={2} />
                  </div>
                  <p className={meta}>
                    <Trans id="admin.thumbnails.found" values={{ date: formatCalendarDate(match.created_at, '') }} components={{ 0: <time dateTime={match.created_at} /> }} />
                  </p>
                  <QueueItemFooter error={itemError?.id === match.id ? itemError.text : null}>
                    <button
                      type="button"
                      className={button({ variant: 'danger', size: 'sm' })}
                      disabled={busy}
                      aria-label={_('admin.thumbnails.deleteLabel', { first: match.title_1, second: match.title_2 })}
                      onClick={() => actor.send({ type: 'queue.delete', item: match })}
                    >
                      {deciding?.item.id === match.id ? _('admin.thumbnails.deleting') : _('admin.thumbnails.delete')}
                    </button>
                  </QueueItemFooter>
                </li>
              );
            })}
          </ul>
          <nav className={actions} aria-label={_('admin.thumbnails.pages')}>
            <button
              type="button"
              className={button({ variant: 'secondary', size: 'sm' })}
              disabled={busy || summary.page <= 1}
              onClick={() => changePage(summary.page - 1)}
            >
              {_('admin.thumbnails.previous')}
            </button>
            <span aria-live="polite">
              {_('admin.thumbnails.pageCount', { page: summary.page, total: summary.total })}
            </span>
            <button
              type="button"
              className={button({ variant: 'secondary', size: 'sm' })}
              disabled={busy || !summary.hasMore}
              onClick={() => changePage(summary.page + 1)}
            >
              {_('admin.thumbnails.next')}
            </button>
          </nav>
        </>
      )}
      <ConfirmDialog
        open={confirming !== null || deciding !== null}
        title={_('admin.thumbnails.deleteTitle')}
        question={((question) => (question === null ? '' : say(question)))(matchDeletionQuestion((confirming ?? deciding)?.item ?? null))}
        action={_('admin.thumbnails.delete')}
        busyAction={_('admin.thumbnails.deleting')}
        busy={deciding !== null}
        onConfirm={() => actor.send({ type: 'dialog.confirm' })}
        onCancel={() => actor.send({ type: 'dialog.close' })}
      />
    </div>
  );
}
