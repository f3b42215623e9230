import { style } from '@vanilla-extract/css';
import { vars } from '../../tokens/contract.css';

/**
 * Icon and words on one line inside a Button: the Button wraps its children in an inline span, and
 * an svg is a block (the reset), so without this the icon sits above the label.
 */
export const iconLabel = style({ display: 'inline-flex', alignItems: 'center', gap: vars.space['2'] });
