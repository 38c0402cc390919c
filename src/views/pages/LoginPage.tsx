import { type FormEvent } from 'react';
import { useLingui } from '@lingui/react';
import { useActorRef, useSelector } from '@xstate/react';
import { Link, Redirect, useSearch } from 'wouter';
import { safeReturnPath } from '../../domain/returnPath';
import { loginMachine, selectLoginBusy, selectLoginForm, selectLoginMessages, selectOfferResend, selectResending, selectSubmitting } from '../../machines/login';
import { useAppActors, useSession } from '../app/hooks';
import { useNavigateOn } from '../hooks/useNavigateOn';
import { useSay } from '../hooks/useSay';
import { AccountPanel } from '../components/AccountPanel';
import { FormMessage } from '../components/FormMessage';
import { PasswordField } from '../components/PasswordField';
import { button, field, input, label, linkButton } from '../../styles/recipes.css';
import * as styles from '../../styles/account.css';

export function LoginPage() {
  const { _ } = useLingui();
  const say = useSay();
  const { session } = useAppActors();
  const { status } = useSession();
  // The machine hands the user to the session itself; the page only leaves.
  const login = useActorRef(loginMachine, { input: { session } });
  const send = login.send;
  const { loginIdentifier, password, error, notice } = useSelector(login, selectLoginForm, shallowEqualForm);
  const { errorMessages, noticeMessage } = useSelector(login, selectLoginMessages, shallowEqualMessages);
  const resending = useSelector(login, selectResending);
  const offerResend = useSelector(login, selectOfferResend);
  const busy = useSelector(login, selectLoginBusy);
  const submitting = useSelector(login, selectSubmitting);
  // Back to the page the user was on when they chose to sign in (or when their session expired).
  const returnTo = safeReturnPath(new URLSearchParams(useSearch()).get('next'));
  useNavigateOn(login, 'login.succeeded', returnTo);

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    send({ type: 'form.submit' });
  };

  // Someone already logged in has nothing to do here.
  if (status === 'authenticated') return <Redirect to={returnTo} replace />;

  return (
    <AccountPanel titleId="login-title" title={_('auth.login.title')}>
        {notice !== null && <FormMessage kind="success">{noticeMessage === null ? notice : say(noticeMessage)}</FormMessage>}
        {error !== null && (
          <FormMessage kind="error">
            <span>{errorMessages === null ? error : say(errorMessages)}</span>
            {offerResend && (
              <button
                type="button"
                className={linkButton}
                onClick={() => send({ type: 'verification.resend' })}
                disabled={busy}
              >
                {resending ? _('auth.login.sendingVerification') : _('auth.login.resendVerification')}
              </button>
            )}
          </FormMessage>
        )}
        <form className={styles.form} onSubmit={onSubmit} aria-busy={busy}>
          <div className={field}>
            <label className={label} htmlFor="login-identifier">
              {_('auth.login.identifier')}
            </label>
            <input
              id="login-identifier"
              name="loginIdentifier"
              className={input}
              type="text"
              autoComplete="username"
              autoCapitalize="none"
              spellCheck={false}
              required
              value={loginIdentifier}
              disabled={busy}
              onChange={(event) => send({ type: 'field.change', field: 'loginIdentifier', value: event.target.value })}
            />
          </div>
          <PasswordField
            id="login-password"
            label={_('auth.password')}
            autoComplete="current-password"
            value={password}
            disabled={busy}
            onChange={(value) => send({ type: 'field.change', field: 'password', value })}
          />
          <div className={styles.optionsRow}>
            <label className={styles.checkboxLabel}>
              {/* Spec: Remember me is offered and has no effect; sessions last the same either way. */}
              <input type="checkbox" name="rememberMe" className={styles.checkbox} disabled={busy} />
              {_('auth.login.rememberMe')}
            </label>
            <Link href="/reset-password" className={styles.link}>
              {_('auth.login.forgotPassword')}
            </Link>
          </div>
          <button type="submit" className={`${button({ variant: 'primary' })} ${styles.submit}`} disabled={busy}>
            {submitting ? _('auth.login.submitting') : _('auth.login.submit')}
          </button>
        </form>
        <p className={styles.footer}>
          {_('auth.login.noAccount')}{' '}
          <Link href="/register" className={styles.link}>
            {_('auth.login.signUp')}
          </Link>
        </p>
    </AccountPanel>
  );
}

function shallowEqualForm(a: ReturnType<typeof selectLoginForm>, b: ReturnType<typeof selectLoginForm>): boolean {
  return a.loginIdentifier === b.loginIdentifier && a.password === b.password && a.error === b.error && a.notice === b.notice;
}

function shallowEqualMessages(a: ReturnType<typeof selectLoginMessages>, b: ReturnType<typeof selectLoginMessages>): boolean {
  return a.errorMessages === b.errorMessages && a.noticeMessage === b.noticeMessage;
}
