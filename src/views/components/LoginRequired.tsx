import { Link } from 'wouter';
import { button } from '../../styles/recipes.css';
import * as styles from '../../styles/channels.css';

interface LoginRequiredProps {
  /** What the page holds (your favourites, your watchlist), in the English sentence. */
  what: string;
  /** The page's own texts in the reader's language, when it has them: its heading, sentence and link. */
  texts?: { title: string; prompt: string; action: string };
}

/** What a member's own page shows a visitor: log in to view `what` (your favourites, your watchlist). */
export function LoginRequired({ what, texts }: LoginRequiredProps) {
  return (
    <div className={styles.center}>
      <h2>{texts?.title ?? 'Login Required'}</h2>
      <p>{texts?.prompt ?? `Please log in to view ${what}.`}</p>
      <Link className={button()} href="/login">
        {texts?.action ?? 'Go to Login'}
      </Link>
    </div>
  );
}
