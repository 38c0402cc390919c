import { type FormEvent, type ReactNode } from 'react';
import { useLingui } from '@lingui/react';
import { useActorRef, useSelector } from '@xstate/react';
import { Link, Redirect, useSearch } from 'wouter';
import { resetConfirmMachine, selectResetConfirmForm, selectResetConfirmStep, type ResetConfirmField } from '../../machines/resetConfirm';
import { AccountPanel } from '../components/AccountPanel';
import { FormMessage } from '../components/FormMessage';
import { PasswordField } from '../components/PasswordField';
import { button } from '../../styles/recipes.css';
import * as styles from '../../styles/account.css';
import { selectErrorMessages, selectSuccessMessage } from '../../machines/shared/serverErrorText';
import { useSay } from '../hooks/useSay';

/** Each field and its label's message id. */
const PASSWORD_FIELDS: { field: ResetConfirmField; id: string; label: string }[] = [
  { field: 'password', id: 'reset-new-password', label: /*i18n*/ 'auth.resetConfirm.newPassword' },
  { field: 'confirmPassword', id: 'reset-confirm-password', label: /*i18n*/ 'auth.resetConfirm.confirmNewPassword' },
];

export function ResetPasswordConfirmPage() {
  const { _ } = useLingui();
  const say = useSay();
  const token = new URLSearchParams(useSearch()).get('token');
  const actor = useActorRef(resetConfirmMachine, { input: { token } });
  const send = actor.send;
  const step = useSelector(actor, selectResetConfirmStep);
  const form = useSelector(actor, selectResetConfirmForm);
  const { password, confirmPassword, error } = form;
  const errorMessages = useSelector(actor, selectErrorMessages);
  const successMessage = useSelector(actor, selectSuccessMessage);
  const shownError = errorMessages === null ? error : say(errorMessages);
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
      <p className={styles.hint}>{_('auth.resetConfirm.leaving')}</p>
      <Link href="/login" className={button({ variant: 'primary' })}>
        {_('auth.goToLogin')}
      </Link>
    </div>
  );

  // The machine decides when to leave (after the notice has been read); the router takes the page there.
  if (leaving) return <Redirect to="/login" replace />;

  return (
    <AccountPanel titleId="reset-confirm-title" title={_('auth.resetConfirm.title')}>
      {step === 'invalidLink' ? (
        outcome('error', shownError)
      ) : step === 'done' ? (
        outcome('success', successMessage === null ? _('auth.resetConfirm.done') : say(successMessage))
      ) : (
        <>
          {error !== null && <FormMessage kind="error">{shownError}</FormMessage>}
          {/* The spec's own messages (match, then length) answer an empty or short password, not the browser's. */}
          <form className={styles.form} onSubmit={onSubmit} aria-busy={busy} noValidate>
            {PASSWORD_FIELDS.map((item) => (
              <PasswordField
                key={item.field}
                id={item.id}
                label={_(item.label)}
                autoComplete="new-password"
                value={item.field === 'password' ? password : confirmPassword}
                required={false}
                disabled={busy || leaving}
                onChange={change(item.field)}
              />
            ))}
            <button type="submit" className={`${button({ variant: 'primary' })} ${styles.submit}`} disabled={busy || leaving}>
              {busy ? _('auth.resetConfirm.submitting') : _('auth.resetConfirm.submit')}
            </button>
          </form>
        </>
      )}
    </AccountPanel>
  );
}
