import { style, styleVariants } from '@vanilla-extract/css';
import { forcedColors } from '../../styles/forcedColors';
import { media } from '../../styles/media';
import { vars } from '../../tokens/contract.css';

export const root = style({
  display: 'grid',
  gap: vars.space['5'],
  minWidth: 0,
  padding: vars.space['5'],
  border: `1px solid ${vars.color.borderSubtle}`,
  borderRadius: vars.radius.lg,
  backgroundColor: vars.color.surfaceRaised,
  color: vars.color.ink,
  '@media': { [media.md]: { padding: vars.space['8'] } },
});

export const header = style({ display: 'grid', gap: vars.space['1'], minWidth: 0 });

export const title = style({ overflowWrap: 'anywhere' });

export const meta = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: `${vars.space['1']} ${vars.space['3']}`,
  fontSize: vars.fontSize.sm,
  color: vars.color.inkMuted,
});

/** 'Unread' in words, in a frame: not a colour alone. */
export const badge = style({
  paddingInline: vars.space['2'],
  border: `1px solid ${vars.color.accent}`,
  borderRadius: vars.radius.pill,
  color: vars.color.accent,
  fontWeight: vars.fontWeight.semibold,
});

export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space['3'] });

export const note = style({ fontSize: vars.fontSize.sm, color: vars.color.inkMuted });

/** Empty until an action fails; then the message, marked by an icon as well as its colour. */
export const alert = style({
  display: 'flex',
  alignItems: 'flex-start',
  gap: vars.space['2'],
  color: vars.color.critical,
  fontWeight: vars.fontWeight.medium,
  // Out of the flow while empty (no gap for it), yet still in the accessibility tree, so a message
  // that appears in it is announced as an alert's change, not as a new element.
  selectors: { '&:empty': { position: 'absolute' } },
});

export const fields = style({ display: 'grid', gap: vars.space['3'] });

export const fieldRow = style({
  display: 'grid',
  gap: vars.space['1'],
  minWidth: 0,
  '@media': {
    [media.sm]: { gridTemplateColumns: '9rem minmax(0, 1fr)', gap: vars.space['4'] },
  },
});

export const term = style({ fontWeight: vars.fontWeight.semibold, color: vars.color.ink });

export const value = style({ minWidth: 0, overflowWrap: 'anywhere' });

export const notGiven = style({ color: vars.color.inkMuted, fontStyle: 'italic' });

export const inlineList = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space['2'],
  listStyle: 'none',
  padding: 0,
});

export const interest = style({
  paddingInline: vars.space['2'],
  border: '1px solid transparent',
  borderRadius: vars.radius.pill,
  backgroundColor: vars.color.surfaceSunken,
  fontSize: vars.fontSize.sm,
});

/** The sender's words as they wrote them: line breaks kept, long words wrapped. */
export const message = style({
  padding: vars.space['4'],
  borderRadius: vars.radius.md,
  backgroundColor: vars.color.surfaceSunken,
  whiteSpace: 'pre-wrap',
  overflowWrap: 'anywhere',
  '@media': { [forcedColors]: { border: '1px solid CanvasText' } },
});

export const withIcon = style({ display: 'inline-flex', alignItems: 'flex-start', gap: vars.space['2'] });

export const icon = style({ flexShrink: 0, width: '1.125em', height: '1.125em', marginTop: '0.2em' });

export const deliveryTone = styleVariants({
  emailed: { color: vars.color.success },
  waiting: { color: vars.color.inkMuted },
  'given-up': { color: vars.color.critical },
});

export const delivery = style({ display: 'grid', gap: vars.space['1'] });

export const deliveryState = style({ fontWeight: vars.fontWeight.semibold });
