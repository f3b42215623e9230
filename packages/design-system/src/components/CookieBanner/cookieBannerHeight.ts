/**
 * The custom property holding the height of the fixed cookie banner while it shows. Set on <html>
 * so everything inherits it: the body's bottom padding, scroll padding, and the preview banner,
 * which floats above it. Kept in its own file so style files can import it without React.
 */
export const COOKIE_BANNER_HEIGHT_PROPERTY = '--cookie-banner-height';
