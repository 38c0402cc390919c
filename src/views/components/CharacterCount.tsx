import { counter } from '../../styles/dialog.css';

/** "12/100" under a capped field, so the limit is visible before the input stops taking characters. */
export function CharacterCount({ id, length, max }: { id?: string; length: number; max: number }) {
  return (
    <span id={id} className={counter} aria-live="polite">
      {length}/{max}
    </span>
  );
}
