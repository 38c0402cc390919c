import type { FormEvent } from 'react';
import { useLingui } from '@lingui/react';
import { useActorRef, useSelector } from '@xstate/react';
import { Link } from 'wouter';
import { resetRequestMachine, selectResetRequestForm, selectResetRequestStep } from '../../machines/resetRequest';
import { AccountPanel } from '../components/AccountPanel';
import { FormMessage } from '../components/FormMessage';
import { button, field, input, label } from '../../styles/recipes.css';
import * as styles from '../../styles/account.css';
import { EMAIL_MAX_LENGTH } from '../../domain/limits';
import { selectErrorMessages, selectSuccessMessage } from '../../machines/shared/serverErrorText';
import { useSay } from '../hooks/useSay';

export function ResetPasswordPage() {
  const { _ } = useLingui();
  const say = useSay();
  const actor = useActorRef(resetRequestMachine);
  const send = actor.send;
  const step = useSelector(actor, selectResetRequestStep);
  const form = useSelector(actor, selectResetRequestForm);
  const { email, error } = form;
  const errorMessages = useSelector(actor, selectErrorMessages);
  const successMessage = useSelector(actor, selectSuccessMessage);
  const busy = step === 'sending';

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    send({ type: 'form.submit' });
  };

  if (step === 'sent') {
    return (
      <AccountPanel titleId="reset-title" title={_('auth.reset.checkEmail')}>
          <FormMessage kind="success">
            {successMessage === null ? _('auth.reset.sentFor', { email: email.trim() }) : say(successMessage)}
          </FormMessage>
          <p className={styles.hint}>{_('auth.reset.sentHint')}</p>
          <Link href="/login" className={button({ variant: 'primary' })}>
            {_('auth.backToLogin')}
          </Link>
      </AccountPanel>
    );
  }

  return (
    <AccountPanel titleId="reset-title" title={_('auth.reset.title')}>
        <p className={styles.lead}>{_('auth.reset.lead')}</p>
        {error !== null && <FormMessage kind="error">{errorMessages === null ? error : say(errorMessages)}</FormMessage>}
        <form className={styles.form} onSubmit={onSubmit} aria-busy={busy}>
          <div className={field}>
            <label className={label} htmlFor="reset-email">
              {_('auth.email')}
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
            {busy ? _('auth.reset.submitting') : _('auth.reset.submit')}
          </button>
        </form>
        <p className={styles.footer}>
          {_('auth.reset.remembered')}{' '}
          <Link href="/login" className={styles.link}>
            {_('auth.backToLogin')}
          </Link>
        </p>
    </AccountPanel>
  );
}
