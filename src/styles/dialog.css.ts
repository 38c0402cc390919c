import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from './theme.css';
import { layer } from './layers';
import { centred } from './recipes.css';

/** A phone's width, where the dialog gives its room to the recap. */
const narrowDialog = 'screen and (max-width: 479px)';

export const overlay = style({ position: 'fixed', inset: 0, background: vars.color.overlay, zIndex: layer.dialogOverlay });
export const content = style({
  ...centred,
  width: 'min(720px, calc(100vw - 24px))',
  maxHeight: 'calc(100vh - 48px)',
  overflowY: 'auto',
  background: vars.color.surfaceRaised,
  color: vars.color.text,
  borderRadius: vars.radius.lg,
  boxShadow: vars.shadow.dialog,
  zIndex: layer.dialog,
  padding: vars.space.xl,
  // A phone's screen is for the recap: the sides give back room (the top keeps the close button off the picture).
  '@media': { [narrowDialog]: { padding: `${vars.space.xl} ${vars.space.lg} ${vars.space.lg}` } },
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
});
export const narrow = style({ width: 'min(460px, calc(100vw - 24px))' });
export const close = style({
  position: 'absolute',
  top: vars.space.sm,
  right: vars.space.sm,
  background: 'none',
  border: 'none',
  fontSize: vars.fontSize.xl,
  color: vars.color.textMuted,
  cursor: 'pointer',
  lineHeight: 1,
  padding: vars.space.xs,
});
export const hero = style({
  position: 'relative',
  aspectRatio: '16 / 9',
  // The dialog is a scrolling flex column: without this a tall dialog on a phone squeezes the picture to 0 px.
  flexShrink: 0,
  borderRadius: vars.radius.md,
  overflow: 'hidden',
  background: vars.color.surface,
});
export const heroImage = style({ width: '100%', height: '100%', objectFit: 'cover', display: 'block' });
/** The spoiler shield: the picture blurred until the member reveals the recap. */
export const shielded = style({});
globalStyle(`${shielded} img`, { filter: 'blur(18px)' });
export const play = style({
  position: 'absolute',
  inset: 0,
  margin: 'auto',
  width: 72,
  height: 72,
  borderRadius: vars.radius.pill,
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  background: 'rgba(0,0,0,0.65)',
  color: '#fff',
  fontSize: vars.fontSize.xxl,
  textDecoration: 'none',
});
export const title = style({ fontSize: vars.fontSize.xl, fontWeight: 700, margin: 0 });
export const subtitle = style({ color: vars.color.textMuted, margin: 0 });
export const fields = style({ display: 'grid', gridTemplateColumns: 'max-content 1fr', gap: `${vars.space.xs} ${vars.space.lg}`, margin: 0 });
export const fieldName = style({ fontWeight: 600, color: vars.color.textMuted });
export const fieldValue = style({ margin: 0 });
/** On a phone the tags take the whole width of the dialog under their name, where the value column is narrow. */
export const tagsValue = style({ '@media': { [narrowDialog]: { gridColumn: '1 / -1' } } });
/** Tags and genres as chips that wrap onto as many lines as they need, each one whole where it fits. */
export const tags = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.xs, listStyle: 'none', margin: 0, padding: 0 });
export const tag = style({
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.pill,
  padding: `2px ${vars.space.sm}`,
  fontSize: vars.fontSize.sm,
  lineHeight: 1.4,
  // A tag longer than the dialog is wide breaks inside itself instead of pushing the dialog sideways.
  overflowWrap: 'anywhere',
  minWidth: 0,
});
export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm, alignItems: 'center' });
/** Back from the video's tab: the offer to mark it watched, on a line of its own under the actions. */
export const watchedOffer = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.sm,
  alignItems: 'center',
  flexBasis: '100%',
  selectors: { '&:empty': { display: 'none' } },
});
export const counter = style({ fontSize: vars.fontSize.xs, color: vars.color.textMuted, textAlign: 'right' });
/** One box even when its words wrap on a phone, so all of it is the link (an inline link's box spans its gaps too). */
export const seriesLink = style({ display: 'inline-block' });
export const note = style({ fontSize: vars.fontSize.sm, color: vars.color.textMuted, margin: 0 });
export const success = style({ color: vars.color.success, fontWeight: 600, margin: 0 });
