import { useLingui } from '@lingui/react';
import { button } from '../../styles/recipes.css';
import * as styles from '../../styles/recaps.css';

/**
 * What a screen shows in place of "Loading..." once its answer is slow (`waitsForAnswer`): it says so and offers
 * Try Again; the request already made keeps running, so the screen still fills itself if that answer comes.
 */
export function SlowAnswer({ onRetry }: { onRetry: () => void }) {
  const { _ } = useLingui();
  return (
    <div className={styles.state} role="status">
      <p className={styles.stateTitle}>{_('shell.slowAnswer')}</p>
      <button type="button" className={button({ variant: 'primary', size: 'md' })} onClick={onRetry}>
        {_('recaps.tryAgain')}
      </button>
    </div>
  );
}
