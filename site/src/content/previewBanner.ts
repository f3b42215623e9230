import type { PreviewBackendStatus } from '@rico/design-system';

/** The development-preview banner's words: a line for each status of the local backend, and its link. */
export const previewBanner = {
  messages: {
    running: 'Preview backend running in this workspace.',
    disconnected: 'Preview backend disconnected.',
  } satisfies Record<PreviewBackendStatus, string>,
  linkLabel: 'Learn more',
  linkHint: 'about the preview backend',
} as const;
