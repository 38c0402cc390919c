import { Suspense } from 'react';
import { useLingui } from '@lingui/react';
import { Route, Router, Switch, useLocation, type BaseLocationHook, type BaseSearchHook } from 'wouter';
import '../styles/global.css';
import * as shell from '../styles/shell.css';
import { Header } from './components/Header';
// The home page ships with the entry: most visits start there, and a lazy chunk would add a round trip before the first card.
import { HomePage } from './pages/HomePage';
// So is a recap's own address, which feeds link to: it only hands over to the home page's dialog.
import { RecapPage } from './pages/RecapPage';
import { ROUTES } from '../domain/routes';
import { AppProviders } from './app/AppProviders';
import { lazyPage } from './app/lazyPage';
import { LoadBoundary } from './app/LoadBoundary';
import { PageLoadFailed } from './app/PageLoadFailed';
import { PageLoading } from './app/PageLoading';
import { PageTitle } from './app/PageTitle';
import { SessionExpiredNotice } from './app/SessionExpiredNotice';
import { ToastHost } from './app/ToastHost';
import { useBootShellHandOff } from './hooks/useBootShellHandOff';

// The keyboard shortcuts and the page foot that names them come right after the first screen, which needs neither.
const KeyboardShortcuts = lazyPage(() => import('./app/KeyboardShortcuts'), 'KeyboardShortcuts');
// Every other page, with its title, guard and code, loads apart from the first screen (OtherPages).
const OtherPages = lazyPage(() => import('./OtherPages'), 'OtherPages');

/** Starts loading the other pages' routes: at once, so a visitor's first move to another page does not wait for them. */
export function preloadOtherPages(): void {
  void import('./OtherPages').catch(() => {
    // A failed load is asked again when one of those pages is shown (lazyPage).
  });
}

/** The home page, titled from the first paint. */
function Home() {
  const { _ } = useLingui();
  return (
    <>
      <PageTitle name={_('shell.title.home')} />
      <HomePage />
    </>
  );
}

function Routes() {
  return (
    <Switch>
      <Route path={ROUTES.home} component={Home} />
      <Route path={ROUTES.recap} component={RecapPage} />
      <Route component={OtherPages} />
    </Switch>
  );
}

/** The page of the address; one that fails to load says so in place and can be tried again. */
function Page() {
  const [location] = useLocation();
  // The home page hands over itself when its first cards are in (RecapList); any other page at once.
  useBootShellHandOff(location !== '/');
  return (
    <LoadBoundary key={location} fallback={(retry) => <PageLoadFailed retry={retry} />}>
      <Suspense fallback={<PageLoading />}>
        <Routes />
      </Suspense>
    </LoadBoundary>
  );
}

export interface AppProps {
  /** A location hook other than the browser's (tests pass wouter's memory location). */
  locationHook?: BaseLocationHook;
  searchHook?: BaseSearchHook;
}

/** The first link of the page, for keyboards: past the header to the page itself. */
function SkipLink() {
  const { _ } = useLingui();
  return (
    <a href="#main" className={shell.skipLink}>
      {_('shell.skipToContent')}
    </a>
  );
}

export function App({ locationHook, searchHook }: AppProps) {
  const routerProps = {
    ...(locationHook ? { hook: locationHook } : {}),
    ...(searchHook ? { searchHook } : {}),
  };
  return (
    <Router {...routerProps}>
      <AppProviders>
        <SkipLink />
        <Header />
        <SessionExpiredNotice />
        <main id="main" className={shell.main} tabIndex={-1}>
          <Page />
        </main>
        <ToastHost />
        {/* Shortcuts whose code cannot load leave the page as it is. */}
        <LoadBoundary fallback={() => null}>
          <Suspense fallback={null}>
            <KeyboardShortcuts />
          </Suspense>
        </LoadBoundary>
      </AppProviders>
    </Router>
  );
}
