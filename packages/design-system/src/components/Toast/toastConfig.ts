/** The toast duration: every toast closes itself after 4 seconds. */
export const TOAST_DURATION_MS = 4000;

export const toastKinds = ['success', 'error'] as const;
export type ToastKind = (typeof toastKinds)[number];

/**
 * How Radix announces each kind: 'background' is read politely (after the current speech),
 * 'foreground' assertively (at once), which an error deserves.
 */
export const toastAnnouncement = { success: 'background', error: 'foreground' } as const satisfies Record<
  ToastKind,
  'background' | 'foreground'
>;
