import type { ReactNode } from 'react';
import { useLingui } from '@lingui/react';
import { RetryAlert } from './RetryAlert';
import * as styles from '../../styles/series.css';

interface LoadingSectionProps {
  /** The heading's id, which names the section. */
  id: string;
  title: string;
  loading: boolean;
  /** Why loading failed (shown with Try Again); null while it has not. */
  error: string | null;
  onRetry: () => void;
  /** What the section shows once loaded. */
  children: ReactNode;
}

/** A titled section of a page that loads on its own: Loading..., or the failure with Try Again, or its content. */
export function LoadingSection({ id, title, loading, error, onRetry, children }: LoadingSectionProps) {
  const { _ } = useLingui();
  return (
    <section className={styles.section} aria-labelledby={id}>
      <h2 id={id} className={styles.sectionTitle}>
        {title}
      </h2>
      {loading && <p role="status">{_('section.loading')}</p>}
      {error !== null && <RetryAlert error={error} onRetry={onRetry} />}
      {!loading && error === null && children}
    </section>
  );
}
