import { style } from '@vanilla-extract/css';
import { vars } from '../../tokens/contract.css';

/** The demo list's layout (Stagger takes a class, not inline styles: motion owns its style attribute). */
export const list = style({ display: 'grid', gap: vars.space['3'], padding: 0, listStyle: 'none' });
