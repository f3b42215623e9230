import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../tokens/contract.css';
import { visuallyHidden } from '../../styles/visuallyHidden.css';

export const list = styleVariants({
  stacked: {
    display: 'grid',
    gridTemplateColumns: 'repeat(auto-fill, minmax(11rem, 1fr))',
    gap: vars.space['4'],
    margin: 0,
  },
  inline: {
    display: 'flex',
    flexWrap: 'wrap',
    columnGap: vars.space['2'],
    rowGap: vars.space['1'],
    margin: 0,
    fontSize: vars.fontSize.sm,
    color: vars.color.inkMuted,
  },
});

export const item = styleVariants({
  // Start: a fact beside a longer one (a salary over two lines) keeps its label against its value.
  stacked: { display: 'grid', gap: vars.space['1'], alignContent: 'start' },
  // A dot between inline facts, drawn by CSS so screen readers do not read it.
  inline: {
    display: 'flex',
    selectors: { '& + &::before': { content: '"·"', marginInlineEnd: vars.space['2'] } },
  },
});

export const label = styleVariants({
  stacked: { fontSize: vars.fontSize.sm, fontWeight: vars.fontWeight.semibold, color: vars.color.inkMuted },
  inline: [visuallyHidden],
});

export const value = style({ margin: 0 });
