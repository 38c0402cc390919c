import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { darkTheme, lightTheme } from '../../../src/styles/theme.css';
import { renderRoute } from '../support/renderRoute';

const root = () => document.documentElement;

afterEach(() => {
  root().classList.remove(lightTheme, darkTheme);
  root().removeAttribute('data-theme');
  vi.restoreAllMocks();
});

function systemPrefersLight(prefers: boolean) {
  vi.spyOn(window, 'matchMedia').mockImplementation(
    (query: string) => ({ matches: prefers && query === '(prefers-color-scheme: light)', media: query }) as MediaQueryList,
  );
}

describe('theme toggle', () => {
  it('starts dark when nothing is stored and the system does not prefer light', async () => {
    systemPrefersLight(false);
    renderRoute('/missing');
    await screen.findByRole('heading', { name: 'Page not found' });
    expect(root()).toHaveClass(darkTheme);
    expect(root()).not.toHaveClass(lightTheme);
    expect(screen.getByRole('button', { name: 'Switch to light theme' })).toBeInTheDocument();
  });

  it('starts light when the system prefers light', async () => {
    systemPrefersLight(true);
    renderRoute('/missing');
    await screen.findByRole('heading', { name: 'Page not found' });
    expect(root()).toHaveClass(lightTheme);
  });

  it('prefers the stored theme over the system', async () => {
    systemPrefersLight(true);
    localStorage.setItem('theme', 'dark');
    renderRoute('/missing');
    await screen.findByRole('heading', { name: 'Page not found' });
    expect(root()).toHaveClass(darkTheme);
  });

  it('switches the class on the document and stores the choice under the theme key', async () => {
    systemPrefersLight(false);
    const user = userEvent.setup();
    renderRoute('/missing');
    await user.click(screen.getByRole('button', { name: 'Switch to light theme' }));
    expect(root()).toHaveClass(lightTheme);
    expect(root()).not.toHaveClass(darkTheme);
    expect(localStorage.getItem('theme')).toBe('light');
    await user.click(screen.getByRole('button', { name: 'Switch to dark theme' }));
    expect(root()).toHaveClass(darkTheme);
    expect(localStorage.getItem('theme')).toBe('dark');
  });

  it('keeps the boot script\'s data-theme on the root in step with the toggle', async () => {
    // index.html's inline script sets the attribute before the first paint; the boot shell's colours read it.
    systemPrefersLight(false);
    root().setAttribute('data-theme', 'dark');
    const user = userEvent.setup();
    renderRoute('/missing');
    await user.click(screen.getByRole('button', { name: 'Switch to light theme' }));
    expect(root()).toHaveAttribute('data-theme', 'light');
    await user.click(screen.getByRole('button', { name: 'Switch to dark theme' }));
    expect(root()).toHaveAttribute('data-theme', 'dark');
  });
});
