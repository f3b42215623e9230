import type { ThemeControlProps } from '@rico/design-system';

/** The footer's theme choice. */
export const themeControl: Pick<ThemeControlProps, 'legend' | 'labels'> = {
  legend: 'Theme',
  labels: { system: 'System', light: 'Light', dark: 'Dark' },
};
