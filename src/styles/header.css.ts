import { style } from '@vanilla-extract/css';
import { vars } from './theme.css';
import { layer } from './layers';

/**
 * The bar folds into the menu below 900 px, where a member's links, the account and the product name stop
 * fitting. An administrator's four links do not join that row (with them, it needed 1,370 px, and hiding the
 * product name at a laptop's 1,280 px was the price): past the fold they are a second row under it
 * (`adminRow`), in the room the bar keeps for them (`barWithAdminRow`).
 */
const wide = 'screen and (min-width: 900px)';
const fold = { media: wide, maxWidth: '1280px', linkPadding: vars.space.sm, barPadding: vars.space.xl };
/** The second row's height: one link's. */
const adminRowHeight = '44px';

/**
 * Below this width the logo, the menu button and the theme toggle only fit when set closer: at 320 px, and at 360 px
 * too, where they stood 10 px wider than the screen.
 */
const narrowest = 'screen and (max-width: 379px)';

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

export const spacer = style({ flex: 1 });

export const welcome = style({ color: vars.color.textMuted, fontSize: vars.fontSize.sm, whiteSpace: 'nowrap' });

export const themeToggle = style({ flexShrink: 0, padding: vars.space.sm, minWidth: '44px' });

/**
 * The header's icons are drawn by the style sheet rather than by the script the first screen waits for: each
 * outline is a mask over the text's colour, so it follows its link's or button's colour (and forced colours) as a
 * drawn icon would.
 */
function icon(size: string, shape: string, color?: string) {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 24 24" fill="none" stroke="black" stroke-width="2" stroke-linecap="round" stroke-linejoin="round">${shape}</svg>`;
  const mask = `url("data:image/svg+xml,${encodeURIComponent(svg)}") center / contain no-repeat`;
  return style({
    display: 'block',
    flexShrink: 0,
    width: size,
    height: size,
    // A colour of its own (the mark's accent) gives way to the one forced colours give its link.
    ...(color === undefined ? {} : { color, '@media': { '(forced-colors: active)': { color: 'inherit' } } }),
    backgroundColor: 'currentColor',
    // The colour it inherits is already the forced one; its own background must not be forced to the canvas's.
    forcedColorAdjust: 'none',
    mask,
    WebkitMask: mask,
  });
}

/** The product's mark, three books on a shelf, before its name. */
export const logoMark = icon('28px', '<rect x="3" y="4" width="5" height="16" rx="1"/><rect x="10" y="4" width="5" height="16" rx="1"/><path d="M17 5.5l3.5-1 2 15-3.5 1z"/>', vars.color.accent);
export const menuIcon = icon('20px', '<path d="M4 6h16M4 12h16M4 18h16"/>');
/** The theme toggle's: a moon in the light theme (a press turns the page dark), a sun in the dark one. */
export const moonIcon = icon('22px', '<path d="M20.5 14.5A8.5 8.5 0 0 1 9.5 3.5a8.5 8.5 0 1 0 11 11z"/>');
export const sunIcon = icon(
  '22px',
  '<circle cx="12" cy="12" r="4.5"/><path d="M12 2v2M12 20v2M4.9 4.9l1.4 1.4M17.7 17.7l1.4 1.4M2 12h2M20 12h2M4.9 19.1l1.4-1.4M17.7 6.3l1.4-1.4"/>',
);

/** The language menu beside the theme toggle: as tall as a touch target, as wide as its longest name. */
export const languageMenu = style({ flexShrink: 0, width: 'auto', minHeight: '44px', paddingBlock: 0 });

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
    // Doubled: the button recipe sets its own display, and which of the two rules comes later in the CSS depends on
    // the order the chunks load, which changes as parts of the app are loaded when needed.
    // It keeps its width beside the product name (squeezed, its icon shrank to a dot); with a count of new recaps
    // the word Menu is left to screen readers, so the bar still fits a 320-px phone.
    menuButton: style({
      selectors: { '&&': { display: 'inline-flex', flexShrink: 0 } },
      '@media': { [wide]: { selectors: { '&&': { display: 'none' } } } },
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
export const bar = foldingStyles(fold);

/** Past the fold, the bar keeps room under its row for the administrator's links. */
export const barWithAdminRow = style({
  '@media': { [wide]: { position: 'relative', flexWrap: 'wrap', paddingBottom: adminRowHeight } },
});

/** The administrator's links: a group of their own in the open menu, the bar's second row past the fold. */
export const adminRow = style({
  borderTop: `1px solid ${vars.color.border}`,
  paddingTop: vars.space.xs,
  '@media': {
    [wide]: {
      position: 'absolute',
      left: fold.barPadding,
      right: fold.barPadding,
      bottom: 0,
      height: adminRowHeight,
      paddingTop: 0,
      alignItems: 'center',
    },
  },
});

/** The count of new recaps beside the Shelf link. */
export const badge = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  minWidth: '1.5em',
  marginLeft: vars.space.xs,
  padding: '0 0.4em',
  borderRadius: '999px',
  background: vars.color.accent,
  color: vars.color.accentText,
  fontSize: vars.fontSize.xs,
  fontWeight: 700,
  lineHeight: 1.6,
});
