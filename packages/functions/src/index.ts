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
export {
  defaultRetentionDays,
  eraseInBatches,
  expireAtFor,
  retentionCutoff,
  type ErasurePort,
  type ErasureRun,
} from './retention';
export { createMemoryRateLimiter, nextCount, type WindowCount } from './fixedWindow';
export { createMemoryMessageStore, type MemoryMessageStore } from './memoryMessageStore';
export { buildContactMail, contactMailSubject, contactMessageId } from './mail/buildContactMail';
export { abandonedEvent, reportAbandoned, unrecordedEvent } from './alerts';
export { defaultRetryPolicy, retryDelayMs, type RetryPolicy } from './retryPolicy';
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
export {
  cvPath,
  decodeCursor,
  encodeCursor,
  type ApplicationEntry,
  type ApplicationIntake,
  type ApplicationListOptions,
  type ApplicationPage,
  type ApplicationStore,
  type CvDownload,
} from './jobApplication/applicationStore';
export { pageOfApplications } from './jobApplication/applicationPages';
export { cvDownloadHeaders } from '@rico/inbox';
export { eraseExpiredApplications, type ErasureReport } from './jobApplication/eraseExpiredApplications';
export { notifyApplication, type NotifyApplicationDeps } from './jobApplication/notifyApplication';
export {
  handleJobApplicationPost,
  type CvScanner,
  type JobApplicationDeps,
  type JobApplicationRequest,
} from './jobApplication/handleJobApplicationPost';
export {
  answerJobApplicationPost,
  type JobApplicationHttpRequest,
} from './jobApplication/answerJobApplicationPost';
export {
  buildApplicationMail,
  applicationMailSubject,
  type ApplicationMailSettings,
} from './mail/buildApplicationMail';
export type { DeliveryStore } from './deliverOnce';
