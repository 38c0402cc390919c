import type { FormEvent } from 'react';
import { useLingui } from '@lingui/react';
import { useActorRef, useSelector } from '@xstate/react';
import { Link } from 'wouter';
import { registerMachine, selectRegisterForm, selectRegisterStep, type RegisterField } from '../../machines/register';
import { AccountPanel } from '../components/AccountPanel';
import { FormMessage } from '../components/FormMessage';
import { PasswordField } from '../components/PasswordField';
import { button, field, input, label } from '../../styles/recipes.css';
import * as styles from '../../styles/account.css';
import { EMAIL_MAX_LENGTH, USERNAME_MAX_LENGTH, USERNAME_MIN_LENGTH } from '../../domain/limits';
import { codeMessage, type Message } from '../../domain/errorMessages';
import { selectErrorMessages, selectSuccessMessage } from '../../machines/shared/serverErrorText';
import { useSay } from '../hooks/useSay';

interface TextField {
  field: Extract<RegisterField, 'username' | 'email'>;
  /** The label's message id. */
  label: string;
  type: string;
  autoComplete: string;
  maxLength: number;
  /** The rule shown under the field before the first submit, so it is known before the server refuses. */
  rule?: Message;
}

const TEXT_FIELDS: TextField[] = [
  {
    field: 'username',
    label: /*i18n*/ 'auth.register.username',
    type: 'text',
    autoComplete: 'username',
    maxLength: USERNAME_MAX_LENGTH,
    rule: codeMessage('auth.usernameRule', { min: USERNAME_MIN_LENGTH, max: USERNAME_MAX_LENGTH }),
  },
  { field: 'email', label: /*i18n*/ 'auth.email', type: 'email', autoComplete: 'email', maxLength: EMAIL_MAX_LENGTH },
];

export function RegisterPage() {
  const { _ } = useLingui();
  const say = useSay();
  const actor = useActorRef(registerMachine);
  const send = actor.send;
  const step = useSelector(actor, selectRegisterStep);
  const form = useSelector(actor, selectRegisterForm);
  const { error, message } = form;
  const errorMessages = useSelector(actor, selectErrorMessages);
  const successMessage = useSelector(actor, selectSuccessMessage);
  const busy = step === 'submitting';
  const change = (fieldName: RegisterField) => (value: string) => send({ type: 'field.change', field: fieldName, value });

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    send({ type: 'form.submit' });
  };

  return (
    <AccountPanel titleId="register-title" title={_('auth.register.title')}>
        {step === 'registered' ? (
          <div className={styles.actions}>
            <FormMessage kind="success">{successMessage === null ? message : say(successMessage)}</FormMessage>
            <Link href="/login" className={button({ variant: 'primary' })}>
              {_('auth.goToLogin')}
            </Link>
          </div>
        ) : (
          <>
            {error !== null && <FormMessage kind="error">{errorMessages === null ? error : say(errorMessages)}</FormMessage>}
            <form className={styles.form} onSubmit={onSubmit} aria-busy={busy}>
              {TEXT_FIELDS.map((item) => (
                <div className={field} key={item.field}>
                  <label className={label} htmlFor={`register-${item.field}`}>
                    {_(item.label)}
                  </label>
                  <input
                    id={`register-${item.field}`}
                    name={item.field}
                    className={input}
                    type={item.type}
                    autoComplete={item.autoComplete}
                    autoCapitalize="none"
                    spellCheck={false}
                    required
                    disabled={busy}
                    value={form[item.field]}
                    maxLength={item.maxLength}
                    aria-describedby={item.rule ? `register-${item.field}-rule` : undefined}
                    onChange={(event) => change(item.field)(event.target.value)}
                  />
                  {item.rule && (
                    <p id={`register-${item.field}-rule`} className={styles.fieldHint}>
                      {say(item.rule)}
                    </p>
                  )}
                </div>
              ))}
              <PasswordField
                id="register-password"
                label={_('auth.password')}
                autoComplete="new-password"
                value={form.password}
                disabled={busy}
                onChange={change('password')}
              />
              <PasswordField
                id="register-confirm-password"
                label={_('auth.register.confirmPassword')}
                autoComplete="new-password"
                value={form.confirmPassword}
                disabled={busy}
                onChange={change('confirmPassword')}
              />
              <button type="submit" className={`${button({ variant: 'primary' })} ${styles.submit}`} disabled={busy}>
                {busy ? _('auth.register.submitting') : _('auth.register.submit')}
              </button>
            </form>
          </>
        )}
        <p className={styles.footer}>
          {_('auth.register.haveAccount')}{' '}
          <Link href="/login" className={styles.link}>
            {_('auth.register.loginLink')}
          </Link>
        </p>
    </AccountPanel>
  );
}
