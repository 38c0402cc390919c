import { button, page, pageSubtitle, pageTitle } from '../../styles/recipes.css';
import { PageTitle } from './PageTitle';

/** Shown in place of a page whose code did not arrive; the header and the rest of the app still work. */
export function PageLoadFailed({ retry }: { retry: () => void }) {
  return (
    <div className={page} role="alert">
      <PageTitle name="Page could not be loaded" />
      <h1 className={pageTitle}>This page could not be loaded</h1>
      <p className={pageSubtitle}>Check your connection, then try again.</p>
      <p>
        <button type="button" className={button({ variant: 'primary', size: 'md' })} onClick={retry}>
          Try Again
        </button>
      </p>
    </div>
  );
}
