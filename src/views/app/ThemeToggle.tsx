import { useLingui } from '@lingui/react';
import { button } from '../../styles/recipes.css';
import { themeToggle } from '../../styles/header.css';
import { useTheme } from './hooks';

/** Switches between the light and the dark theme; the label names what a press will do. */
export function ThemeToggle() {
  const { theme, toggle } = useTheme();
  const { _ } = useLingui();
  const label = theme === 'light' ? _('theme.toDark') : _('theme.toLight');
  return (
    <button
      type="button"
      className={`${button({ variant: 'ghost', size: 'md' })} ${themeToggle}`}
      aria-label={label}
      title={label}
      onClick={toggle}
    >
      {theme === 'light' ? <MoonIcon /> : <SunIcon />}
    </button>
  );
}

function SunIcon() {
  return (
    <svg width="22" height="22" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" aria-hidden="true" focusable="false">
      <circle cx="12" cy="12" r="4.5" />
      <path d="M12 2v2M12 20v2M4.9 4.9l1.4 1.4M17.7 17.7l1.4 1.4M2 12h2M20 12h2M4.9 19.1l1.4-1.4M17.7 6.3l1.4-1.4" />
    </svg>
  );
}

function MoonIcon() {
  return (
    <svg width="22" height="22" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" aria-hidden="true" focusable="false">
      <path d="M20.5 14.5A8.5 8.5 0 0 1 9.5 3.5a8.5 8.5 0 1 0 11 11z" />
    </svg>
  );
}
