import { style } from '@vanilla-extract/css';
import { vars } from './theme.css';

// The page foot and the keyboard shortcuts' help load after the first screen (src/views/app/KeyboardShortcuts.tsx).

/** The page's foot: quiet, below the content, so it tells of the shortcuts without competing with the page. */
export const footer = style({
  display: 'flex',
  justifyContent: 'center',
  padding: `${vars.space.lg} ${vars.space.md}`,
  borderTop: `1px solid ${vars.color.border}`,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
});

/** The keyboard shortcuts' help: each key in a key cap, its action beside it. */
export const shortcutList = style({
  display: 'grid',
  gridTemplateColumns: 'max-content 1fr',
  alignItems: 'center',
  gap: `${vars.space.sm} ${vars.space.lg}`,
  margin: 0,
});

export const shortcutRow = style({ display: 'contents' });

export const shortcutKey = style({
  display: 'inline-block',
  minWidth: '2em',
  padding: `2px ${vars.space.sm}`,
  textAlign: 'center',
  fontFamily: vars.font.mono,
  fontSize: vars.fontSize.sm,
  background: vars.color.surfaceRaised,
  border: `1px solid ${vars.color.border}`,
  borderBottomWidth: '2px',
  borderRadius: vars.radius.sm,
});

export const shortcutAction = style({ margin: 0 });
