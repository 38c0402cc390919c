// The rating's rules, in a file of their own: they load with the recap dialog (and the server), not the first screen.
export const STAR_SCALE = 5;

/** Number.isInteger, which is false for anything but a number, telling TypeScript so. */
const isWholeNumber = (value: unknown): value is number => Number.isInteger(value);

/** Spec section 5: a rating is a whole number from 1 to the star scale. */
export function isValidRating(value: unknown): value is number {
  return isWholeNumber(value) && value >= 1 && value <= STAR_SCALE;
}
