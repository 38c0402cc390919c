import { ALL_LANGUAGES, languageLabel } from '../../domain/languages';
import * as styles from '../../styles/recaps.css';

interface CountLineProps {
  total: number;
  query: string;
  /** Left out in a channel's list, where the language filter does not apply. */
  language: string | null;
}

export function CountLine({ total, query, language }: CountLineProps) {
  return (
    <p className={styles.countLine} aria-live="polite">
      <span>{total} recap(s) found</span>
      {query && <span>Searching for &quot;{query}&quot;</span>}
      {language && <span>Language: {language === ALL_LANGUAGES ? 'All languages' : languageLabel(language)}</span>}
    </p>
  );
}
