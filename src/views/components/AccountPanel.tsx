import type { ReactNode } from 'react';
import * as styles from '../../styles/account.css';

/** The panel of an account screen (login, register, password reset), named by its heading. */
export function AccountPanel({ titleId, title, children }: { titleId: string; title: string; children: ReactNode }) {
  return (
    <div className={styles.screen}>
      <section className={styles.panel} aria-labelledby={titleId}>
        <h1 id={titleId} className={styles.title}>
          {title}
        </h1>
        {children}
      </section>
    </div>
  );
}
