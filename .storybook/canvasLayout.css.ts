import { globalStyle } from '@vanilla-extract/css';
import { bottomLayersHeight } from '@rico/design-system';

/*
 * Storybook's own canvas layouts set the body's padding (none for `fullscreen`, 1rem for `padded`),
 * and their rule outranks the design system's body rule that keeps room below the content for a
 * layer fixed to the bottom (the cookie banner). Without this, a story with the banner up shows the
 * last content under it, which a visitor of the site never sees.
 */
globalStyle('.sb-show-main.sb-main-fullscreen', { paddingBottom: bottomLayersHeight });
globalStyle('.sb-show-main.sb-main-padded', { paddingBottom: `calc(1rem + ${bottomLayersHeight})` });
