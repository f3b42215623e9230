import { style } from '@vanilla-extract/css';
import { vars } from '../../tokens/contract.css';

/** The picker's button drawn as a secondary button, inside the control's own border. */
export const file = style({
  cursor: 'pointer',
  paddingBlock: vars.space['1'],
  selectors: {
    '&::file-selector-button': {
      marginInlineEnd: vars.space['3'],
      minHeight: '2.25rem',
      padding: `0 ${vars.space['3']}`,
      font: 'inherit',
      fontWeight: vars.fontWeight.semibold,
      color: vars.color.ink,
      backgroundColor: vars.color.surfaceSunken,
      border: `1px solid ${vars.color.border}`,
      borderRadius: vars.radius.sm,
      cursor: 'pointer',
    },
  },
  '@media': {
    // Forced colours: the button keeps a border the system colours draw.
    '(forced-colors: active)': {
      selectors: { '&::file-selector-button': { borderColor: 'ButtonText' } },
    },
  },
});

/** The control and, once a file is chosen, its Remove button beside it (below it on a phone). */
export const row = style({
  // As wide as the field, never wider: a file control's own width is that of its words.
  width: '100%',
  minWidth: 0,
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space['2'],
});

/** Remove: a quiet text button, 44 px tall like every target. */
export const remove = style({
  minHeight: '2.75rem',
  padding: `0 ${vars.space['3']}`,
  font: 'inherit',
  fontWeight: vars.fontWeight.semibold,
  color: vars.color.ink,
  backgroundColor: 'transparent',
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.sm,
  cursor: 'pointer',
  '@media': {
    '(forced-colors: active)': { borderColor: 'ButtonText' },
  },
});

/** The control in that row: as wide as the row allows beside the button, never narrower than its words. */
export const inRow = style({ flex: '1 1 16rem', width: 'auto', minWidth: 0 });
