import { backHome } from '../links';

/** The page every unknown path shows (spec §2, §8). */
export const notFoundPage = {
  title: '404 - Page Not Found',
  text: 'Sorry, the page you are looking for does not exist. It may have moved, or the address may be mistyped.',
  action: backHome,
} as const;
