import { style } from '@vanilla-extract/css';
import { vars } from '../../tokens/contract.css';

/**
 * Off screen until focused (clipped, not display:none, so it stays the first Tab stop), then a
 * plain, underlined link over the top left of the page: above the sticky header, so showing it moves
 * nothing on the page. Colours are theme roles only, so it follows every theme.
 */
export const skipLink = style({
  position: 'absolute',
  top: vars.space['2'],
  left: vars.space['2'],
  zIndex: vars.zIndex.overlay,
  borderRadius: vars.radius.md,
  background: vars.color.surfaceRaised,
  color: vars.color.ink,
  boxShadow: vars.shadow.md,
  fontFamily: vars.font.body,
  fontSize: vars.fontSize.md,
  fontWeight: vars.fontWeight.semibold,
  lineHeight: vars.lineHeight.snug,
  textDecoration: 'underline',
  textUnderlineOffset: '0.2em',
  // Hidden by default and shown on `:focus`, rather than hidden on `:not(:focus)`: Storybook's
  // pseudo-states addon rewrites `:not(:focus)` into a list that always matches, which kept the link
  // hidden even while focused there.
  width: 1,
  height: 1,
  padding: 0,
  margin: -1,
  border: 0,
  overflow: 'hidden',
  clipPath: 'inset(50%)',
  whiteSpace: 'nowrap',
  selectors: {
    '&:focus': {
      width: 'auto',
      height: 'auto',
      padding: `${vars.space['3']} ${vars.space['4']}`,
      margin: 0,
      // Transparent in normal colours; forced colours paint it, so the link keeps a visible edge there.
      border: '2px solid transparent',
      overflow: 'visible',
      clipPath: 'none',
      whiteSpace: 'normal',
      outline: `3px solid ${vars.color.focus}`,
      outlineOffset: '2px',
    },
  },
});

/** The skip link's target: focusable from script and by the link, without a ring round the whole region. */
export const skipLinkTarget = style({
  selectors: {
    '&:focus': { outline: 'none' },
  },
});
