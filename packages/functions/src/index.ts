export { ContactError, isContactError, type ContactErrorCode } from './errors';
export type {
  Claim,
  ContactMail,
  Logger,
  MailAddress,
  Mailer,
  MailSettings,
  MessageData,
  MessageStore,
} from './ports';
export {
  createDeliveryMethods,
  decideClaim,
  decideRelease,
  decideSent,
  defaultClaimLeaseMs,
  type AtomicDeliveryUpdate,
} from './delivery';
export { defaultRetentionDays, expireAtFor } from './retention';
export {
  createMemoryRateLimiter,
  nextCount,
  windowStartOf,
  type RateLimit,
  type RateLimiter,
  type WindowCount,
} from './fixedWindow';
export { createMemoryMessageStore, type MemoryMessageStore } from './memoryMessageStore';
export { buildContactMail, contactMailSubject, contactMessageId } from './mail/buildContactMail';
export { abandonedEvent, reportAbandoned, unrecordedEvent } from './alerts';
export { defaultRetryPolicy, retryDelayMs, type RetryPolicy } from './retryPolicy';
export { escapeHtml } from './mail/escapeHtml';
export { createNodemailerMailer, createRawMessageMailer, createSmtpMailer } from './mail/nodemailerMailer';
export { handleSendContactEmail, type SendContactEmailDeps, type SendContactEmailResult } from './handler';
export { sendStoredMessage } from './sendStoredMessage';
export {
  createSendContactEmail,
  type SendContactEmailDepsSource,
  type SendContactEmailOptions,
} from './callable';
export {
  handleFormPost,
  newMessageId,
  type FormPostDeps,
  type FormPostRequest,
  type FormPostResponse,
} from './formPost/handleFormPost';
export { answerFormPost, type FormPostHttpRequest } from './formPost/answerFormPost';
