import { useLingui } from '@lingui/react';
import { Link } from 'wouter';
import { page, pageSubtitle, pageTitle } from '../../styles/recipes.css';
import { PageTitle } from './PageTitle';

/** Any address that names nothing: an unknown route, or an id that is malformed or names no record. */
export function NotFoundPage() {
  const { _ } = useLingui();
  return (
    <div className={page}>
      <PageTitle name={_('shell.notFound.title')} />
      <h1 className={pageTitle}>{_('shell.notFound.title')}</h1>
      <p className={pageSubtitle}>{_('shell.notFound.note')}</p>
      <p>
        <Link href="/">{_('shell.notFound.back')}</Link>
      </p>
    </div>
  );
}
