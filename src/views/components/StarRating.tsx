import { useLingui } from '@lingui/react';
import { STAR_SCALE } from '../../domain/rating';
import * as styles from '../../styles/starRating.css';

interface StarRatingProps {
  /** The stars to light: the user's own rating, or the one being sent. */
  value: number | null;
  readOnly: boolean;
  busy?: boolean;
  onRate: (rating: number) => void;
}

const STARS = Array.from({ length: STAR_SCALE }, (_, index) => index + 1);

/**
 * Five star buttons for a member. For a visitor the stars are one picture, not five tab stops that do
 * nothing; a click on it still answers, so a visitor who tries learns why nothing happened.
 */
export function StarRating({ value, readOnly, busy = false, onRate }: StarRatingProps) {
  const { _ } = useLingui();
  const lit = (star: number) => value !== null && star <= value;
  if (readOnly) {
    return (
      <div className={styles.stars}>
        <span role="img" aria-label={_('recap.rating.yours', { value: value ?? 0, max: STAR_SCALE })} data-testid="read-only-stars">
          {STARS.map((star) => (
            <span key={star} className={`${styles.star} ${lit(star) ? styles.starState.on : styles.starState.off}`} onClick={() => onRate(star)}>
              {lit(star) ? '★' : '☆'}
            </span>
          ))}
        </span>
        <span className={styles.starHint}>{_('recap.rating.logIn')}</span>
      </div>
    );
  }
  return (
    <div className={styles.stars} role="group" aria-label={_('recap.rating.group')}>
      {STARS.map((star) => (
        <button
          key={star}
          type="button"
          className={`${styles.star} ${lit(star) ? styles.starState.on : styles.starState.off}`}
          aria-label={_('recap.rating.rate', { star, max: STAR_SCALE })}
          aria-pressed={value === star}
          aria-disabled={busy ? true : undefined}
          onClick={() => {
            if (!busy) onRate(star);
          }}
        >
          {lit(star) ? '★' : '☆'}
        </button>
      ))}
    </div>
  );
}
