import { contactLimits as limits } from './limits';

/**
 * Every message the contact schemas can produce. The first four and the consent message are the
 * form's agreed copy, word for word; the others cover upper limits the form's rules leave open.
 */
export const contactMessages = {
  nameMin: 'Name must be at least 2 characters',
  nameMax: `Name must be at most ${limits.name.max} characters`,
  email: 'Invalid email address',
  emailMax: `Email must be at most ${limits.email.max} characters`,
  phoneMax: `Phone must be at most ${limits.phone.max} characters`,
  companyMax: `Company must be at most ${limits.company.max} characters`,
  interest: 'Choose interests from the list of services',
  interestUnique: 'Choose each interest only once',
  messageMin: 'Message must be at least 10 characters',
  messageMax: `Message must be at most ${limits.message.max} characters`,
  consent: 'You must consent to data processing',
  companyWebsite: 'Leave this field empty',
  singleLine: (label: string) => `${label} must be a single line without control characters`,
  multiLine: (label: string) => `${label} must not contain control characters`,
  directionControls: (label: string) => `${label} must not contain invisible text-direction characters`,
  trimmed: (label: string) => `${label} must not start or end with spaces`,
} as const;

/** The job-application form's agreed messages, plus ones for the limits its rules leave open. */
export const jobApplicationMessages = {
  role: 'Please select a role',
  linkedin: 'Invalid LinkedIn URL',
  // Word's older .doc format is refused: its bytes cannot be checked here as a .docx's can.
  cvType: 'CV must be a PDF or a Word (.docx) document',
  cvSize: 'CV must be at most 5 MB',
  cvEmpty: 'CV file is empty',
  cvOne: 'Choose one CV file only',
  cvName: 'CV file name must not contain slashes or control characters',
} as const;
