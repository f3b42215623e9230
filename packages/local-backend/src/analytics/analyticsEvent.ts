import * as v from 'valibot';

const consentValue = v.picklist(['granted', 'denied']);

/**
 * An analytics event as the site's local stand-in sends it: Google Analytics 4's own limits (event
 * names of 40 characters, 25 parameters, values of 100 characters) and Consent Mode's four signals.
 */
export const analyticsEventSchema = v.strictObject({
  name: v.pipe(v.string(), v.regex(/^[A-Za-z][A-Za-z0-9_]{0,39}$/, 'name must be a GA4 event name')),
  params: v.pipe(
    v.record(
      v.pipe(v.string(), v.regex(/^[A-Za-z][A-Za-z0-9_]{0,39}$/, 'parameter names are GA4 names')),
      v.union([v.pipe(v.string(), v.maxLength(100)), v.pipe(v.number(), v.finite()), v.boolean()]),
    ),
    v.check((params) => Object.keys(params).length <= 25, 'at most 25 parameters'),
  ),
  clientId: v.pipe(v.string(), v.regex(/^GA1\.\d\.\d+\.\d+$/, 'clientId must look like a _ga cookie')),
  consent: v.strictObject({
    // Nothing may be recorded without the visitor's consent to measurement.
    analytics_storage: v.literal('granted', 'analytics_storage must be granted'),
    ad_storage: consentValue,
    ad_user_data: consentValue,
    ad_personalization: consentValue,
  }),
});

export type AnalyticsEvent = v.InferOutput<typeof analyticsEventSchema>;

/** What is kept: the event and when it arrived. */
export interface RecordedEvent extends AnalyticsEvent {
  receivedAt: string;
}
