import { Suspense, useRef } from 'react';
import { useLingui } from '@lingui/react';
import { useActorRef, useSelector } from '@xstate/react';
import { Link, useLocation, useSearch } from 'wouter';
import { loginPathFrom } from '../../domain/returnPath';
import { shelfCountText } from '../../domain/shelfCounts';
import { headerMenuMachine, selectMenuOpen } from '../../machines/headerMenu';
import * as styles from '../../styles/header.css';
import { button, visuallyHidden } from '../../styles/recipes.css';
import { useLanguageActor, useSession, useShelfBadge } from '../app/hooks';
import { lazyPage } from '../app/lazyPage';
import { LoadBoundary } from '../app/LoadBoundary';
import { ThemeToggle } from '../app/ThemeToggle';
import { useDismiss } from '../hooks/useDismiss';
import { useOnRouteChange } from '../hooks/useOnRouteChange';

// The language menu comes with the language machine, after the first screen: until then the page reads English.
const LanguageMenu = lazyPage(() => import('./LanguageMenu'), 'LanguageMenu');
// An administrator's row of links, with the count of suggestions waiting, loads when the session names one: it
// shows a moment after the rest of the header. Another administrator signing in is counted afresh.
const AdminLinks = lazyPage(() => import('./AdminLinks'), 'AdminLinks');

interface NavItem {
  href: string;
  label: string;
  /** How many new things wait there (the shelf's new recaps); shown beside the name when more than 0. */
  badge?: number;
}

type Translate = ReturnType<typeof useLingui>['_'];

function navItems(_: Translate, loggedIn: boolean, newOnShelf: number): NavItem[] {
  // A member's own page comes first: it is where a returning member starts.
  const items: NavItem[] = loggedIn ? [{ href: '/shelf', label: _('header.shelf'), badge: newOnShelf }] : [];
  items.push({ href: '/channels', label: _('header.channels') }, { href: '/series', label: _('header.series') });
  if (loggedIn) items.push({ href: '/favourites', label: _('header.favourites') }, { href: '/watchlist', label: _('header.watchlist') });
  return items;
}

export function Header() {
  const { _ } = useLingui();
  const { user, status, isAdmin, send } = useSession();
  const [location] = useLocation();
  const search = useSearch();
  const menu = useActorRef(headerMenuMachine);
  const open = useSelector(menu, selectMenuOpen);
  const headerRef = useRef<HTMLElement>(null);
  const shelf = useShelfBadge();
  const language = useLanguageActor();
  useOnRouteChange(() => {
    menu.send({ type: 'route.changed' });
    // Each page a member moves to counts the shelf again, so recaps added meanwhile show without a reload.
    shelf.refresh();
  });
  useDismiss(headerRef, open, () => menu.send({ type: 'menu.close' }), { escape: true });

  const fold = styles.bar;
  const link = (item: NavItem) => (
    <li key={item.href}>
      <Link href={item.href} className={fold.navLink} aria-current={location === item.href ? 'page' : undefined}>
        {item.label}
        {item.badge ? (
          <>
            {' '}
            <span className={styles.badge}>{shelfCountText(item.badge)}</span>{' '}
            <span className={visuallyHidden}>{_('header.new')}</span>
          </>
        ) : null}
      </Link>
    </li>
  );

  return (
    <header className={styles.header} ref={headerRef}>
      {/* An administrator's links are a second row under the bar, so the first keeps the product name. */}
      <div className={isAdmin ? `${fold.bar} ${styles.barWithAdminRow}` : fold.bar}>
        {/* Plain "/" with no query: the home page starts over with its default search and filters. */}
        <Link href="/" className={styles.logo}>
          <span className={styles.logoMark} aria-hidden="true" />
          <span>RecapShelf</span>
        </Link>
        <span className={styles.spacer} />
        <button
          type="button"
          className={`${button({ variant: 'ghost', size: 'md' })} ${fold.menuButton}`}
          aria-expanded={open}
          aria-controls="site-menu"
          onClick={() => menu.send({ type: 'menu.toggle' })}
        >
          <span className={styles.menuIcon} aria-hidden="true" />
          {/* On a phone the Shelf link is inside the folded menu: its count shows on the button instead of the word. */}
          {shelf.count > 0 && user !== null ? (
            <>
              <span className={visuallyHidden}>{_('header.menu')}</span>{' '}
              <span className={styles.badge}>{shelfCountText(shelf.count)}</span>{' '}
              <span className={visuallyHidden}>{_('header.new')}</span>
            </>
          ) : (
            _('header.menu')
          )}
        </button>
        <div id="site-menu" className={fold.menu} data-open={open}>
          <nav aria-label={_('header.mainNavigation')} className={fold.nav}>
            <ul className={fold.navList}>{navItems(_, user !== null, shelf.count).map(link)}</ul>
            {isAdmin && (
              // A row whose code cannot load is left out: the admin pages are still at their addresses.
              <LoadBoundary fallback={() => null}>
                <Suspense fallback={null}>
                  <AdminLinks key={user?.id} navList={fold.navList} link={link} />
                </Suspense>
              </LoadBoundary>
            )}
          </nav>
          <div className={fold.account}>
            {user !== null ? (
              <>
                <span className={styles.welcome}>{_('header.welcome', { username: user.username })}</span>
                <Link href="/account" className={button({ variant: 'ghost', size: 'sm' })} aria-current={location === '/account' ? 'page' : undefined}>
                  {_('header.account')}
                </Link>
                <button type="button" className={button({ variant: 'secondary', size: 'sm' })} onClick={() => send({ type: 'session.logOut' })}>
                  {_('header.logout')}
                </button>
              </>
            ) : status === 'anonymous' ? (
              <>
                {/* Signing in brings the visitor back to the page they are on. */}
                <Link href={loginPathFrom(search === '' ? location : `${location}?${search}`)} className={button({ variant: 'secondary', size: 'sm' })}>
                  {_('header.login')}
                </Link>
                <Link href="/register" className={button({ variant: 'primary', size: 'sm' })}>
                  {_('header.register')}
                </Link>
              </>
            ) : null}
            {/* In the folded menu on a phone, where the bar has no room for it; in the bar from a tablet up. */}
            {language !== null && (
              // A menu whose code cannot load leaves the page in the language it is in.
              <LoadBoundary fallback={() => null}>
                <Suspense fallback={null}>
                  <LanguageMenu language={language} />
                </Suspense>
              </LoadBoundary>
            )}
          </div>
        </div>
        <ThemeToggle />
      </div>
    </header>
  );
}
