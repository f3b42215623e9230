import { style } from '@vanilla-extract/css';
import { vars } from '../../tokens/contract.css';

export const root = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space['2'] });
