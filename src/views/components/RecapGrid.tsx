import type { Recap } from '../../api/types';
import * as styles from '../../styles/recaps.css';
import { RecapCard } from './RecapCard';

interface RecapGridProps {
  recaps: Recap[];
  onOpen: (recap: Recap) => void;
  onPatch: (recapId: Recap['id'], changes: Partial<Recap>) => void;
}

export function RecapGrid({ recaps, onOpen, onPatch }: RecapGridProps) {
  return (
    <ul className={styles.grid} aria-label="Recaps">
      {recaps.map((recap) => (
        <li key={recap.id}>
          <RecapCard recap={recap} onOpen={onOpen} onPatch={onPatch} />
        </li>
      ))}
    </ul>
  );
}
