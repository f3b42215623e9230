/** Windows High Contrast and other forced-colour modes: the system chooses every colour. */
export const forcedColors = '(forced-colors: active)';

/**
 * An edge that shows only where colours are forced. A control drawn by its background alone loses
 * that background in forced colours (the system paints Canvas); the border takes the system's text
 * colour there, so the control keeps its outline. Padding gives back the border's pixel, so the
 * control's size is the same either way.
 */
export const forcedColorsEdge = (paddingInline: string) => ({
  border: '1px solid transparent',
  paddingInline: `calc(${paddingInline} - 1px)`,
});
