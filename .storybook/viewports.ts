/** Viewports shared by the Storybook toolbar, story globals and Chromatic modes. */
export const viewports = {
  mobile: { name: 'Mobile (390)', styles: { width: '390px', height: '844px' }, type: 'mobile' },
  tablet: { name: 'Tablet (820)', styles: { width: '820px', height: '1180px' }, type: 'tablet' },
  desktop: { name: 'Desktop (1280)', styles: { width: '1280px', height: '800px' }, type: 'desktop' },
} as const;
