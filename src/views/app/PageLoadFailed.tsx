import { useLingui } from '@lingui/react';
import { button, page, pageSubtitle, pageTitle } from '../../styles/recipes.css';
import { PageTitle } from './PageTitle';

/** Shown in place of a page whose code did not arrive; the header and the rest of the app still work. */
export function PageLoadFailed({ retry }: { retry: () => void }) {
  const { _ } = useLingui();
  return (
    <div className={page} role="alert">
      <PageTitle name={_('shell.loadFailed.title')} />
      <h1 className={pageTitle}>{_('shell.loadFailed.heading')}</h1>
      <p className={pageSubtitle}>{_('shell.loadFailed.note')}</p>
      <p>
        <button type="button" className={button({ variant: 'primary', size: 'md' })} onClick={retry}>
          {_('recaps.tryAgain')}
        </button>
      </p>
    </div>
  );
}
