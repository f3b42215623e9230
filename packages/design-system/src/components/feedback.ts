// Public exports of this component group; index.ts re-exports this file.
export { CookieBanner, COOKIE_BANNER_TEXT, type CookieBannerProps } from './CookieBanner/CookieBanner';
export { useCookieConsent, type CookieConsent } from './CookieBanner/useCookieConsent';
export { COOKIE_CONSENT_KEY, type ConsentChoice } from './CookieBanner/consentStorage';
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
