import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App, preloadOtherPages } from './views/App';
import { markLandingEntry } from './views/landingEntry';
import { takeOverBootSearch } from './views/bootSearch';
import { startInterfaceLanguage } from './machines/shared/catalogues';

// A search typed into the page before this code came in is the one the app starts with.
takeOverBootSearch(document, window.history);

// Back from the page the visitor landed on would leave the site: pages that go back know not to.
markLandingEntry(window.history);

const root = document.getElementById('root');
if (root === null) throw new Error('No #root in index.html');

// The page came with its language's messages (server/pageLanguage.ts): they are in before the first render.
void startInterfaceLanguage(document).finally(() => {
  // A render inside a transition yields to the browser every few milliseconds, so the first render of the app
  // is many short tasks instead of one long one that would hold up input on a slow phone.
  startTransition(() => {
    createRoot(root).render(
      <StrictMode>
        <App />
      </StrictMode>,
    );
  });
});

// The other pages' routes come next, while the first screen renders: a page opened at its own address waits for
// them, and a first move from the home page then finds them in.
preloadOtherPages();
