import { style } from '@vanilla-extract/css';
import { media } from '../../styles/media';
import { vars } from '../../tokens/contract.css';

/**
 * A phone shows one pane at a time: the list, or the open message with Back to list. From the
 * medium breakpoint both sit side by side and Back is not needed. CSS decides, so the prerendered
 * page is already right at every width.
 */
export const root = style({
  display: 'grid',
  gap: vars.space['6'],
  minWidth: 0,
  '@media': {
    [media.md]: {
      gridTemplateColumns: 'minmax(20rem, 2fr) minmax(0, 3fr)',
      alignItems: 'start',
    },
  },
});

export const top = style({
  display: 'grid',
  gap: vars.space['4'],
  '@media': {
    [media.md]: { gridColumn: '1 / -1' },
    [media.belowMd]: { selectors: { '[data-view="open"] > &': { display: 'none' } } },
  },
});

export const listPane = style({
  display: 'grid',
  gap: vars.space['4'],
  minWidth: 0,
  '@media': {
    [media.belowMd]: { selectors: { '[data-view="open"] > &': { display: 'none' } } },
  },
});

export const viewPane = style({
  display: 'grid',
  gap: vars.space['4'],
  justifyItems: 'start',
  minWidth: 0,
  '@media': {
    [media.belowMd]: { selectors: { '[data-view="closed"] > &': { display: 'none' } } },
  },
});

/** Takes the pane's width, so the message view under it does too. */
export const viewSlot = style({ display: 'grid', width: '100%', minWidth: 0 });

export const back = style({
  '@media': { [media.md]: { display: 'none' } },
});

export const noSelection = style({
  display: 'none',
  '@media': {
    [media.md]: {
      display: 'block',
      width: '100%',
      padding: vars.space['8'],
      border: `1px dashed ${vars.color.border}`,
      borderRadius: vars.radius.lg,
      color: vars.color.inkMuted,
      textAlign: 'center',
    },
  },
});
