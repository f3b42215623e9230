import { visualMatrix } from '../scripts/visualMatrix';

/**
 * Chromatic modes: every story in each theme at a phone and a desktop width, the same matrix as
 * the local screenshot gate (scripts/visualMatrix.ts). The theme is the `theme` global, which the
 * preview applies as `data-theme` on <html> (Chromatic cannot emulate prefers-color-scheme).
 * Chromatic renders each mode on its own; the local gate renders a story once per width and sets the
 * same attribute on that render for its dark capture.
 */
export const allModes: Record<string, { theme: 'light' | 'dark'; viewport: 'desktop' | 'mobile' }> =
  Object.fromEntries(
    visualMatrix.map(({ theme, viewport }) => [`${theme} ${viewport}`, { theme, viewport }]),
  );
