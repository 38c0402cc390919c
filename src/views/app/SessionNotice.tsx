import { useSelector } from '@xstate/react';
import { Link, useLocation, useSearch } from 'wouter';
import { refusedActionName, refusedAfterLogin, refusedBeforeLogin } from '../../domain/refusedAction';
import { loginPathFrom } from '../../domain/returnPath';
import { selectRefusedCall } from '../../machines/session';
import { SESSION_EXPIRED_TEXT } from '../../machines/shared/sessionReadings';
import { button } from '../../styles/recipes.css';
import * as shell from '../../styles/sessionNotice.css';
import { useAppActors, useSession } from './hooks';

/**
 * Says why a member now sees the visitor's screens, with the way back in that returns to this page, and which
 * action the expired session refused: beside the expiry (the login page too), then once the member is back,
 * until they close it, so nothing they did is silently lost. SessionExpiredNotice loads it once a session expires.
 */
export function SessionNotice() {
  const { session } = useAppActors();
  const { expired, status } = useSession();
  const call = useSelector(session, selectRefusedCall);
  const refused = call === null ? null : refusedActionName(call.method, call.path);
  const [location] = useLocation();
  const search = useSearch();
  if (status === 'authenticated' && refused !== null) {
    return (
      <div className={shell.sessionNotice} role="alert">
        <span>{refusedAfterLogin(refused)}</span>
        <button type="button" className={button({ variant: 'ghost', size: 'sm' })} onClick={() => session.send({ type: 'notice.dismiss' })}>
          Close
        </button>
      </div>
    );
  }
  if (!expired || status !== 'anonymous') return null;
  const onLogin = location === '/login';
  if (onLogin && refused === null) return null;
  return (
    <div className={shell.sessionNotice} role="alert">
      <span>
        {SESSION_EXPIRED_TEXT}
        {refused !== null && ` ${refusedBeforeLogin(refused)}`}
      </span>
      {!onLogin && <Link href={loginPathFrom(search === '' ? location : `${location}?${search}`)}>Log in again</Link>}
    </div>
  );
}
