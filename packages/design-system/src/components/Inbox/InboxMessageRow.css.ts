import { style } from '@vanilla-extract/css';
import { forcedColors } from '../../styles/forcedColors';
import { vars } from '../../tokens/contract.css';

/**
 * The whole row is one button. Its state lives in attributes: `aria-current` for the message that
 * is open (also what screen readers say), `data-read` for unread ones.
 */
export const row = style({
  display: 'grid',
  gridTemplateColumns: '0.75rem minmax(0, 1fr)',
  columnGap: vars.space['3'],
  width: '100%',
  minHeight: '2.75rem',
  padding: `${vars.space['3']} ${vars.space['4']} ${vars.space['3']} ${vars.space['3']}`,
  // The open row's bar; transparent otherwise, so every row keeps the same width.
  border: 0,
  borderInlineStart: '4px solid transparent',
  backgroundColor: 'transparent',
  color: vars.color.ink,
  textAlign: 'start',
  cursor: 'pointer',
  selectors: {
    // Inside the list's frame: a ring drawn outside would be cut by the neighbouring rows.
    '&:focus-visible': { outline: `3px solid ${vars.color.focus}`, outlineOffset: '-3px' },
    '&:hover': { backgroundColor: vars.color.surfaceSunken },
    '&[aria-current="true"]': {
      backgroundColor: vars.color.highlightSoft,
      borderInlineStartColor: vars.color.highlight,
    },
  },
  '@media': {
    // Forced colours paint every row alike: the open one keeps its bar in the system's highlight.
    [forcedColors]: {
      borderInlineStartColor: 'Canvas',
      forcedColorAdjust: 'none',
      backgroundColor: 'Canvas',
      color: 'CanvasText',
      selectors: {
        '&[aria-current="true"]': { borderInlineStartColor: 'Highlight', backgroundColor: 'Canvas' },
        '&:hover': { backgroundColor: 'Canvas' },
        '&:focus-visible': { outlineColor: 'Highlight' },
      },
    },
  },
});

/**
 * The unread dot, drawn as a border so forced colours keep it (they drop backgrounds). Shape and the
 * heavier text mark unread on screen; a hidden word says it to screen readers.
 */
export const dot = style({
  alignSelf: 'start',
  marginTop: '0.4rem',
  width: '0.625rem',
  height: '0.625rem',
  borderRadius: '50%',
  border: `0.3125rem solid ${vars.color.accent}`,
  '@media': {
    [forcedColors]: { borderColor: 'CanvasText', backgroundColor: 'Canvas', color: 'CanvasText' },
  },
});

export const body = style({ display: 'grid', gap: vars.space['1'], minWidth: 0 });

export const topLine = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'baseline',
  justifyContent: 'space-between',
  gap: `0 ${vars.space['3']}`,
});

export const sender = style({ minWidth: 0, overflowWrap: 'anywhere' });

export const name = style({
  fontWeight: vars.fontWeight.medium,
  selectors: { '[data-read="false"] &': { fontWeight: vars.fontWeight.bold } },
});

export const muted = style({
  color: vars.color.inkMuted,
  fontSize: vars.fontSize.sm,
  '@media': { [forcedColors]: { color: 'CanvasText' } },
});

export const email = style([muted, { display: 'block', overflowWrap: 'anywhere' }]);

export const time = style([muted, { whiteSpace: 'nowrap' }]);

/** One line, cut with an ellipsis: the view shows the whole message. */
export const preview = style({
  display: 'block',
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
  fontSize: vars.fontSize.sm,
  color: vars.color.inkMuted,
  selectors: {
    '[data-read="false"] &': { color: vars.color.ink, fontWeight: vars.fontWeight.semibold },
  },
  '@media': { [forcedColors]: { color: 'CanvasText' } },
});

export const interests = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space['1'] });

export const interest = style({
  paddingInline: vars.space['2'],
  borderRadius: vars.radius.pill,
  // Paper with a hairline: it stands out on the row at rest, hovered and open alike.
  backgroundColor: vars.color.surface,
  border: `1px solid ${vars.color.borderSubtle}`,
  fontSize: vars.fontSize.xs,
  lineHeight: vars.lineHeight.normal,
  color: vars.color.ink,
  '@media': {
    [forcedColors]: { borderColor: 'CanvasText', backgroundColor: 'Canvas', color: 'CanvasText' },
  },
});
