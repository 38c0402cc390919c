import { Link } from 'wouter';
import { page, pageSubtitle, pageTitle } from '../../styles/recipes.css';

export function NotFoundPage() {
  return (
    <div className={page}>
      <h1 className={pageTitle}>Page not found</h1>
      <p className={pageSubtitle}>There is nothing at this address.</p>
      <p>
        <Link href="/">Back to all recaps</Link>
      </p>
    </div>
  );
}
