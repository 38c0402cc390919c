import { Link } from 'wouter';
import { page, pageSubtitle, pageTitle } from '../../styles/recipes.css';
import { PageTitle } from './PageTitle';

/** Any address that names nothing: an unknown route, or an id that is malformed or names no record. */
export function NotFoundPage() {
  return (
    <div className={page}>
      <PageTitle name="Page not found" />
      <h1 className={pageTitle}>Page not found</h1>
      <p className={pageSubtitle}>There is nothing at this address.</p>
      <p>
        <Link href="/">Back to all recaps</Link>
      </p>
    </div>
  );
}
