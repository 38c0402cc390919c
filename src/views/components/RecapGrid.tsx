import { useLingui } from '@lingui/react';
import type { Recap } from '../../api/types';
import * as styles from '../../styles/recaps.css';
import { RecapCard } from './RecapCard';
import type { RecapListRef } from '../../machines/shared/recapPatch';

interface RecapGridProps {
  recaps: Recap[];
  onOpen: (recap: Recap) => void;
  /** The list the cards are in, told of a moderated recap or a watched mark, and followed for the marks. */
  list: RecapListRef;
  /** The level of each card's title, one below the heading the list sits under. */
  cardHeadingLevel: 2 | 3;
}

// A wide screen shows four cards in its first row; a phone shows one.
const FIRST_ROW = 4;

export function RecapGrid({ recaps, onOpen, list, cardHeadingLevel }: RecapGridProps) {
  const { _ } = useLingui();
  return (
    <ul className={styles.grid} aria-label={_('card.list')}>
      {recaps.map((recap, index) => (
        <li key={recap.id}>
          <RecapCard recap={recap} onOpen={onOpen} list={list} headingLevel={cardHeadingLevel} placement={index === 0 ? 'first' : index < FIRST_ROW ? 'row' : 'below'} />
        </li>
      ))}
    </ul>
  );
}
