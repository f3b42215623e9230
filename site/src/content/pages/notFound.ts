import { backHome } from '../links';

/** The page every unknown path shows. */
const title = '404 - Page Not Found';
const text =
  'Sorry, the page you are looking for does not exist. It may have moved, or the address may be mistyped.';

export const notFoundPage = {
  // Served at whatever address was mistyped, so it has no URL of its own to index.
  meta: { title, description: text, noIndex: true },
  title,
  text,
  action: backHome,
} as const;
