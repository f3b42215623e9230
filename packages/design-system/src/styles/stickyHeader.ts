/**
 * The height of the bar a page keeps stuck to the top of the screen (the site's header), published
 * on <html> while such a bar is on the page. Layers fixed to the top (toasts) start below it, so
 * they never lie over the header's controls. Unset, and so 0, on a page without one.
 */
export const STICKY_HEADER_HEIGHT_PROPERTY = '--sticky-header-height';
