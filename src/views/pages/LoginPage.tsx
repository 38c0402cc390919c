import { useEffect, useRef, type FormEvent } from 'react';
import { useMachine } from '@xstate/react';
import { Link, useLocation } from 'wouter';
import { loginMachine } from '../../machines/login';
import { useSession } from '../app/hooks';
import { FormMessage } from '../components/FormMessage';
import { PasswordField } from '../components/PasswordField';
import { button, field, input, label, linkButton } from '../../styles/recipes.css';
import * as styles from '../../styles/account.css';

export function LoginPage() {
  const [, navigate] = useLocation();
  const session = useSession();
  const [snapshot, send] = useMachine(loginMachine);
  const { loginIdentifier, password, error, notice, user } = snapshot.context;
  const resending = snapshot.matches('resending');
  // The resend action stays in view (disabled) while it is on its way.
  const offerResend = snapshot.matches({ editing: 'unverified' }) || resending;
  const loggedIn = snapshot.matches('loggedIn');
  const busy = snapshot.matches('submitting') || resending;
  const sendSession = session.send;
  const alreadyAuthenticated = session.status === 'authenticated';

  // The session hears of this login once, even if the page renders again before it leaves.
  const announced = useRef(false);
  useEffect(() => {
    if (loggedIn && user) {
      if (announced.current) return;
      announced.current = true;
      sendSession({ type: 'LOGGED_IN', user });
      navigate('/');
    } else if (alreadyAuthenticated) {
      navigate('/', { replace: true });
    }
  }, [loggedIn, user, alreadyAuthenticated, sendSession, navigate]);

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    send({ type: 'SUBMIT' });
  };

  return (
    <div className={styles.screen}>
      <section className={styles.panel} aria-labelledby="login-title">
        <h1 id="login-title" className={styles.title}>
          Login to Your Account
        </h1>
        {notice !== null && <FormMessage kind="success">{notice}</FormMessage>}
        {error !== null && (
          <FormMessage kind="error">
            <span>{error}</span>
            {offerResend && (
              <button
                type="button"
                className={linkButton}
                onClick={() => send({ type: 'RESEND' })}
                disabled={busy}
              >
                {resending ? 'Sending verification email...' : 'Resend verification email'}
              </button>
            )}
          </FormMessage>
        )}
        <form className={styles.form} onSubmit={onSubmit} aria-busy={busy}>
          <div className={field}>
            <label className={label} htmlFor="login-identifier">
              Username or Email
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
              onChange={(event) => send({ type: 'FIELD.CHANGE', field: 'loginIdentifier', value: event.target.value })}
            />
          </div>
          <PasswordField
            id="login-password"
            label="Password"
            autoComplete="current-password"
            value={password}
            disabled={busy}
            onChange={(value) => send({ type: 'FIELD.CHANGE', field: 'password', value })}
          />
          <div className={styles.optionsRow}>
            <label className={styles.checkboxLabel}>
              {/* Spec: Remember me is offered and has no effect; sessions last the same either way. */}
              <input type="checkbox" name="rememberMe" className={styles.checkbox} disabled={busy} />
              Remember me
            </label>
            <Link href="/reset-password" className={styles.link}>
              Forgot your password?
            </Link>
          </div>
          <button type="submit" className={`${button({ variant: 'primary' })} ${styles.submit}`} disabled={busy}>
            {snapshot.matches('submitting') ? 'Logging in...' : 'Login'}
          </button>
        </form>
        <p className={styles.footer}>
          Don&apos;t have an account?{' '}
          <Link href="/register" className={styles.link}>
            Sign up
          </Link>
        </p>
      </section>
    </div>
  );
}
