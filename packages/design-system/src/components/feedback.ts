// Public exports of this component group; index.ts re-exports this file.
export { CookieBanner, type CookieBannerCopy, type CookieBannerProps } from './CookieBanner/CookieBanner';
export {
  configureCookieConsent,
  isConsentRefusedByBrowser,
  markPageHydrated,
  useCookieConsent,
  type CookieConsent,
} from './CookieBanner/useCookieConsent';
export type { ConsentPolicy } from './CookieBanner/consentStore';
export {
  COOKIE_CONSENT_KEY,
  COOKIE_CONSENT_RECORD_KEY,
  type ConsentChoice,
  type ConsentRecord,
} from './CookieBanner/consentStorage';
export { COOKIE_BANNER_HEIGHT_PROPERTY } from './CookieBanner/cookieBannerHeight';
export {
  PreviewBanner,
  previewBackendStatuses,
  type PreviewBackendStatus,
  type PreviewBannerProps,
} from './PreviewBanner/PreviewBanner';
export { ToastProvider, type ToastProviderProps } from './Toast/ToastProvider';
export { useToast, type ToastApi, type ToastOptions } from './Toast/useToast';
export { TOAST_DURATION_MS, toastKinds, type ToastKind } from './Toast/toastConfig';
