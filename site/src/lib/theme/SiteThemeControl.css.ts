import { globalStyle, style } from '@vanilla-extract/css';

/**
 * Without script no choice can be kept (the pages are static), so the control is hidden: the page
 * still follows the device's setting. The head script's `data-theme` on <html> says it runs.
 */
export const whenScriptRuns = style({});
globalStyle(`html:not([data-theme]) ${whenScriptRuns}`, { display: 'none' });
