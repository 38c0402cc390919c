import { Link, useLocation, useSearch } from 'wouter';
import { loginPathFrom } from '../../domain/returnPath';
import { SESSION_EXPIRED_TEXT } from '../../machines/session';
import * as shell from '../../styles/shell.css';
import { useSession } from './hooks';

/** Says why a member now sees the visitor's screens, with the way back in that returns to this page. */
export function SessionExpiredNotice() {
  const { expired, status } = useSession();
  const [location] = useLocation();
  const search = useSearch();
  if (!expired || status !== 'anonymous' || location === '/login') return null;
  return (
    <div className={shell.sessionNotice} role="alert">
      <span>{SESSION_EXPIRED_TEXT}</span>
      <Link href={loginPathFrom(search === '' ? location : `${location}?${search}`)}>Log in again</Link>
    </div>
  );
}
