import { useState } from 'react';
import { useLingui } from '@lingui/react';
import { field, input, label as labelClass } from '../../styles/recipes.css';
import { passwordControl, passwordInput, passwordToggle } from '../../styles/account.css';
import { PASSWORD_MAX_LENGTH } from '../../domain/limits';

export interface PasswordFieldProps {
  id: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  autoComplete: 'current-password' | 'new-password';
  disabled?: boolean;
  required?: boolean;
  describedBy?: string;
}

/** A password input with a show/hide toggle; whether it is shown is only this field's business. */
export function PasswordField({ id, label, value, onChange, autoComplete, disabled, required = true, describedBy }: PasswordFieldProps) {
  const { _ } = useLingui();
  const [shown, setShown] = useState(false);
  return (
    <div className={field}>
      <label className={labelClass} htmlFor={id}>
        {label}
      </label>
      <div className={passwordControl}>
        <input
          id={id}
          name={id}
          className={`${input} ${passwordInput}`}
          type={shown ? 'text' : 'password'}
          value={value}
          onChange={(event) => onChange(event.target.value)}
          autoComplete={autoComplete}
          maxLength={PASSWORD_MAX_LENGTH}
          disabled={disabled}
          required={required}
          aria-describedby={describedBy}
          // A shown password must not be corrected or capitalised by the keyboard.
          autoCapitalize="none"
          autoCorrect="off"
          spellCheck={false}
        />
        <button
          type="button"
          className={passwordToggle}
          aria-controls={id}
          aria-pressed={shown}
          aria-label={shown ? _('auth.password.hideLabel') : _('auth.password.showLabel')}
          onClick={() => setShown((value) => !value)}
          disabled={disabled}
        >
          {shown ? _('auth.password.hide') : _('auth.password.show')}
        </button>
      </div>
    </div>
  );
}
