import { style } from '@vanilla-extract/css';
import { media } from '../../styles/media';
import { vars } from '../../tokens/contract.css';

/**
 * Stacked on a phone; on a wider screen the search takes the spare width and the rest sit beside
 * it, all on one baseline at the foot of their labels.
 */
export const form = style({
  display: 'grid',
  gap: vars.space['3'],
  alignItems: 'end',
  '@media': {
    [media.sm]: { gridTemplateColumns: 'minmax(0, 1fr) minmax(0, 1fr)' },
    [media.lg]: { gridTemplateColumns: 'minmax(12rem, 2fr) minmax(10rem, 1.4fr) auto auto' },
  },
});

export const search = style({
  '@media': { [media.sm]: { gridColumn: '1 / -1' }, [media.lg]: { gridColumn: 'auto' } },
});

/** The native select in the text controls' frame, keeping the platform's arrow. */
export const select = style({ cursor: 'pointer' });

export const unreadOnly = style({ whiteSpace: 'nowrap' });

/** The applications' filters: the role select takes the spare width, Export sits beside it. */
export const applicationsForm = style({
  display: 'grid',
  gap: vars.space['3'],
  alignItems: 'end',
  '@media': { [media.sm]: { gridTemplateColumns: 'minmax(0, 24rem) auto', justifyContent: 'start' } },
});
