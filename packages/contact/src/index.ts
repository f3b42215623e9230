export { serviceIds, serviceOptions, type ServiceId } from './services';
export { defaultRetentionDays } from './retention';
export { contactLimits, docIdPattern, emailPattern, messagesCollection } from './limits';
export { isCleanMultiLine, isSingleLine, isTrimmed } from './characters';
export { rulesPatterns } from './rulesPatterns';
export { contactMessages, jobApplicationMessages } from './validationMessages';
export {
  contactFormSchema,
  isHoneypotFilled,
  type ContactFormInput,
  type ContactFormValues,
} from './contactForm';
export {
  deliverySchema,
  deliveryStatuses,
  undeliveredStatuses,
  messageFieldsSchema,
  serverOnlyFields,
  staffReadFields,
  storedMessageSchema,
  toMessageFields,
  toNewMessageData,
  type DeliveryRecord,
  type MessageFields,
  type NewMessageData,
  type StoredMessage,
} from './messageDocument';
export {
  payloadMessageKeys,
  sendContactEmailName,
  sendContactEmailPayloadSchema,
  toSendContactEmailPayload,
  type SendContactEmailPayload,
} from './callablePayload';
export {
  applicationExpiresAt,
  applicationsCollection,
  storedApplicationSchema,
  storedCvSchema,
  type StoredApplication,
  type StoredCv,
} from './applicationDocument';
export {
  cvMimeTypes,
  type CvMimeType,
  jobApplicationLimits,
  jobApplicationSchema,
  type JobApplicationInput,
  type JobApplicationValues,
} from './jobApplication';
export {
  acceptMessageCreate,
  newMessageKeys,
  type AcceptanceResult,
  type MessageCreateRequest,
} from './acceptance';
export {
  messageAcceptanceTable,
  validMessageData,
  type AcceptanceCase,
  type CreatedAtWrite,
} from './acceptanceTable';
export {
  contactFormPaths,
  contactFormPostFunction,
  formFieldOrder,
  maxFormPostBytes,
  readFormPost,
  validateFormPost,
  type FormField,
  type FormPostResult,
  type FormProblem,
} from './formPost';
export {
  applicationRetentionMonths,
  jobApplicationFieldOrder,
  jobApplicationPaths,
  jobApplicationPostFunction,
  speculativeRole,
  type JobApplicationField,
} from './jobApplicationPost';
