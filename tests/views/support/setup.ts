import '@testing-library/jest-dom/vitest';
import { cleanup, configure, getConfig } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, beforeEach } from 'vitest';
import { LANDING_MARK } from '../../../src/views/landingEntry';
import { server } from './server';
import { INTERFACE_MESSAGES_ELEMENT_ID } from '../../../src/domain/interfaceLanguages';
import { startInterfaceLanguage } from '../../../src/machines/shared/catalogues';

// A screen's answer arrives within a second on an idle machine; a machine running other suites beside these
// (two cores, eight workers) has been seen to take longer, which is no failure of the screen.
configure({ asyncUtilTimeout: 5000 });

// A query that finds nothing inside waitFor / findBy… is tried again at the next change of the page: printing the
// whole page into each of those errors was a tenth of a view walk's time. The error that ends the wait still has the
// page, since Testing Library adds it when the time is up (waitFor's onTimeout), and a query outside a wait prints it
// as before.
const elementErrorWithPage = getConfig().getElementError;
configure({
  getElementError: (message, container) => {
    if (!(getConfig() as { _disableExpensiveErrorDiagnostics?: boolean })._disableExpensiveErrorDiagnostics) return elementErrorWithPage(message, container);
    const error = new Error(message ?? '');
    error.name = 'TestingLibraryElementError';
    return error;
  },
});

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
// The files of a worker share one window (the views project runs without isolation): each test starts from the
// page a fresh window would show, at the site's root, on the entry a visitor landed on.
beforeEach(() => {
  for (const element of [document.documentElement, document.body]) {
    for (const name of element.getAttributeNames()) element.removeAttribute(name);
  }
  document.title = '';
  sessionStorage.clear();
  localStorage.clear();
  // A new entry rather than the current one replaced: it drops the entries an earlier test left ahead of it (by
  // going Back), so a test's own entry adds one to the history's length, as it would in a fresh window.
  window.history.pushState({ [LANDING_MARK]: true }, '', '/');
});
// A page as the server sends it to a browser with no choice made: in English, its messages in before the app renders
// (src/main.tsx). A test that serves another language puts its page's messages in first (languageMenu.test.tsx).
beforeEach(async () => {
  document.getElementById(INTERFACE_MESSAGES_ELEMENT_ID)?.remove();
  for (const cookie of document.cookie.split(';')) {
    const name = cookie.split('=')[0]!.trim();
    if (name !== '') document.cookie = `${name}=; Max-Age=0; Path=/`;
  }
  await startInterfaceLanguage(document);
});
afterEach(() => {
  cleanup();
  server.resetHandlers();
});
afterAll(() => server.close());

// jsdom has no matchMedia; the theme reads the system preference through it.
if (!window.matchMedia) {
  window.matchMedia = (query: string) =>
    ({
      matches: false,
      media: query,
      onchange: null,
      addListener: () => {},
      removeListener: () => {},
      addEventListener: () => {},
      removeEventListener: () => {},
      dispatchEvent: () => false,
    }) as MediaQueryList;
}
