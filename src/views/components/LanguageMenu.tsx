import { useLingui } from '@lingui/react';
import { useSelector } from '@xstate/react';
import { isInterfaceLanguage, type InterfaceLanguage } from '../../domain/interfaceLanguages';
import { selectLanguage, type LanguageRef } from '../../machines/language';
import { languageMenu } from '../../styles/header.css';
import { select, visuallyHidden } from '../../styles/recipes.css';

/** Each language named in itself, as its readers look for it; the order is the shipped list's. */
const LANGUAGE_NAMES: Record<InterfaceLanguage, string> = {
  en: 'English',
  es: 'Español',
  'pt-BR': 'Português (Brasil)',
  id: 'Bahasa Indonesia',
  fr: 'Français',
  de: 'Deutsch',
};

interface LanguageMenuProps {
  language: LanguageRef;
  /** The select's id: the header's menu and the account page's can be on screen together. */
  id?: string;
  /** The header names the menu for screen readers alone; the account page shows its label. */
  labelShown?: boolean;
}

/**
 * A language menu, in the header and on the account page: a labelled select of the shipped languages. It loads
 * with the language machine, after the first screen; the choice is the machine's to keep (this browser, and a
 * member's account).
 */
export function LanguageMenu({ language, id = 'interface-language', labelShown = false }: LanguageMenuProps) {
  const { _ } = useLingui();
  const chosen = useSelector(language, selectLanguage);
  return (
    <>
      <label htmlFor={id} className={labelShown ? undefined : visuallyHidden}>
        {_('header.language')}
      </label>
      <select
        id={id}
        className={`${select} ${languageMenu}`}
        value={chosen}
        onChange={(event) => {
          if (isInterfaceLanguage(event.target.value)) language.send({ type: 'language.choose', language: event.target.value });
        }}
      >
        {(Object.keys(LANGUAGE_NAMES) as InterfaceLanguage[]).map((code) => (
          <option key={code} value={code} lang={code}>
            {LANGUAGE_NAMES[code]}
          </option>
        ))}
      </select>
    </>
  );
}
