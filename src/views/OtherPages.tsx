import type { ComponentType } from 'react';
import { useLingui } from '@lingui/react';
import { Route, Switch } from 'wouter';
import { ROUTES } from '../domain/routes';
import { lazyPage } from './app/lazyPage';
import { PageTitle } from './app/PageTitle';

/*
 * Every page but the home page and a recap's own address (which ship with the first screen, src/views/App.tsx):
 * their routes, titles and guards, and the code of each, loaded when it is first shown. This file is itself
 * loaded apart from the first screen: the list of every page's files (the chunks and styles each one fetches)
 * and their wrappers are about 2 KB gzip the home page would otherwise download before its first card.
 */

// The guards of the admin and visitor pages load with those pages, not with the first screen.
const AdminGuard = lazyPage(() => import('./app/AdminGuard'), 'AdminGuard');
const VisitorOnlyGuard = lazyPage(() => import('./app/VisitorOnlyGuard'), 'VisitorOnlyGuard');
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

/** A visitor's page (its heading's message id): a signed-in member is told so instead of being offered its form. */
function visitorOnly(Page: ComponentType, heading: string) {
  return function VisitorPage() {
    return (
      <VisitorOnlyGuard title={heading}>
        <Page />
      </VisitorOnlyGuard>
    );
  };
}

/** A page whose name does not depend on what it loads: the title names it from the first paint, with a message of the
 * catalogue (its id), said in the reader's language. */
function titledIn(Page: ComponentType, id: string) {
  return function TitledPage() {
    const { _ } = useLingui();
    return (
      <>
        <PageTitle name={_(id)} />
        <Page />
      </>
    );
  };
}

// The channel page, the series page, the edit page and Not Found name themselves: what they show decides their title.
const Channels = titledIn(ChannelsPage, /*i18n*/ 'channels.title');
const SeriesList = titledIn(SeriesListPage, /*i18n*/ 'series.title');
const Favourites = titledIn(FavouritesPage, /*i18n*/ 'favourites.title');
const Watchlist = titledIn(WatchlistPage, /*i18n*/ 'watchlist.title');
const Shelf = titledIn(ShelfPage, /*i18n*/ 'shelf.title');
const ListImport = titledIn(ListImportPage, /*i18n*/ 'import.title');
const Account = titledIn(AccountPage, /*i18n*/ 'account.title');
const Register = titledIn(visitorOnly(RegisterPage, /*i18n*/ 'auth.register.title'), /*i18n*/ 'auth.register.title');
const Login = titledIn(LoginPage, /*i18n*/ 'auth.login.pageTitle');
const VerifyEmail = titledIn(VerifyEmailPage, /*i18n*/ 'auth.verify.pageTitle');
const ResetPassword = titledIn(visitorOnly(ResetPasswordPage, /*i18n*/ 'auth.reset.title'), /*i18n*/ 'auth.reset.pageTitle');
const ResetPasswordConfirm = titledIn(visitorOnly(ResetPasswordConfirmPage, /*i18n*/ 'auth.resetConfirm.title'), /*i18n*/ 'auth.resetConfirm.title');
const GuardedEditRecap = admin(EditRecapPage);
const GuardedEditSeries = admin(EditSeriesPage);
const GuardedSuggestions = titledIn(admin(SuggestionsReviewPage), /*i18n*/ 'admin.suggestions.title');
const GuardedAddChannel = titledIn(admin(AddChannelPage), /*i18n*/ 'admin.addChannel.title');
const GuardedThumbnailMatches = titledIn(admin(ThumbnailMatchesPage), /*i18n*/ 'admin.thumbnails.title');
const GuardedPendingChannels = titledIn(admin(PendingChannelsPage), /*i18n*/ 'admin.pending.title');

/** The page of an address other than home's and a recap's, tried in the order of ROUTES; anything else is Not Found. */
export function OtherPages() {
  return (
    <Switch>
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
      <Route path={ROUTES.editRecap} component={GuardedEditRecap} />
      <Route path={ROUTES.adminSuggestions} component={GuardedSuggestions} />
      <Route path={ROUTES.adminAddChannel} component={GuardedAddChannel} />
      <Route path={ROUTES.adminThumbnailMatches} component={GuardedThumbnailMatches} />
      <Route path={ROUTES.adminPendingChannels} component={GuardedPendingChannels} />
      <Route component={NotFoundPage} />
    </Switch>
  );
}
