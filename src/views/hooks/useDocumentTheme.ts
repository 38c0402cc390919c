import { useLayoutEffect } from 'react';
import type { ThemeName } from '../../machines/theme';
import { darkTheme, lightTheme } from '../../styles/theme.css';

/** Puts the theme on the document root before paint, so a reload never flashes the other theme. */
export function useDocumentTheme(themeName: ThemeName): void {
  useLayoutEffect(() => {
    const root = document.documentElement;
    root.classList.toggle(lightTheme, themeName === 'light');
    root.classList.toggle(darkTheme, themeName === 'dark');
    root.style.colorScheme = themeName;
  }, [themeName]);
}
