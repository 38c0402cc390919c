import { style } from '@vanilla-extract/css';
import { vars } from './theme.css';
import { layer } from './layers';

/**
 * The bar folds into the menu below a width that depends on how much it holds: a visitor's or a
 * member's few links fit from 900 px; an administrator's seven links (one with the pending count) and
 * the account fit from about 1,240 px once the links sit closer together and the logo shows its mark alone
 * (adminLogoName), so a laptop's 1,280 px
 * shows them in the bar. Every style that changes at the fold is built once per width by `foldingStyles`.
 */
const memberFold = { media: 'screen and (min-width: 900px)', maxWidth: '1280px', linkPadding: vars.space.sm, barPadding: vars.space.xl };
const adminFold = { media: 'screen and (min-width: 1240px)', maxWidth: '1440px', linkPadding: vars.space.xs, barPadding: vars.space.md };

/** Below this width the logo, the menu button and the theme toggle only fit at 320 px when set closer. */
const narrowest = 'screen and (max-width: 359px)';

export const header = style({
  position: 'sticky',
  top: 0,
  zIndex: layer.stickyHeader,
  background: vars.color.surface,
  borderBottom: `1px solid ${vars.color.border}`,
  boxShadow: vars.shadow.card,
});

export const logo = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.sm,
  fontSize: vars.fontSize.xl,
  fontWeight: 800,
  letterSpacing: '-0.02em',
  color: vars.color.text,
  textDecoration: 'none',
  whiteSpace: 'nowrap',
  selectors: { '&:hover': { color: vars.color.accent } },
  '@media': { [narrowest]: { fontSize: vars.fontSize.lg, gap: vars.space.xs } },
});

export const logoMark = style({ color: vars.color.accent, flexShrink: 0 });

/**
 * An administrator's bar holds eight links and the account: between its fold and 1,440 px the logo keeps its mark
 * and its name is left to screen readers, so the links stay in the bar on a laptop's 1,280 px.
 */
export const adminLogoName = style({
  '@media': {
    'screen and (min-width: 1240px) and (max-width: 1439px)': {
      position: 'absolute', width: 1, height: 1, padding: 0, margin: -1, overflow: 'hidden', clip: 'rect(0 0 0 0)', whiteSpace: 'nowrap', border: 0,
    },
  },
});

export const spacer = style({ flex: 1 });

export const welcome = style({ color: vars.color.textMuted, fontSize: vars.fontSize.sm, whiteSpace: 'nowrap' });

export const themeToggle = style({ flexShrink: 0, padding: vars.space.sm, minWidth: '44px' });

/** The styles that change where the bar folds, for a bar that unfolds from `wide` up. */
function foldingStyles({ media: wide, maxWidth, linkPadding, barPadding }: { media: string; maxWidth: string; linkPadding: string; barPadding: string }) {
  return {
    bar: style({
      maxWidth,
      margin: '0 auto',
      padding: `${vars.space.sm} ${vars.space.md}`,
      display: 'flex',
      alignItems: 'center',
      gap: vars.space.md,
      minHeight: '60px',
      '@media': {
        [narrowest]: { gap: vars.space.xs, padding: `${vars.space.sm} ${vars.space.sm}` },
        [wide]: { padding: `${vars.space.sm} ${barPadding}` },
      },
    }),
    menuButton: style({
      display: 'inline-flex',
      '@media': { [wide]: { display: 'none' } },
    }),
    menu: style({
      display: 'none',
      position: 'absolute',
      top: '100%',
      left: 0,
      right: 0,
      flexDirection: 'column',
      alignItems: 'stretch',
      gap: vars.space.md,
      padding: vars.space.md,
      background: vars.color.surface,
      borderBottom: `1px solid ${vars.color.border}`,
      boxShadow: vars.shadow.dialog,
      selectors: { '&[data-open="true"]': { display: 'flex' } },
      '@media': {
        [wide]: {
          display: 'flex',
          position: 'static',
          flexDirection: 'row',
          alignItems: 'center',
          flex: 1,
          padding: 0,
          background: 'transparent',
          border: 'none',
          boxShadow: 'none',
        },
      },
    }),
    nav: style({
      display: 'flex',
      flexDirection: 'column',
      gap: vars.space.xs,
      '@media': { [wide]: { flexDirection: 'row', flexWrap: 'nowrap', alignItems: 'center', flex: 1 } },
    }),
    navList: style({
      display: 'flex',
      flexDirection: 'column',
      gap: vars.space.xs,
      listStyle: 'none',
      margin: 0,
      padding: 0,
      '@media': { [wide]: { flexDirection: 'row', flexWrap: 'nowrap', gap: 0 } },
    }),
    navLink: style({
      display: 'flex',
      alignItems: 'center',
      minHeight: '44px',
      padding: `${vars.space.xs} ${vars.space.md}`,
      borderRadius: vars.radius.md,
      color: vars.color.text,
      fontWeight: 600,
      textDecoration: 'none',
      whiteSpace: 'nowrap',
      '@media': { [wide]: { padding: `${vars.space.xs} ${linkPadding}`, fontSize: vars.fontSize.sm } },
      selectors: {
        '&:hover': { background: vars.color.surfaceRaised, color: vars.color.text },
        '&[aria-current="page"]': { color: vars.color.accent, textDecoration: 'underline', textUnderlineOffset: '6px', textDecorationThickness: '2px' },
      },
    }),
    account: style({
      display: 'flex',
      flexWrap: 'wrap',
      alignItems: 'center',
      gap: vars.space.sm,
      borderTop: `1px solid ${vars.color.border}`,
      paddingTop: vars.space.md,
      '@media': { [wide]: { borderTop: 'none', paddingTop: 0, marginLeft: 'auto', flexWrap: 'nowrap' } },
    }),
  };
}

/** On phones the navigation drops down under the bar when opened; past the fold it sits in the bar. */
export const memberBar = foldingStyles(memberFold);
export const adminBar = foldingStyles(adminFold);
