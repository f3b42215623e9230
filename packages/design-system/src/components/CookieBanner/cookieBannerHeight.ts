import { bottomLayerProperties } from '../../styles/bottomLayers';

/**
 * The custom property holding the height of the fixed cookie banner while it shows, set on <html>
 * so everything inherits it (see styles/bottomLayers.ts). Kept in its own file so style files can
 * import it without React.
 */
export const COOKIE_BANNER_HEIGHT_PROPERTY = bottomLayerProperties.cookieBanner;
