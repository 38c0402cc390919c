import { useLingui } from '@lingui/react';
import { useActorRef } from '@xstate/react';
import { Suspense } from 'react';
import { Link } from 'wouter';
import { ACCOUNT_EXPORT_URL, MAL_EXPORT_URL } from '../../domain/accountFiles';
import { accountDeletionMachine } from '../../machines/accountDeletion';
import { useAppActors, useLanguageActor, useSession } from '../app/hooks';
import { LoadBoundary } from '../app/LoadBoundary';
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
const LanguageMenu = lazyPage(() => import('../components/LanguageMenu'), 'LanguageMenu');

/**
 * The member's account: their settings (the interface's language, the private feed, the spoiler shield; decisions
 * 0123, 0126), their data to take
 * away (a JSON export of everything, their list as MyAnimeList writes one), an import, and leaving for good.
 */
export function AccountPage() {
  const { session, toasts } = useAppActors();
  const { status, slow, send: sendSession } = useSession();
  const deletion = useActorRef(accountDeletionMachine, { input: { session, toasts } });
  const language = useLanguageActor();
  const { _ } = useLingui();

  return (
    <section className={page}>
      <h1 className={pageTitle}>{_('account.title')}</h1>
      <p className={pageSubtitle}>{_('account.subtitle')}</p>

      {status === 'anonymous' && <LoginRequired what="your account" />}
      {status === 'loading' && (slow ? <SlowAnswer onRetry={() => sendSession({ type: 'request.retry' })} /> : <Loading text={_('account.loading')} />)}

      {status === 'authenticated' && (
        <>
          <section className={styles.section} aria-labelledby="account-language-title">
            <h2 id="account-language-title" className={styles.sectionTitle}>
              {_('account.languageTitle')}
            </h2>
            <p className={styles.note}>{_('account.languageNote')}</p>
            {language !== null && (
              // A menu whose code cannot load leaves the choice to the header's, which loads with the same code.
              <LoadBoundary fallback={() => null}>
                <Suspense fallback={null}>
                  <LanguageMenu language={language} id="account-language" labelShown />
                </Suspense>
              </LoadBoundary>
            )}
          </section>
          <FeedAddressPanel />
          <Suspense fallback={null}>
            <SpoilerShieldPanel />
          </Suspense>

          <section className={styles.section} aria-labelledby="account-data-title">
            <h2 id="account-data-title" className={styles.sectionTitle}>
              {_('account.dataTitle')}
            </h2>
            <p className={styles.note}>{_('account.dataNote')}</p>
            <div className={styles.actions}>
              {/* Plain links: the server names the file, and the browser saves it. */}
              <a className={`${button({ variant: 'secondary', size: 'md' })} ${wrappingAction}`} href={ACCOUNT_EXPORT_URL} download>
                <span className={wrappingLabel}>{_('account.exportData')}</span>
              </a>
              <a className={`${button({ variant: 'secondary', size: 'md' })} ${wrappingAction}`} href={MAL_EXPORT_URL} download>
                <span className={wrappingLabel}>{_('account.exportList')}</span>
              </a>
              <Link className={button({ variant: 'secondary', size: 'md' })} href="/account/import">
                {_('account.importList')}
              </Link>
            </div>
          </section>

          <section className={styles.section} aria-labelledby="account-delete-title">
            <h2 id="account-delete-title" className={styles.sectionTitle}>
              {_('account.deleteTitle')}
            </h2>
            <p className={styles.note}>{_('account.deleteNote')}</p>
            <div className={styles.actions}>
              <button type="button" className={button({ variant: 'danger', size: 'md' })} onClick={() => deletion.send({ type: 'dialog.open' })}>
                {_('account.deleteButton')}
              </button>
            </div>
          </section>
          <DeleteAccountDialog deletion={deletion} />
        </>
      )}
    </section>
  );
}
