import { keyframes, style } from '@vanilla-extract/css';
import { vars } from './theme.css';
import { layer } from './layers';
import { centred } from './recipes.css';

export const toolbar = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'flex-end',
  gap: vars.space.md,
  margin: `${vars.space.lg} 0`,
});

export const toolbarField = style({ minWidth: '12rem', flex: '0 1 14rem' });

export const headerRow = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'baseline',
  justifyContent: 'space-between',
  gap: vars.space.md,
});

export const countLine = style({ color: vars.color.textMuted, fontSize: vars.fontSize.sm, margin: `0 0 ${vars.space.md}` });

export const grid = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(16rem, 1fr))',
  gap: vars.space.lg,
});

export const card = style({
  position: 'relative',
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  height: '100%',
  padding: vars.space.lg,
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  boxShadow: vars.shadow.card,
});

export const cardTop = style({ display: 'flex', alignItems: 'center', gap: vars.space.md });

// A fixed box, so the card does not jump when the image arrives or fails.
export const avatar = style({
  flex: '0 0 auto',
  width: '64px',
  height: '64px',
  borderRadius: vars.radius.pill,
  overflow: 'hidden',
  background: vars.color.surfaceRaised,
  display: 'grid',
  placeItems: 'center',
  color: vars.color.textMuted,
});

export const avatarImage = style({ width: '64px', height: '64px', objectFit: 'cover', display: 'block' });

export const cardName = style({
  margin: 0,
  fontSize: vars.fontSize.lg,
  fontWeight: 700,
  lineHeight: 1.25,
  overflowWrap: 'anywhere',
});

export const cardNameLink = style({
  color: vars.color.text,
  textDecoration: 'none',
  selectors: { '&:hover': { color: vars.color.accent, textDecoration: 'underline' } },
});

export const languageBadge = style({
  display: 'inline-block',
  marginTop: vars.space.xs,
  padding: `2px ${vars.space.sm}`,
  borderRadius: vars.radius.pill,
  background: vars.color.surfaceRaised,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.xs,
});

export const stats = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(3, 1fr)',
  gap: vars.space.sm,
  margin: 0,
});

export const stat = style({ display: 'flex', flexDirection: 'column-reverse', gap: '2px' });
export const statLabel = style({ color: vars.color.textMuted, fontSize: vars.fontSize.xs, margin: 0 });
export const statValue = style({ fontWeight: 700, margin: 0 });

export const lastPosted = style({ color: vars.color.textMuted, fontSize: vars.fontSize.sm, margin: 0 });

export const cardActions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm, marginTop: 'auto' });

export const favouriteOn = style({ color: vars.color.star });

export const center = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: vars.space.md,
  padding: `${vars.space.xxl} ${vars.space.lg}`,
  textAlign: 'center',
});

export const loadMore = style({ display: 'flex', justifyContent: 'center', marginTop: vars.space.xl });

const spin = keyframes({ to: { transform: 'rotate(360deg)' } });
export const spinner = style({
  width: '28px',
  height: '28px',
  border: `3px solid ${vars.color.border}`,
  borderTopColor: vars.color.accent,
  borderRadius: vars.radius.pill,
  animation: `${spin} 800ms linear infinite`,
  '@media': { '(prefers-reduced-motion: reduce)': { animation: 'none' } },
});

export const overlay = style({ position: 'fixed', inset: 0, background: vars.color.overlay, zIndex: layer.dialogOverlay });

export const dialog = style({
  ...centred,
  width: 'min(28rem, calc(100vw - 2rem))',
  padding: vars.space.xl,
  background: vars.color.surface,
  color: vars.color.text,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  boxShadow: vars.shadow.dialog,
  zIndex: layer.dialog,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
});

export const dialogTitle = style({ margin: 0, fontSize: vars.fontSize.xl });
export const dialogActions = style({ display: 'flex', justifyContent: 'flex-end', gap: vars.space.sm });

export const watchCard = style([card, { padding: 0, overflow: 'hidden' }]);

// The link stretches over the whole card, so clicking anywhere on it opens the video.
export const watchLink = style({
  color: vars.color.text,
  textDecoration: 'none',
  selectors: {
    '&::after': { content: '""', position: 'absolute', inset: 0, zIndex: 1 },
    '&:focus-visible::after': { outline: `2px solid ${vars.color.focus}`, outlineOffset: '-2px', borderRadius: vars.radius.lg },
  },
});

export const watchThumb = style({ display: 'block', width: '100%', aspectRatio: '16 / 9', objectFit: 'cover', background: vars.color.surfaceRaised });

export const watchBody = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xs, padding: vars.space.lg, flex: 1 });

export const watchTitle = style({ margin: 0, fontSize: vars.fontSize.md, fontWeight: 700, lineHeight: 1.3 });
export const watchMeta = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.fontSize.sm });

export const watchRemove = style({ position: 'relative', zIndex: 2, alignSelf: 'flex-start', margin: `0 ${vars.space.lg} ${vars.space.lg}` });

/** The admins' "Show deactivated channels" switch, on the toolbar's baseline. */
export const toolbarCheck = style({ display: 'inline-flex', alignItems: 'center', gap: vars.space.xs, fontSize: vars.fontSize.sm, minHeight: '2.5rem' });
