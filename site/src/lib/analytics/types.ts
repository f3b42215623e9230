/** Event parameters: plain values only, never anything a visitor typed. */
export type EventParams = Record<string, string | number | boolean>;

/** What the lazily loaded analytics (Google's or the local stand-in) offers the page. */
export interface AnalyticsClient {
  event(name: string, params: EventParams): void;
  /** Withdrawal: stop sending at once (the cookies are deleted by the caller). */
  stop(): void;
  /** Accepted again in the same page view. */
  resume(): void;
}

/**
 * Consent Mode v2 after Accept: measuring visits is allowed, every advertising use is denied.
 * Sent before the tag initialises, so no hit is ever made under different signals.
 */
export const grantedConsent = {
  analytics_storage: 'granted',
  ad_storage: 'denied',
  ad_user_data: 'denied',
  ad_personalization: 'denied',
} as const;

export const withdrawnConsent = { ...grantedConsent, analytics_storage: 'denied' } as const;
