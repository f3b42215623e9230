/**
 * Layers fixed to the bottom of the screen (the cookie banner, the preview banner) each publish on
 * <html> the height they take, in a custom property of their own. Their sum is the space the page
 * keeps free below its content and that scrolling keeps focus out of (reset.css.ts), and the space a
 * panel that fills the screen (the phone menu) stops short of, so no fixed layer ever lies over a
 * control. Plain strings, so style files can use them without React.
 */
export const bottomLayerProperties = {
  cookieBanner: '--cookie-banner-height',
  previewBanner: '--preview-banner-space',
} as const;

export type BottomLayerProperty = (typeof bottomLayerProperties)[keyof typeof bottomLayerProperties];

/** All of them together; 0px when none shows. */
export const bottomLayersHeight = `calc(${Object.values(bottomLayerProperties)
  .map((property) => `var(${property}, 0px)`)
  .join(' + ')})`;
