import { globalStyle } from '@vanilla-extract/css';
import { vars } from './theme.css';

globalStyle('*, *::before, *::after', { boxSizing: 'border-box' });

globalStyle('html', {
  WebkitTextSizeAdjust: '100%',
  colorScheme: 'light dark',
});

globalStyle('body', {
  margin: 0,
  minHeight: '100vh',
  background: vars.color.background,
  color: vars.color.text,
  fontFamily: vars.font.body,
  fontSize: vars.fontSize.md,
  lineHeight: 1.5,
  WebkitFontSmoothing: 'antialiased',
});

// A heading of one long word (German's "Manhwa-Zusammenfassungen" at 320 px) breaks inside it rather than pushing
// the page sideways; `hyphens` adds the hyphen where the browser knows the page's language.
globalStyle('h1, h2, h3, h4', { fontFamily: vars.font.heading, lineHeight: 1.25, margin: 0, overflowWrap: 'break-word', hyphens: 'auto' });

globalStyle('img, svg, video', { display: 'block', maxWidth: '100%' });

globalStyle('button, input, select, textarea', { font: 'inherit', color: 'inherit' });

globalStyle('a', { color: vars.color.accent });
globalStyle('a:hover', { color: vars.color.accentHover });

// Mouse clicks get no ring; keyboard focus always gets a clearly visible one.
globalStyle(':focus-visible', {
  outline: `3px solid ${vars.color.focus}`,
  outlineOffset: '2px',
});
globalStyle(':focus:not(:focus-visible)', { outline: 'none' });

globalStyle('#root', { minHeight: '100vh', display: 'flex', flexDirection: 'column' });

// People who ask the system for less motion get none of ours.
globalStyle('*, *::before, *::after', {
  '@media': {
    '(prefers-reduced-motion: reduce)': {
      animationDuration: '0.01ms !important',
      animationIterationCount: '1 !important',
      transitionDuration: '0.01ms !important',
      scrollBehavior: 'auto',
    },
  },
});
