import type { AnalyticsClient, EventParams } from '../lib/analytics/types';

/** What the page sent since the story opened, in order. */
export const sentEvents: { name: string; params: EventParams }[] = [];

/**
 * Storybook's stand-in for the local backend's analytics (.storybook/main.ts puts it in place of
 * localAnalytics.ts). Every page story stores an Accept, so each would otherwise post its page view
 * to `/__backend/analytics`, a route only the site's own server has: a 404 in every page story's
 * console. Here events stay in memory and no cookie is set, so no story leaves `_ga` for the next.
 */
export function startLocalAnalytics(): AnalyticsClient {
  let enabled = true;
  return {
    event(name, params) {
      if (enabled) sentEvents.push({ name, params });
    },
    stop() {
      enabled = false;
    },
    resume() {
      enabled = true;
    },
  };
}
