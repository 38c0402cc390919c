import { useLingui } from '@lingui/react';
import { ALL_LANGUAGES, languageLabelIn } from '../../domain/languages';
import * as styles from '../../styles/recaps.css';

interface CountLineProps {
  total: number;
  query: string;
  /** Left out in a channel's list, where the language filter does not apply. */
  language: string | null;
}

export function CountLine({ total, query, language }: CountLineProps) {
  const { i18n, _ } = useLingui();
  return (
    <p className={styles.countLine} aria-live="polite">
      <span>{_('recaps.found', { n: total })}</span>
      {query && <span>{_('recaps.searchingFor', { query })}</span>}
      {language && <span>{_('recaps.languageLine', { language: language === ALL_LANGUAGES ? _('filters.allLanguages') : languageLabelIn(language, i18n) })}</span>}
    </p>
  );
}
