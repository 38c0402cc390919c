import { useLingui } from '@lingui/react';
import { button } from '../../styles/recipes.css';
import * as styles from '../../styles/channels.css';

interface RetryAlertProps {
  heading?: string;
  error: string | null;
  onRetry: () => void;
}

/** A list that failed to load: what went wrong and the spec's Try Again. */
export function RetryAlert({ heading, error, onRetry }: RetryAlertProps) {
  const { _ } = useLingui();
  return (
    <div className={styles.center} role="alert">
      {heading && <h2>{heading}</h2>}
      <p>{error}</p>
      <button type="button" className={button()} onClick={onRetry}>
        {_('recaps.tryAgain')}
      </button>
    </div>
  );
}
