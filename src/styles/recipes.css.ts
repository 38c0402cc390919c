import { style, styleVariants } from '@vanilla-extract/css';
import { addFunctionSerializer } from '@vanilla-extract/css/functionSerializer';
import { createButtonClass } from './buttonClass';
import { vars } from './theme.css';

/** Buttons: primary for the main action of a screen, secondary and ghost for the rest, danger for destructive ones. */
const buttonBase = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.space.xs,
  border: '1px solid transparent',
  borderRadius: vars.radius.md,
  fontWeight: 600,
  lineHeight: 1.2,
  cursor: 'pointer',
  textDecoration: 'none',
  whiteSpace: 'nowrap',
  transition: 'background-color 120ms ease, border-color 120ms ease, color 120ms ease',
  selectors: {
    '&:disabled, &[aria-disabled="true"]': { opacity: 0.6, cursor: 'not-allowed' },
  },
});

const buttonVariant = styleVariants({
  primary: {
    background: vars.color.accent,
    color: vars.color.accentText,
    selectors: { '&:hover:not(:disabled)': { background: vars.color.accentHover, color: vars.color.accentText } },
  },
  secondary: {
    background: vars.color.surfaceRaised,
    color: vars.color.text,
    borderColor: vars.color.border,
    selectors: { '&:hover:not(:disabled)': { borderColor: vars.color.accent, color: vars.color.text } },
  },
  ghost: {
    background: 'transparent',
    color: vars.color.text,
    selectors: { '&:hover:not(:disabled)': { background: vars.color.surfaceRaised, color: vars.color.text } },
  },
  danger: {
    background: vars.color.danger,
    color: vars.color.dangerText,
    selectors: { '&:hover:not(:disabled)': { filter: 'brightness(1.08)', color: vars.color.dangerText } },
  },
});

const buttonSize = styleVariants({
  // 44 px tall targets on md keep touch use comfortable; sm stays above 32 px.
  sm: { minHeight: '34px', padding: `${vars.space.xs} ${vars.space.md}`, fontSize: vars.fontSize.sm },
  md: { minHeight: '44px', padding: `${vars.space.sm} ${vars.space.lg}`, fontSize: vars.fontSize.md },
});

const buttonClasses = { base: buttonBase, variant: buttonVariant, size: buttonSize };

/** `button({ variant, size })`: primary and md unless named (src/styles/buttonClass.ts makes the class names). */
export const button = addFunctionSerializer(createButtonClass(buttonClasses), {
  importPath: './buttonClass',
  importName: 'createButtonClass',
  args: [buttonClasses],
});

/** A form control's box: inputs, selects and text areas. */
export const control = {
  width: '100%',
  minHeight: '44px',
  padding: `${vars.space.sm} ${vars.space.md}`,
  background: vars.color.surface,
  color: vars.color.text,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  fontSize: vars.fontSize.md,
} as const;

export const input = style({
  ...control,
  selectors: {
    '&::placeholder': { color: vars.color.textMuted, opacity: 1 },
    '&:hover': { borderColor: vars.color.textMuted },
    '&[aria-invalid="true"]': { borderColor: vars.color.danger },
  },
});

export const select = style({
  ...control,
  cursor: 'pointer',
  selectors: { '&:hover': { borderColor: vars.color.textMuted } },
});

export const field = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xs });

export const label = style({ fontWeight: 600, fontSize: vars.fontSize.sm, color: vars.color.text });

export const formStack = style({ display: 'flex', flexDirection: 'column', gap: vars.space.lg, maxWidth: '28rem', width: '100%' });

/** A panel on the page: the surface, its border, the larger radius and room inside. */
export const panelBox = {
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  padding: vars.space.lg,
} as const;

/** A dialog's place: centred in the viewport, above the page. */
export const centred = { position: 'fixed', top: '50%', left: '50%', transform: 'translate(-50%, -50%)' } as const;

export const card = style({ ...panelBox, color: vars.color.text, boxShadow: vars.shadow.card });

/** The main column of every screen: full width on phones, centred and capped on wide screens. */
export const page = style({
  width: '100%',
  maxWidth: '1280px',
  margin: '0 auto',
  padding: `${vars.space.lg} ${vars.space.md} ${vars.space.xxl}`,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.lg,
  '@media': { 'screen and (min-width: 768px)': { padding: `${vars.space.xl} ${vars.space.xl} ${vars.space.xxl}` } },
});

export const pageTitle = style({ fontSize: vars.fontSize.xxl, fontWeight: 700, color: vars.color.text });

export const pageSubtitle = style({ fontSize: vars.fontSize.md, color: vars.color.textMuted, margin: 0 });

export const errorText = style({ color: vars.color.danger, fontSize: vars.fontSize.sm, margin: 0 });

export const visuallyHidden = style({
  position: 'absolute',
  width: '1px',
  height: '1px',
  padding: 0,
  margin: '-1px',
  overflow: 'hidden',
  clip: 'rect(0, 0, 0, 0)',
  whiteSpace: 'nowrap',
  border: 0,
});

/** A button that reads as an inline link (e.g. Resend verification email). */
export const linkButton = style({
  background: 'none',
  border: 'none',
  padding: 0,
  color: vars.color.accent,
  textDecoration: 'underline',
  cursor: 'pointer',
  font: 'inherit',
  selectors: { '&:hover': { color: vars.color.accentHover }, '&:disabled': { opacity: 0.6, cursor: 'not-allowed' } },
});
