import type { ReactNode } from 'react';
import { useLingui } from '@lingui/react';
import { useActorRef, useSelector } from '@xstate/react';
import { Link } from 'wouter';
import { selectSignedInMember, visitorOnlyMachine } from '../../machines/visitorOnly';
import { AccountPanel } from '../components/AccountPanel';
import { FormMessage } from '../components/FormMessage';
import { button } from '../../styles/recipes.css';
import * as styles from '../../styles/account.css';
import { useAppActors } from './hooks';

/**
 * A screen made for visitors (register, password reset): a signed-in member is told who they are signed in as,
 * with a way home, and is never offered the form. `title` is the heading's message id.
 */
export function VisitorOnlyGuard({ title, children }: { title: string; children: ReactNode }) {
  const { _ } = useLingui();
  const { session } = useAppActors();
  const visitorOnly = useActorRef(visitorOnlyMachine, { input: { session } });
  const member = useSelector(visitorOnly, selectSignedInMember);
  if (member === null) return <>{children}</>;
  return (
    <AccountPanel titleId="visitor-only-title" title={_(title)}>
      <div className={styles.actions}>
        <FormMessage kind="info">{_('auth.visitorOnly.signedInAs', { username: member })}</FormMessage>
        <Link href="/" className={button({ variant: 'primary' })}>
          {_('auth.visitorOnly.home')}
        </Link>
      </div>
    </AccountPanel>
  );
}
