import type { ReactNode } from 'react';
import { Link } from 'wouter';
import { page, pageSubtitle, pageTitle } from '../../styles/recipes.css';
import { SlowAnswer } from '../components/SlowAnswer';
import { useSession } from './hooks';

/** Admin screens render only for administrators; everyone else is told why. */
export function AdminGuard({ children }: { children: ReactNode }) {
  const { status, isAdmin, slow, send } = useSession();
  if (status === 'loading') {
    return (
      <div className={page}>
        {slow ? (
          <SlowAnswer onRetry={() => send({ type: 'request.retry' })} />
        ) : (
          <p className={pageSubtitle} role="status">
            Loading...
          </p>
        )}
      </div>
    );
  }
  if (!isAdmin) {
    return (
      <div className={page}>
        <h1 className={pageTitle}>Access Denied</h1>
        <p className={pageSubtitle}>You need admin privileges to access this page.</p>
        <p>
          <Link href="/">Back to all recaps</Link>
        </p>
      </div>
    );
  }
  return <>{children}</>;
}
