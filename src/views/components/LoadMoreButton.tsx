import { useLingui } from '@lingui/react';
import { button } from '../../styles/recipes.css';
import * as styles from '../../styles/channels.css';

interface LoadMoreButtonProps {
  /** A later page is on its way: the button says so and waits. */
  loading: boolean;
  label: string;
  onLoadMore: () => void;
}

/** The Load More button under a list of channels. */
export function LoadMoreButton({ loading, label, onLoadMore }: LoadMoreButtonProps) {
  const { _ } = useLingui();
  return (
    <div className={styles.loadMore}>
      <button type="button" className={button({ variant: 'secondary' })} disabled={loading} onClick={onLoadMore}>
        {loading ? _('recaps.loadingMore') : label}
      </button>
    </div>
  );
}
