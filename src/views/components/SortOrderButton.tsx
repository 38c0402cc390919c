import { useLingui } from '@lingui/react';
import type { SortOrder } from '../../api/types';
import { button } from '../../styles/recipes.css';

/** Turns a list's order round; it names the order in force. */
export function SortOrderButton({ order, onToggle }: { order: SortOrder; onToggle: () => void }) {
  const { _ } = useLingui();
  return (
    <button
      type="button"
      className={button({ variant: 'secondary' })}
      aria-label={order === 'asc' ? _('filters.sortAscendingLabel') : _('filters.sortDescendingLabel')}
      onClick={onToggle}
    >
      {order === 'asc' ? _('filters.ascending') : _('filters.descending')}
    </button>
  );
}
