import type { SortOrder } from '../../api/types';
import { button } from '../../styles/recipes.css';

/** Turns a list's order round; it names the order in force. */
export function SortOrderButton({ order, onToggle }: { order: SortOrder; onToggle: () => void }) {
  return (
    <button
      type="button"
      className={button({ variant: 'secondary' })}
      aria-label={order === 'asc' ? 'Sort order: ascending' : 'Sort order: descending'}
      onClick={onToggle}
    >
      {order === 'asc' ? '↑ Ascending' : '↓ Descending'}
    </button>
  );
}
