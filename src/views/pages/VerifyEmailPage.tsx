import { useActorRef, useSelector } from '@xstate/react';
import { Link, useSearch } from 'wouter';
import { verifyEmailMachine, selectVerifyEmailForm, selectVerifyEmailStep } from '../../machines/verifyEmail';
import { FormMessage } from '../components/FormMessage';
import { button } from '../../styles/recipes.css';
import * as styles from '../../styles/account.css';

function GoToLogin() {
  return (
    <Link href="/login" className={button({ variant: 'primary' })}>
      Go to Login
    </Link>
  );
}

export function VerifyEmailPage() {
  const token = new URLSearchParams(useSearch()).get('token');
  const actor = useActorRef(verifyEmailMachine, { input: { token } });
  const step = useSelector(actor, selectVerifyEmailStep);
  const form = useSelector(actor, selectVerifyEmailForm);
  const { message, error } = form;

  return (
    <div className={styles.screen}>
      <section className={styles.panel} aria-labelledby="verify-title" aria-busy={step === 'verifying'}>
        {step === 'verified' ? (
          <>
            <h1 id="verify-title" className={styles.title}>
              Email Verified!
            </h1>
            {message && <FormMessage kind="success">{message}</FormMessage>}
            <GoToLogin />
          </>
        ) : step === 'failed' ? (
          <>
            <h1 id="verify-title" className={styles.title}>
              Verification Failed
            </h1>
            <FormMessage kind="error">{error}</FormMessage>
            <GoToLogin />
            <p className={styles.hint}>
              Need a new verification email? Log in with your email address and choose Resend verification email.
            </p>
          </>
        ) : (
          <>
            <h1 id="verify-title" className={styles.title}>
              Verifying your email...
            </h1>
            <div className={styles.spinner} role="status" aria-label="Verifying your email..." />
          </>
        )}
      </section>
    </div>
  );
}
