import { applicationRetentionMonths } from '@rico/contact';
import { contactForm } from './contactForm';
import { storagePlace } from './dataHandling';
import { jobsAppliedPage } from './pages/jobsApplied';

/**
 * The job-application form's copy. Validation messages are not here: they come with the schema from
 * @rico/contact, so the browser and the endpoint say the same thing.
 */
export const applicationForm = {
  labels: {
    name: 'Full name',
    email: 'Email',
    linkedin: 'LinkedIn profile',
    cv: 'CV',
  },
  hints: {
    linkedin: 'Optional: the address of your profile, starting https://',
    cv: 'Optional: PDF or Word (.docx), up to 5 MB',
  },
  consent: {
    before: 'I consent to the processing of my application as described in the ',
    linkLabel: 'recruitment privacy notice',
    href: '/careers/privacy',
  },
  notice: {
    text: `We store your application and CV with Google Firebase in ${storagePlace} only to consider you for a role, and delete them ${applicationRetentionMonths} months after you apply. `,
    linkLabel: 'How we use your application',
    href: '/careers/privacy',
  },
  intro: 'Fields marked * are required. We reply to every application by e-mail.',
  removeFile: 'Remove file',
  submit: 'Send Application',
  sending: 'Sending...',
  toast: {
    // The words of the page a visitor without script lands on, so both say the same.
    success: jobsAppliedPage.title,
    error: contactForm.toast.error,
  },
} as const;
