import { createTheme, createThemeContract } from '@vanilla-extract/css';

// One contract, two themes. Colours were picked for WCAG AA contrast (4.5:1 for text) in both.
export const vars = createThemeContract({
  color: {
    background: null,
    surface: null,
    surfaceRaised: null,
    border: null,
    text: null,
    textMuted: null,
    accent: null,
    accentText: null,
    accentHover: null,
    danger: null,
    dangerText: null,
    success: null,
    successText: null,
    warning: null,
    focus: null,
    overlay: null,
    star: null,
  },
  space: { xs: null, sm: null, md: null, lg: null, xl: null, xxl: null },
  radius: { sm: null, md: null, lg: null, pill: null },
  font: { body: null, heading: null, mono: null },
  fontSize: { xs: null, sm: null, md: null, lg: null, xl: null, xxl: null },
  shadow: { card: null, dialog: null },
});

const shared = {
  space: { xs: '4px', sm: '8px', md: '12px', lg: '16px', xl: '24px', xxl: '40px' },
  radius: { sm: '4px', md: '8px', lg: '14px', pill: '999px' },
  font: {
    body: 'system-ui, -apple-system, "Segoe UI", Roboto, "DejaVu Sans", sans-serif',
    heading: 'system-ui, -apple-system, "Segoe UI", Roboto, "DejaVu Sans", sans-serif',
    mono: 'ui-monospace, "DejaVu Sans Mono", monospace',
  },
  fontSize: { xs: '0.75rem', sm: '0.875rem', md: '1rem', lg: '1.125rem', xl: '1.375rem', xxl: '1.75rem' },
};

export const lightTheme = createTheme(vars, {
  ...shared,
  color: {
    background: '#f6f7fb',
    surface: '#ffffff',
    surfaceRaised: '#eef0f6',
    border: '#d5d9e3',
    text: '#15171c',
    textMuted: '#4f5664',
    accent: '#5b3fd1',
    accentText: '#ffffff',
    accentHover: '#4a31b3',
    danger: '#b42318',
    dangerText: '#ffffff',
    success: '#1d7a46',
    successText: '#ffffff',
    warning: '#8a5a00',
    focus: '#2f6fed',
    overlay: 'rgba(10, 12, 20, 0.55)',
    star: '#a86a00',
  },
  shadow: { card: '0 1px 3px rgba(20, 24, 40, 0.12)', dialog: '0 12px 40px rgba(20, 24, 40, 0.25)' },
});

export const darkTheme = createTheme(vars, {
  ...shared,
  color: {
    background: '#0f1117',
    surface: '#181b24',
    surfaceRaised: '#222633',
    border: '#333849',
    text: '#eceef4',
    textMuted: '#a9afbf',
    accent: '#9d8cff',
    accentText: '#12101f',
    accentHover: '#b4a7ff',
    danger: '#ff8a80',
    dangerText: '#1f0b09',
    success: '#6fdc9b',
    successText: '#0b1f13',
    warning: '#f5c26b',
    focus: '#7fb0ff',
    overlay: 'rgba(0, 0, 0, 0.65)',
    star: '#f5c26b',
  },
  shadow: { card: '0 1px 3px rgba(0, 0, 0, 0.5)', dialog: '0 12px 40px rgba(0, 0, 0, 0.6)' },
});
