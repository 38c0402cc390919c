import { style } from '@vanilla-extract/css';
import { vars } from './theme.css';

// Loads with the notice, once a session expires (src/views/app/SessionExpiredNotice.tsx).

/** The line that tells a member their session ended, under the header, with the way back in. */
export const sessionNotice = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.space.md,
  padding: `${vars.space.sm} ${vars.space.lg}`,
  background: vars.color.surfaceRaised,
  borderBottom: `1px solid ${vars.color.border}`,
  color: vars.color.text,
  fontWeight: 600,
});
