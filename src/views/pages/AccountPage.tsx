import { useActorRef } from '@xstate/react';
import { Suspense } from 'react';
import { Link } from 'wouter';
import { ACCOUNT_EXPORT_URL, MAL_EXPORT_URL } from '../../domain/accountFiles';
import { accountDeletionMachine } from '../../machines/accountDeletion';
import { useAppActors, useSession } from '../app/hooks';
import { lazyPage } from '../app/lazyPage';
import { Loading } from '../components/ChannelGrid';
import { DeleteAccountDialog } from '../components/DeleteAccountDialog';
import { FeedAddressPanel } from '../components/FeedAddressPanel';
import { LoginRequired } from '../components/LoginRequired';
import { SlowAnswer } from '../components/SlowAnswer';
import { button, page, pageSubtitle, pageTitle } from '../../styles/recipes.css';
import * as styles from '../../styles/series.css';
import { wrappingAction, wrappingLabel } from '../../styles/account.css';

const SpoilerShieldPanel = lazyPage(() => import('../components/SpoilerShieldPanel'), 'SpoilerShieldPanel');

/**
 * The member's account: their settings (the private feed, the spoiler shield; decision 0123), their data to take
 * away (a JSON export of everything, their list as MyAnimeList writes one), an import, and leaving for good.
 */
export function AccountPage() {
  const { session, toasts } = useAppActors();
  const { status, slow, send: sendSession } = useSession();
  const deletion = useActorRef(accountDeletionMachine, { input: { session, toasts } });

  return (
    <section className={page}>
      <h1 className={pageTitle}>My Account</h1>
      <p className={pageSubtitle}>Your settings and your data</p>

      {status === 'anonymous' && <LoginRequired what="your account" />}
      {status === 'loading' && (slow ? <SlowAnswer onRetry={() => sendSession({ type: 'request.retry' })} /> : <Loading text="Loading your account..." />)}

      {status === 'authenticated' && (
        <>
          <FeedAddressPanel />
          <Suspense fallback={null}>
            <SpoilerShieldPanel />
          </Suspense>

          <section className={styles.section} aria-labelledby="account-data-title">
            <h2 id="account-data-title" className={styles.sectionTitle}>
              Your data
            </h2>
            <p className={styles.note}>
              Download everything RecapShelf keeps about you, or the series you follow as a list MyAnimeList and other trackers import.
            </p>
            <div className={styles.actions}>
              {/* Plain links: the server names the file, and the browser saves it. */}
              <a className={`${button({ variant: 'secondary', size: 'md' })} ${wrappingAction}`} href={ACCOUNT_EXPORT_URL} download>
                <span className={wrappingLabel}>Export my data (JSON)</span>
              </a>
              <a className={`${button({ variant: 'secondary', size: 'md' })} ${wrappingAction}`} href={MAL_EXPORT_URL} download>
                <span className={wrappingLabel}>Export my list (MyAnimeList XML)</span>
              </a>
              <Link className={button({ variant: 'secondary', size: 'md' })} href="/account/import">
                Import a list
              </Link>
            </div>
          </section>

          <section className={styles.section} aria-labelledby="account-delete-title">
            <h2 id="account-delete-title" className={styles.sectionTitle}>
              Delete my account
            </h2>
            <p className={styles.note}>
              Your account and everything kept with it are removed at once and cannot be brought back. Your username and email address become free to
              register again.
            </p>
            <div className={styles.actions}>
              <button type="button" className={button({ variant: 'danger', size: 'md' })} onClick={() => deletion.send({ type: 'dialog.open' })}>
                Delete my account
              </button>
            </div>
          </section>
          <DeleteAccountDialog deletion={deletion} />
        </>
      )}
    </section>
  );
}
