import { useLayoutEffect } from 'react';
import type { ThemeName } from '../../machines/theme';
import { darkTheme, lightTheme } from '../../styles/theme.css';

/**
 * Puts the theme on the document root before paint, so a reload never flashes the other theme. The boot script of
 * index.html sets `data-theme` before the app loads; it follows every toggle too, so nothing that reads it (the boot
 * shell's colours, a page kept in the browser's back-forward cache) sees the first theme after a switch.
 */
export function useDocumentTheme(themeName: ThemeName): void {
  useLayoutEffect(() => {
    const root = document.documentElement;
    root.classList.toggle(lightTheme, themeName === 'light');
    root.classList.toggle(darkTheme, themeName === 'dark');
    root.setAttribute('data-theme', themeName);
    root.style.colorScheme = themeName;
  }, [themeName]);
}
