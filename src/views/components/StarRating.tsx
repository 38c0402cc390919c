import { STAR_SCALE } from '../../domain/constants';
import * as styles from '../../styles/recaps.css';

interface StarRatingProps {
  /** The stars to light: the user's own rating, or the one being sent. */
  value: number | null;
  readOnly: boolean;
  busy?: boolean;
  onRate: (rating: number) => void;
}

/** Five star buttons; read-only ones still answer a click, so an anonymous visitor learns why nothing happened. */
export function StarRating({ value, readOnly, busy = false, onRate }: StarRatingProps) {
  const stars = Array.from({ length: STAR_SCALE }, (_, index) => index + 1);
  return (
    <div className={styles.stars} role="group" aria-label="Your rating">
      {stars.map((star) => {
        const on = value !== null && star <= value;
        return (
          <button
            key={star}
            type="button"
            className={`${styles.star} ${on ? styles.starState.on : styles.starState.off}`}
            aria-label={`Rate ${star} out of ${STAR_SCALE}`}
            aria-pressed={value === star}
            aria-disabled={readOnly || busy ? true : undefined}
            onClick={() => {
              if (!busy) onRate(star);
            }}
          >
            {on ? '★' : '☆'}
          </button>
        );
      })}
      {readOnly && <span className={styles.starHint}>Please login to vote</span>}
    </div>
  );
}
