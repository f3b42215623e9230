import { applicationRetentionMonths } from '@rico/contact';
import { company } from '../company';
import { storageRegion } from '../dataHandling';
import type { PrivacySection } from './privacy';
import { sampleNotice } from './sampleNotice';

const months = `${applicationRetentionMonths} months`;

const sections: readonly PrivacySection[] = [
  {
    id: 'controller',
    title: 'Who we are',
    paragraphs: [
      `${company.name} is the controller of the personal data you send when you apply for a job. E-mail ${company.email} about anything in this notice.`,
    ],
  },
  {
    id: 'what',
    title: 'What we collect, and why',
    paragraphs: [
      'We use your application only to consider you for the role you applied for, or for a role that fits you if you applied speculatively, and to reply to you.',
    ],
    list: [
      'your name and e-mail address, and the role you applied for (required);',
      'the address of your LinkedIn profile and your CV (if you give them);',
      'that you ticked the consent box, and when you applied;',
      'your IP address, only to limit how often the form can be sent: it is turned into a daily code that cannot be turned back.',
    ],
  },
  {
    id: 'lawful-basis',
    title: 'Our lawful basis',
    paragraphs: [
      'Taking steps at your request before we may enter into a contract of employment with you (UK GDPR Article 6(1)(b)), and your consent, which you can withdraw at any time by e-mailing us: we then erase your application.',
    ],
  },
  {
    id: 'where',
    title: 'Where it is kept, and who can read it',
    paragraphs: [
      `Your application is stored with Google Firebase in ${storageRegion}; your CV in private storage there that no visitor can read. Only the staff who hire, signed in with a password and a second factor, can open them. The hiring team gets an e-mail that you applied.`,
      'Your CV is checked when it arrives: we accept PDF and Word documents, judged by their contents, and keep it under a code, never under the name you gave it.',
    ],
  },
  {
    id: 'how-long',
    title: 'How long we keep it',
    paragraphs: [
      `Your application and your CV are erased automatically ${months} after you apply. That is a little longer than the time in which an unsuccessful candidate can bring a claim to an employment tribunal (three months, plus early conciliation), so we can show how we decided, and no longer. If we offer you the job, what you send becomes part of your staff record, which has its own notice.`,
    ],
  },
  {
    id: 'rights',
    title: 'Your rights',
    paragraphs: [
      `You can ask for a copy of your application, for it to be corrected, or for it to be erased before the ${months} are up: e-mail ${company.email}. If you are unhappy with how we handle your data, you can complain to the Information Commissioner’s Office (ico.org.uk, 0303 123 1113).`,
    ],
  },
];

/** /careers/privacy: the recruitment privacy notice the application form links to. */
export const recruitmentPrivacyPage = {
  meta: {
    title: 'Recruitment privacy notice',
    description: `How ${company.name} uses your job application and CV, where they are kept, who can read them and when they are erased.`,
  },
  hero: {
    eyebrow: 'Careers',
    title: 'Recruitment privacy notice',
    lead: 'What happens to your application and CV when you apply for a job with us.',
  },
  sample: sampleNotice,
  sections,
  next: { label: 'See the open roles', href: '/jobs' },
} as const;
