import type { FormEvent } from 'react';
import { useActorRef, useSelector } from '@xstate/react';
import { Link } from 'wouter';
import { resetRequestMachine, selectResetRequestForm, selectResetRequestStep } from '../../machines/resetRequest';
import { AccountPanel } from '../components/AccountPanel';
import { FormMessage } from '../components/FormMessage';
import { button, field, input, label } from '../../styles/recipes.css';
import * as styles from '../../styles/account.css';
import { EMAIL_MAX_LENGTH } from '../../domain/limits';

export function ResetPasswordPage() {
  const actor = useActorRef(resetRequestMachine);
  const send = actor.send;
  const step = useSelector(actor, selectResetRequestStep);
  const form = useSelector(actor, selectResetRequestForm);
  const { email, error, message } = form;
  const busy = step === 'sending';

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    send({ type: 'form.submit' });
  };

  if (step === 'sent') {
    return (
      <AccountPanel titleId="reset-title" title="Check Your Email">
          <FormMessage kind="success">
            {message || `If an account exists for ${email.trim()}, a link to reset your password is on its way.`}
          </FormMessage>
          <p className={styles.hint}>The link in the email lets you set a new password. Check your spam folder if it does not arrive.</p>
          <Link href="/login" className={button({ variant: 'primary' })}>
            Back to Login
          </Link>
      </AccountPanel>
    );
  }

  return (
    <AccountPanel titleId="reset-title" title="Reset Your Password">
        <p className={styles.lead}>Enter your email address and we&apos;ll send you a link to reset your password.</p>
        {error !== null && <FormMessage kind="error">{error}</FormMessage>}
        <form className={styles.form} onSubmit={onSubmit} aria-busy={busy}>
          <div className={field}>
            <label className={label} htmlFor="reset-email">
              Email
            </label>
            <input
              id="reset-email"
              name="email"
              className={input}
              type="email"
              autoComplete="email"
              autoCapitalize="none"
              spellCheck={false}
              required
              disabled={busy}
              value={email}
              maxLength={EMAIL_MAX_LENGTH}
              onChange={(event) => send({ type: 'field.change', field: 'email', value: event.target.value })}
            />
          </div>
          <button type="submit" className={`${button({ variant: 'primary' })} ${styles.submit}`} disabled={busy}>
            {busy ? 'Sending...' : 'Send Reset Link'}
          </button>
        </form>
        <p className={styles.footer}>
          Remembered it?{' '}
          <Link href="/login" className={styles.link}>
            Back to Login
          </Link>
        </p>
    </AccountPanel>
  );
}
