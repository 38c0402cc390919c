import { Suspense, type ComponentType } from 'react';
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

// The guards of the admin and visitor pages load with those pages, not with the first screen.
const AdminGuard = lazyPage(() => import('./app/AdminGuard'), 'AdminGuard');
const VisitorOnlyGuard = lazyPage(() => import('./app/VisitorOnlyGuard'), 'VisitorOnlyGuard');
// The keyboard shortcuts and the page foot that names them come right after the first screen, which needs neither.
const KeyboardShortcuts = lazyPage(() => import('./app/KeyboardShortcuts'), 'KeyboardShortcuts');
const NotFoundPage = lazyPage(() => import('./app/NotFoundPage'), 'NotFoundPage');
const ChannelRecapsPage = lazyPage(() => import('./pages/ChannelRecapsPage'), 'ChannelRecapsPage');
const ChannelsPage = lazyPage(() => import('./pages/ChannelsPage'), 'ChannelsPage');
const FavouritesPage = lazyPage(() => import('./pages/FavouritesPage'), 'FavouritesPage');
const SeriesListPage = lazyPage(() => import('./pages/SeriesListPage'), 'SeriesListPage');
const SeriesPage = lazyPage(() => import('./pages/SeriesPage'), 'SeriesPage');
const WatchlistPage = lazyPage(() => import('./pages/WatchlistPage'), 'WatchlistPage');
const ShelfPage = lazyPage(() => import('./pages/ShelfPage'), 'ShelfPage');
const ListImportPage = lazyPage(() => import('./pages/ListImportPage'), 'ListImportPage');
const AccountPage = lazyPage(() => import('./pages/AccountPage'), 'AccountPage');
const RegisterPage = lazyPage(() => import('./pages/RegisterPage'), 'RegisterPage');
const LoginPage = lazyPage(() => import('./pages/LoginPage'), 'LoginPage');
const VerifyEmailPage = lazyPage(() => import('./pages/VerifyEmailPage'), 'VerifyEmailPage');
const ResetPasswordPage = lazyPage(() => import('./pages/ResetPasswordPage'), 'ResetPasswordPage');
const ResetPasswordConfirmPage = lazyPage(() => import('./pages/ResetPasswordConfirmPage'), 'ResetPasswordConfirmPage');
const EditRecapPage = lazyPage(() => import('./pages/admin/EditRecapPage'), 'EditRecapPage');
const EditSeriesPage = lazyPage(() => import('./pages/admin/EditSeriesPage'), 'EditSeriesPage');
const SuggestionsReviewPage = lazyPage(() => import('./pages/admin/SuggestionsReviewPage'), 'SuggestionsReviewPage');
const AddChannelPage = lazyPage(() => import('./pages/admin/AddChannelPage'), 'AddChannelPage');
const ThumbnailMatchesPage = lazyPage(() => import('./pages/admin/ThumbnailMatchesPage'), 'ThumbnailMatchesPage');
const PendingChannelsPage = lazyPage(() => import('./pages/admin/PendingChannelsPage'), 'PendingChannelsPage');


function admin(Page: ComponentType) {
  return function GuardedPage() {
    return (
      <AdminGuard>
        <Page />
      </AdminGuard>
    );
  };
}

/** A visitor's page (its heading named): a signed-in member is told so instead of being offered its form. */
function visitorOnly(Page: ComponentType, heading: string) {
  return function VisitorPage() {
    return (
      <VisitorOnlyGuard title={heading}>
        <Page />
      </VisitorOnlyGuard>
    );
  };
}

/** A page whose name does not depend on what it loads; the title names it from the first paint. */
function titled(Page: ComponentType, name: string) {
  return function TitledPage() {
    return (
      <>
        <PageTitle name={name} />
        <Page />
      </>
    );
  };
}

// The channel page, the series page, the edit page, a recap's dialog and Not Found name themselves: what they show decides their title.
const Home = titled(HomePage, 'Recaps');
const Channels = titled(ChannelsPage, 'Browse Channels');
const SeriesList = titled(SeriesListPage, 'Browse Series');
const Favourites = titled(FavouritesPage, 'My Favourites');
const Watchlist = titled(WatchlistPage, 'My Watchlist');
const Shelf = titled(ShelfPage, 'My Shelf');
const ListImport = titled(ListImportPage, 'Import Your List');
const Account = titled(AccountPage, 'My Account');
const Register = titled(visitorOnly(RegisterPage, 'Create an Account'), 'Create an Account');
const Login = titled(LoginPage, 'Login');
const VerifyEmail = titled(VerifyEmailPage, 'Verify Email');
const ResetPassword = titled(visitorOnly(ResetPasswordPage, 'Reset Your Password'), 'Reset Password');
const ResetPasswordConfirm = titled(visitorOnly(ResetPasswordConfirmPage, 'Set New Password'), 'Set New Password');
const GuardedEditRecap = admin(EditRecapPage);
const GuardedEditSeries = admin(EditSeriesPage);
const GuardedSuggestions = titled(admin(SuggestionsReviewPage), 'Series Name Suggestions');
const GuardedAddChannel = titled(admin(AddChannelPage), 'Add New Channel');
const GuardedThumbnailMatches = titled(admin(ThumbnailMatchesPage), 'Thumbnail Duplicate Matches');
const GuardedPendingChannels = titled(admin(PendingChannelsPage), 'Pending Channels Review');

function Routes() {
  return (
    <Switch>
      <Route path={ROUTES.home} component={Home} />
      <Route path={ROUTES.channelRecaps} component={ChannelRecapsPage} />
      <Route path={ROUTES.channels} component={Channels} />
      <Route path={ROUTES.seriesList} component={SeriesList} />
      <Route path={ROUTES.series} component={SeriesPage} />
      <Route path={ROUTES.editSeries} component={GuardedEditSeries} />
      <Route path={ROUTES.favourites} component={Favourites} />
      <Route path={ROUTES.watchlist} component={Watchlist} />
      <Route path={ROUTES.shelf} component={Shelf} />
      <Route path={ROUTES.listImport} component={ListImport} />
      <Route path={ROUTES.account} component={Account} />
      <Route path={ROUTES.register} component={Register} />
      <Route path={ROUTES.login} component={Login} />
      <Route path={ROUTES.verifyEmail} component={VerifyEmail} />
      <Route path={ROUTES.resetPassword} component={ResetPassword} />
      <Route path={ROUTES.resetPasswordConfirm} component={ResetPasswordConfirm} />
      <Route path={ROUTES.recap} component={RecapPage} />
      <Route path={ROUTES.editRecap} component={GuardedEditRecap} />
      <Route path={ROUTES.adminSuggestions} component={GuardedSuggestions} />
      <Route path={ROUTES.adminAddChannel} component={GuardedAddChannel} />
      <Route path={ROUTES.adminThumbnailMatches} component={GuardedThumbnailMatches} />
      <Route path={ROUTES.adminPendingChannels} component={GuardedPendingChannels} />
      <Route component={NotFoundPage} />
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

export function App({ locationHook, searchHook }: AppProps) {
  const routerProps = {
    ...(locationHook ? { hook: locationHook } : {}),
    ...(searchHook ? { searchHook } : {}),
  };
  return (
    <Router {...routerProps}>
      <AppProviders>
        <a href="#main" className={shell.skipLink}>
          Skip to content
        </a>
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
