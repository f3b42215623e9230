/**
 * Where the visitor's theme choice is kept (local storage) and the name of the footer's radios. A
 * file of its own: the head script and the footer's control are on every first load, while the
 * storage list that describes this key (content/cookies.ts) is only the privacy page's.
 */
export const themeStorageKey = 'theme';
