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
