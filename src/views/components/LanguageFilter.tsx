import { useLingui } from '@lingui/react';
import { languageLabelIn } from '../../domain/languages';
import { SelectField } from './SelectField';

interface LanguageFilterProps {
  id: string;
  /** The toolbar's own sizing of its fields. */
  fieldClassName: string;
  /** The chosen language's code; '' for all. */
  value: string;
  /** The languages offered, by code, in the order shown. */
  codes: readonly string[];
  onChange: (language: string) => void;
}

/** A list's Language filter: All Languages, then each language by name. */
export function LanguageFilter({ id, fieldClassName, value, codes, onChange }: LanguageFilterProps) {
  const { _, i18n } = useLingui();
  return (
    <SelectField id={id} label={_('channels.language')} fieldClassName={fieldClassName} value={value} onChange={(event) => onChange(event.target.value)}>
      <option value="">{_('channels.allLanguages')}</option>
      {codes.map((code) => (
        <option key={code} value={code}>
          {languageLabelIn(code, i18n)}
        </option>
      ))}
    </SelectField>
  );
}
