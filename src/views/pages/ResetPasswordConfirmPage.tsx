import { type FormEvent } from 'react';
import { useActorRef, useSelector } from '@xstate/react';
import { Link, Redirect, useSearch } from 'wouter';
import { resetConfirmMachine, selectResetConfirmForm, selectResetConfirmStep, type ResetConfirmField } from '../../machines/resetConfirm';
import { FormMessage } from '../components/FormMessage';
import { PasswordField } from '../components/PasswordField';
import { button } from '../../styles/recipes.css';
import * as styles from '../../styles/account.css';

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

  const goToLogin = (
    <Link href="/login" className={button({ variant: 'primary' })}>
      Go to Login
    </Link>
  );

  // The machine decides when to leave (after the notice has been read); the router takes the page there.
  if (leaving) return <Redirect to="/login" replace />;

  return (
    <div className={styles.screen}>
      <section className={styles.panel} aria-labelledby="reset-confirm-title">
        <h1 id="reset-confirm-title" className={styles.title}>
          Set New Password
        </h1>
        {step === 'invalidLink' ? (
          <div className={styles.actions}>
            <FormMessage kind="error">{error}</FormMessage>
            <p className={styles.hint}>Taking you to the login page...</p>
            {goToLogin}
          </div>
        ) : step === 'done' ? (
          <div className={styles.actions}>
            <FormMessage kind="success">{message || 'Your password has been reset.'}</FormMessage>
            <p className={styles.hint}>Taking you to the login page...</p>
            {goToLogin}
          </div>
        ) : (
          <>
            {error !== null && <FormMessage kind="error">{error}</FormMessage>}
            {/* The spec's own messages (match, then length) answer an empty or short password, not the browser's. */}
            <form className={styles.form} onSubmit={onSubmit} aria-busy={busy} noValidate>
              <PasswordField
                id="reset-new-password"
                label="New Password"
                autoComplete="new-password"
                value={password}
                required={false}
                disabled={busy || leaving}
                onChange={change('password')}
              />
              <PasswordField
                id="reset-confirm-password"
                label="Confirm New Password"
                autoComplete="new-password"
                value={confirmPassword}
                required={false}
                disabled={busy || leaving}
                onChange={change('confirmPassword')}
              />
              <button type="submit" className={`${button({ variant: 'primary' })} ${styles.submit}`} disabled={busy || leaving}>
                {busy ? 'Resetting...' : 'Reset Password'}
              </button>
            </form>
          </>
        )}
      </section>
    </div>
  );
}
