import { Link } from 'wouter';
import { button } from '../../styles/recipes.css';
import * as styles from '../../styles/channels.css';

/** What a member's own page shows a visitor: log in to view `what` (your favourites, your watchlist). */
export function LoginRequired({ what }: { what: string }) {
  return (
    <div className={styles.center}>
      <h2>Login Required</h2>
      <p>Please log in to view {what}.</p>
      <Link className={button()} href="/login">
        Go to Login
      </Link>
    </div>
  );
}
