import { useLingui } from '@lingui/react';
import { useActorRef, useSelector } from '@xstate/react';
import { Link, useSearch } from 'wouter';
import { verifyEmailMachine, selectVerifyEmailForm, selectVerifyEmailStep } from '../../machines/verifyEmail';
import { FormMessage } from '../components/FormMessage';
import { button } from '../../styles/recipes.css';
import * as styles from '../../styles/account.css';
import { selectErrorMessages, selectSuccessMessage } from '../../machines/shared/serverErrorText';
import { useSay } from '../hooks/useSay';

function GoToLogin() {
  const { _ } = useLingui();
  return (
    <Link href="/login" className={button({ variant: 'primary' })}>
      {_('auth.goToLogin')}
    </Link>
  );
}

export function VerifyEmailPage() {
  const { _ } = useLingui();
  const say = useSay();
  const token = new URLSearchParams(useSearch()).get('token');
  const actor = useActorRef(verifyEmailMachine, { input: { token } });
  const step = useSelector(actor, selectVerifyEmailStep);
  const form = useSelector(actor, selectVerifyEmailForm);
  const { message, error } = form;
  const errorMessages = useSelector(actor, selectErrorMessages);
  const successMessage = useSelector(actor, selectSuccessMessage);

  return (
    <div className={styles.screen}>
      <section className={styles.panel} aria-labelledby="verify-title" aria-busy={step === 'verifying'}>
        {step === 'verified' ? (
          <>
            <h1 id="verify-title" className={styles.title}>
              {_('auth.verify.verified')}
            </h1>
            {message && <FormMessage kind="success">{successMessage === null ? message : say(successMessage)}</FormMessage>}
            <GoToLogin />
          </>
        ) : step === 'failed' ? (
          <>
            <h1 id="verify-title" className={styles.title}>
              {_('auth.verify.failed')}
            </h1>
            <FormMessage kind="error">{errorMessages === null ? error : say(errorMessages)}</FormMessage>
            <GoToLogin />
            <p className={styles.hint}>
              {_('auth.verify.needNew')}
            </p>
          </>
        ) : (
          <>
            <h1 id="verify-title" className={styles.title}>
              {_('auth.verify.verifying')}
            </h1>
            <div className={styles.spinner} role="status" aria-label={_('auth.verify.verifying')} />
          </>
        )}
      </section>
    </div>
  );
}
