import { useLingui } from '@lingui/react';
import { Link } from 'wouter';
import type { QueueSuggestion } from '../../../api/types';
import { suggestionValueText, suggestionValueUrl } from '../../../domain/suggestionTypes';
import { SERIES_STATUS_MESSAGES, SERIES_STATUSES, type SeriesStatus } from '../../../domain/seriesIdentity';
import { suggestionTracker } from '../../../machines/suggestionReview';
import type { SeriesSuggestionType } from '../../../domain/suggestionTypes';
import { externalLink, meta, strong } from '../../../styles/admin.css';
import { synopsisValue } from '../../../styles/seriesSuggestions.css';

function Value({ suggestion, value }: { suggestion: QueueSuggestion; value: string | null }) {
  const { _ } = useLingui();
  if (value === null) return <span className={strong}>{_('admin.suggestions.none')}</span>;
  const url = suggestionValueUrl(suggestion.type, suggestion.tracker, value);
  if (url) {
    return (
      <a className={externalLink} href={url} target="_blank" rel="noopener noreferrer">
        {value}
      </a>
    );
  }
  // A status by its name in the reader's language; anything else as it is.
  const status = suggestion.type === 'status' && (SERIES_STATUSES as readonly string[]).includes(value) ? (value as SeriesStatus) : null;
  const text = status === null ? suggestionValueText(suggestion.type, value) : _(SERIES_STATUS_MESSAGES[status]);
  return <span className={`${strong} ${suggestion.type === 'synopsis' ? synopsisValue : ''}`}>{text}</span>;
}

/** The lines of a series field's suggestion, by the field: what the series says now, and what is suggested. */
const CURRENT: Record<SeriesSuggestionType, string> = {
  alt_title: /*i18n*/ 'admin.suggestions.current.altTitle',
  tracker_link: /*i18n*/ 'admin.suggestions.current.trackerLink',
  status: /*i18n*/ 'admin.suggestions.current.status',
  synopsis: /*i18n*/ 'admin.suggestions.current.synopsis',
};
const SUGGESTED: Record<SeriesSuggestionType, string> = {
  alt_title: /*i18n*/ 'admin.suggestions.suggested.altTitle',
  tracker_link: /*i18n*/ 'admin.suggestions.suggested.trackerLink',
  status: /*i18n*/ 'admin.suggestions.suggested.status',
  synopsis: /*i18n*/ 'admin.suggestions.suggested.synopsis',
};

/** A series field's suggestion on its review card: what the series says now beside what the member suggests. */
export function SeriesSuggestionValues({ suggestion }: { suggestion: QueueSuggestion }) {
  const { _ } = useLingui();
  const type = suggestion.type as SeriesSuggestionType;
  const tracker = suggestionTracker(suggestion);
  return (
    <>
      <p className={meta}>
        {_('admin.suggestions.series')} <Link href={`/series/${encodeURIComponent(suggestion.series_slug ?? '')}`}>{suggestion.series_name}</Link>
      </p>
      <p className={meta}>
        {_(CURRENT[type], { tracker })} <Value suggestion={suggestion} value={suggestion.current_value} />
      </p>
      <p className={meta}>
        {_(SUGGESTED[type], { tracker })} <Value suggestion={suggestion} value={suggestion.proposed_value} />
      </p>
    </>
  );
}
