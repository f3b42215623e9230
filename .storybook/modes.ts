/** Chromatic modes: every story is captured at a phone and a desktop width. */
export const allModes = {
  mobile: { viewport: 'mobile' },
  desktop: { viewport: 'desktop' },
} as const;
