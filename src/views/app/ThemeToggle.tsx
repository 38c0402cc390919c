import { useLingui } from '@lingui/react';
import { button } from '../../styles/recipes.css';
import { moonIcon, sunIcon, themeToggle } from '../../styles/header.css';
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
      {/* The icon is the style sheet's (header.css): one element, no drawing for the script to carry. */}
      <span className={theme === 'light' ? moonIcon : sunIcon} aria-hidden="true" />
    </button>
  );
}
