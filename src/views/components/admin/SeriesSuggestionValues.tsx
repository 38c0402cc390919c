import { useLingui } from '@lingui/react';
import { Link } from 'wouter';
import type { QueueSuggestion } from '../../../api/types';
import { suggestionValueText, suggestionValueUrl } from '../../../domain/suggestionTypes';
import { suggestionField } from '../../../machines/suggestionReview';
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
  return <span className={`${strong} ${suggestion.type === 'synopsis' ? synopsisValue : ''}`}>{suggestionValueText(suggestion.type, value)}</span>;
}

/** A series field's suggestion on its review card: what the series says now beside what the member suggests. */
export function SeriesSuggestionValues({ suggestion }: { suggestion: QueueSuggestion }) {
  const { _ } = useLingui();
  const field = suggestionField(suggestion);
  return (
    <>
      <p className={meta}>
        {_('admin.suggestions.series')} <Link href={`/series/${encodeURIComponent(suggestion.series_slug ?? '')}`}>{suggestion.series_name}</Link>
      </p>
      <p className={meta}>
        Current {field}: <Value suggestion={suggestion} value={suggestion.current_value} />
      </p>
      <p className={meta}>
        Suggested {field}: <Value suggestion={suggestion} value={suggestion.proposed_value} />
      </p>
    </>
  );
}
