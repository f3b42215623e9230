import { style } from '@vanilla-extract/css';

/** Vertical resize only: a horizontal drag would break the form's column. */
export const textArea = style({
  resize: 'vertical',
  minHeight: '8rem',
});
