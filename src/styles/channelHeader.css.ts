import { globalStyle, style } from '@vanilla-extract/css';
import { panelBox } from './recipes.css';
import { vars } from './theme.css';

// A channel page's header: a file of its own, so its styles load with the channel page and not with the first screen.

export const channelHeader = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.lg,
  alignItems: 'flex-start',
  ...panelBox,
  marginBottom: vars.space.xl,
});
/**
 * While the channel loads its header keeps the room the loaded header takes, so the recap list
 * below does not jump down when it arrives (layout shift).
 */
export const channelHeaderLoading = style({
  minHeight: 397,
  '@media': { 'screen and (min-width: 720px)': { minHeight: 249 } },
});
export const channelImage = style({
  width: 96,
  height: 96,
  borderRadius: vars.radius.pill,
  objectFit: 'cover',
  background: vars.color.surfaceRaised,
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  color: vars.color.textMuted,
  flexShrink: 0,
});
export const channelInfo = style({ display: 'flex', flexDirection: 'column', gap: vars.space.sm, flex: 1, minWidth: 220 });
export const channelName = style({ fontSize: vars.fontSize.xxl, fontWeight: 700, margin: 0, color: vars.color.text });
// Label over value in even columns: four on a wide screen, two on a phone, never a ragged row.
export const channelStats = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fit, minmax(100px, 1fr))',
  gap: `${vars.space.sm} ${vars.space.lg}`,
  margin: 0,
  fontSize: vars.fontSize.sm,
});
// In line with the name and figures above: the card's action row is padded for a card's edge, this one is not.
export const channelActions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.xs });
export const channelStat = style({ display: 'flex', flexDirection: 'column', gap: '2px' });
globalStyle(`${channelStat} dd`, { margin: 0, fontWeight: 600 });
export const statLabel = style({ color: vars.color.textMuted });
