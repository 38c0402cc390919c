import type { ReactNode, SelectHTMLAttributes } from 'react';
import { field, label, select } from '../../styles/recipes.css';

type SelectFieldProps = SelectHTMLAttributes<HTMLSelectElement> & {
  id: string;
  label: string;
  /** Classes of the field around the label and the select. */
  fieldClassName?: string;
  /** The options. */
  children: ReactNode;
};

/** A labelled select, as every filter and sort of a list has. */
export function SelectField({ id, label: text, fieldClassName, children, ...selectProps }: SelectFieldProps) {
  return (
    <div className={fieldClassName ? `${field} ${fieldClassName}` : field}>
      <label className={label} htmlFor={id}>
        {text}
      </label>
      <select id={id} className={select} {...selectProps}>
        {children}
      </select>
    </div>
  );
}
