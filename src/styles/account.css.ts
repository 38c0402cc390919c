import { keyframes, style } from '@vanilla-extract/css';
import { card } from './recipes.css';
import { vars } from './theme.css';

/** The account screens: one centred card that fills a 360 px phone and stays a readable column on wide screens. */
export const screen = style({
  display: 'flex',
  justifyContent: 'center',
  alignItems: 'flex-start',
  width: '100%',
  padding: `${vars.space.xl} ${vars.space.md} ${vars.space.xxl}`,
  '@media': { 'screen and (min-width: 768px)': { paddingTop: vars.space.xxl } },
});

export const panel = style([
  card,
  {
    width: '100%',
    maxWidth: '28rem',
    display: 'flex',
    flexDirection: 'column',
    gap: vars.space.lg,
    padding: vars.space.xl,
    '@media': { 'screen and (max-width: 400px)': { padding: vars.space.lg } },
  },
]);

export const title = style({
  margin: 0,
  fontSize: vars.fontSize.xl,
  fontWeight: 700,
  textAlign: 'center',
  color: vars.color.text,
  overflowWrap: 'anywhere',
});

export const lead = style({ margin: 0, color: vars.color.textMuted, textAlign: 'center', lineHeight: 1.5 });

export const form = style({ display: 'flex', flexDirection: 'column', gap: vars.space.lg });

export const submit = style({ width: '100%' });

export const passwordControl = style({ position: 'relative', display: 'flex', alignItems: 'stretch' });

// Room for the toggle inside the field, so a long password never runs under it.
export const passwordInput = style({ paddingRight: '5rem' });

export const passwordToggle = style({
  position: 'absolute',
  top: '50%',
  right: vars.space.xs,
  transform: 'translateY(-50%)',
  minHeight: '36px',
  minWidth: '4.25rem',
  padding: `0 ${vars.space.sm}`,
  border: 'none',
  borderRadius: vars.radius.sm,
  background: 'transparent',
  color: vars.color.accent,
  fontSize: vars.fontSize.sm,
  fontWeight: 600,
  cursor: 'pointer',
  selectors: {
    '&:hover:not(:disabled)': { background: vars.color.surfaceRaised },
    '&:disabled': { opacity: 0.6, cursor: 'not-allowed' },
  },
});

export const optionsRow = style({
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'space-between',
  alignItems: 'center',
  gap: vars.space.sm,
  fontSize: vars.fontSize.sm,
});

export const checkboxLabel = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.sm,
  minHeight: '44px',
  cursor: 'pointer',
  color: vars.color.text,
});

export const checkbox = style({ width: '1.125rem', height: '1.125rem', accentColor: vars.color.accent });

export const link = style({
  color: vars.color.accent,
  fontWeight: 600,
  textDecoration: 'underline',
  textUnderlineOffset: '2px',
  selectors: { '&:hover': { color: vars.color.accentHover } },
});

export const footer = style({ margin: 0, textAlign: 'center', color: vars.color.textMuted, fontSize: vars.fontSize.sm });

export const actions = style({ display: 'flex', flexDirection: 'column', gap: vars.space.sm, alignItems: 'stretch' });

/** A field's rule, under the field, left-aligned with it. */
export const fieldHint = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.fontSize.sm, lineHeight: 1.4 });

export const hint = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.fontSize.sm, textAlign: 'center', lineHeight: 1.5 });

const messageBase = style({
  margin: 0,
  padding: `${vars.space.sm} ${vars.space.md}`,
  borderRadius: vars.radius.md,
  borderLeft: '4px solid',
  background: vars.color.surfaceRaised,
  color: vars.color.text,
  lineHeight: 1.5,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  alignItems: 'flex-start',
  overflowWrap: 'anywhere',
});

// The text stays in the body colour on a raised surface (AA in both themes); the edge carries the kind.
export const message = {
  error: style([messageBase, { borderLeftColor: vars.color.danger }]),
  success: style([messageBase, { borderLeftColor: vars.color.success }]),
  info: style([messageBase, { borderLeftColor: vars.color.accent }]),
};

const spin = keyframes({ to: { transform: 'rotate(360deg)' } });

export const spinner = style({
  width: '2rem',
  height: '2rem',
  margin: '0 auto',
  borderRadius: '50%',
  border: `3px solid ${vars.color.border}`,
  borderTopColor: vars.color.accent,
  '@media': { '(prefers-reduced-motion: no-preference)': { animation: `${spin} 0.9s linear infinite` } },
});

/**
 * A button whose label may be longer than a narrow phone is wide (the account page's exports): the button keeps
 * within the page and its label, in this span, wraps (the button's own class keeps labels on one line).
 */
export const wrappingAction = style({ maxWidth: '100%', textAlign: 'center' });
export const wrappingLabel = style({ whiteSpace: 'normal' });

/** A dialog's buttons that go onto two lines on a narrow phone rather than out of the dialog. */
export const wrappingActions = style({ flexWrap: 'wrap' });
