import { type FormEvent, type ReactNode } from 'react';
import { useActorRef, useSelector } from '@xstate/react';
import { Link, Redirect, useSearch } from 'wouter';
import { resetConfirmMachine, selectResetConfirmForm, selectResetConfirmStep, type ResetConfirmField } from '../../machines/resetConfirm';
import { AccountPanel } from '../components/AccountPanel';
import { FormMessage } from '../components/FormMessage';
import { PasswordField } from '../components/PasswordField';
import { button } from '../../styles/recipes.css';
import * as styles from '../../styles/account.css';

const PASSWORD_FIELDS: { field: ResetConfirmField; id: string; label: string }[] = [
  { field: 'password', id: 'reset-new-password', label: 'New Password' },
  { field: 'confirmPassword', id: 'reset-confirm-password', label: 'Confirm New Password' },
];

export function ResetPasswordConfirmPage() {
  const token = new URLSearchParams(useSearch()).get('token');
  const actor = useActorRef(resetConfirmMachine, { input: { token } });
  const send = actor.send;
  const step = useSelector(actor, selectResetConfirmStep);
  const form = useSelector(actor, selectResetConfirmForm);
  const { password, confirmPassword, error, message } = form;
  const busy = step === 'submitting';
  const leaving = step === 'toLogin';
  const change = (fieldName: ResetConfirmField) => (value: string) => send({ type: 'field.change', field: fieldName, value });


  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    send({ type: 'form.submit' });
  };

  // The link's outcome, then the way to the login page the machine is about to take.
  const outcome = (kind: 'error' | 'success', text: ReactNode) => (
    <div className={styles.actions}>
      <FormMessage kind={kind}>{text}</FormMessage>
      <p className={styles.hint}>Taking you to the login page...</p>
      <Link href="/login" className={button({ variant: 'primary' })}>
        Go to Login
      </Link>
    </div>
  );

  // The machine decides when to leave (after the notice has been read); the router takes the page there.
  if (leaving) return <Redirect to="/login" replace />;

  return (
    <AccountPanel titleId="reset-confirm-title" title="Set New Password">
      {step === 'invalidLink' ? (
        outcome('error', error)
      ) : step === 'done' ? (
        outcome('success', message || 'Your password has been reset.')
      ) : (
        <>
          {error !== null && <FormMessage kind="error">{error}</FormMessage>}
          {/* The spec's own messages (match, then length) answer an empty or short password, not the browser's. */}
          <form className={styles.form} onSubmit={onSubmit} aria-busy={busy} noValidate>
            {PASSWORD_FIELDS.map((item) => (
              <PasswordField
                key={item.field}
                id={item.id}
                label={item.label}
                autoComplete="new-password"
                value={item.field === 'password' ? password : confirmPassword}
                required={false}
                disabled={busy || leaving}
                onChange={change(item.field)}
              />
            ))}
            <button type="submit" className={`${button({ variant: 'primary' })} ${styles.submit}`} disabled={busy || leaving}>
              {busy ? 'Resetting...' : 'Reset Password'}
            </button>
          </form>
        </>
      )}
    </AccountPanel>
  );
}
