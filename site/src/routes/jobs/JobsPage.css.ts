import { style } from '@vanilla-extract/css';
import { vars } from '@rico/design-system';

/** The filters above the roles they filter, apart as a section's blocks are. */
export const filteredRoles = style({ display: 'grid', gap: vars.space['8'] });
