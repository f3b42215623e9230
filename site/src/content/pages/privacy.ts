import { company } from '../company';
import { sampleNotice } from './sampleNotice';
import { cookiePolicyVersion } from '../cookieBanner';
import { retentionPeriod, storageRegion } from '../dataHandling';

/** A block of the notice: a heading and paragraphs, optionally a list. */
export interface PrivacySection {
  id: string;
  title: string;
  paragraphs: readonly string[];
  list?: readonly string[];
}

const { address } = company;
const postal = `${address.street}, ${address.city} ${address.postcode}, ${address.country}`;

const sections: readonly PrivacySection[] = [
  {
    id: 'controller',
    title: 'Who we are',
    paragraphs: [
      `${company.name} (${postal}) is the controller of the personal data described here. Write to us at that address or e-mail ${company.email} about anything in this notice.`,
    ],
  },
  {
    id: 'contact-form',
    title: 'What the contact form collects, and why',
    paragraphs: [
      'We use what you send only to answer your enquiry (a question, a demo or a consultation) and to keep a record of our conversation.',
      'The form works without JavaScript too: then your browser posts it straight to our own website (never in the page address), where the same checks run, the message is stored and e-mailed in the same way, and a confirmation page follows. If something needs fixing, a page lists it and your browser’s Back button returns you to the form with what you typed.',
    ],
    list: [
      'your name, e-mail address and message (required);',
      'your phone number, company and the services you are interested in (if you give them);',
      'that you ticked the consent box, and when you sent the message;',
      'your IP address, only to limit how often the form can be sent: it is turned into a daily code that cannot be turned back, and the address itself is not stored.',
    ],
  },
  {
    id: 'lawful-basis',
    title: 'Our lawful basis',
    paragraphs: [
      'Your consent, given with the tick box when you send the form (UK GDPR Article 6(1)(a)); you can withdraw it at any time by e-mailing us. Where you ask about our services, also the steps you ask us to take before a possible contract (Article 6(1)(b)).',
      'Analytics cookies: your consent, given with Accept on the cookie banner or in the cookie settings below (PECR regulation 6 and Article 6(1)(a)).',
    ],
  },
  {
    id: 'storage',
    title: 'Where your data is stored and who processes it',
    paragraphs: [
      `Messages are stored in Google Firebase (Cloud Firestore, operated by Google) in the ${storageRegion} region, and our Cloud Functions in the same region e-mail each one to our team.`,
      'The notification e-mail is sent through our e-mail provider: SAMPLE: name the provider and where it stores e-mail.',
      'If you accept analytics cookies, Google Analytics 4 (through Firebase) receives the pages you view and measures of page speed, with a random ID; advertising uses are switched off. Google may process this data outside the UK under the safeguards in its terms.',
      'Google reCAPTCHA Enterprise (Firebase App Check) checks that the form is sent from a browser rather than a script. A form sent without JavaScript cannot use it; instead we accept it only from our own pages and within the same limits on how often it can be sent.',
    ],
  },
  {
    id: 'retention',
    title: 'How long we keep it',
    paragraphs: [
      `Messages are deleted automatically ${retentionPeriod} after they are sent. Copies in our team’s mailbox: SAMPLE: state the mailbox’s retention. Analytics data: SAMPLE: state the Google Analytics retention setting (for example 14 months).`,
    ],
  },
  {
    id: 'rights',
    title: 'Your rights',
    paragraphs: [
      `You can ask us for a copy of your data, to correct it, to delete it, to restrict or object to its use, and to receive it in a portable form; and you can withdraw consent at any time. E-mail ${company.email}; we answer within one month.`,
    ],
  },
  {
    id: 'complaints',
    title: 'Complaints',
    paragraphs: [
      'If you are unhappy with how we handle your data, please tell us first. You can also complain to the Information Commissioner’s Office (ICO): ico.org.uk/make-a-complaint, or call 0303 123 1113.',
    ],
  },
];

/**
 * The privacy and cookie notice at /privacy. SAMPLE TEXT: written from what the site and its
 * backend do, for the company's legal review before going live (fill in the SAMPLE items).
 */
export const privacyPage = {
  meta: {
    title: 'Privacy and Cookie Notice',
    description: `How ${company.name} uses the details you send through the contact form, the cookies this site uses, and your rights.`,
  },
  hero: {
    eyebrow: 'Privacy',
    title: 'Privacy and cookie notice',
    lead: 'What we do with the details you send us, what this site keeps in your browser, and your rights.',
  },
  sample: sampleNotice,
  sections,
  cookies: {
    id: 'cookies',
    title: 'Cookies and browser storage',
    intro:
      'Nothing that measures your visits is set or sent until you accept analytics cookies. If your browser sends a Global Privacy Control signal, we treat it as a refusal.',
    caption: 'What this site keeps in your browser',
    columns: { name: 'Name', kind: 'Type', purpose: 'Purpose', duration: 'Kept for', essential: 'Essential' },
    essential: { yes: 'Yes: set without asking', no: 'No: only after you accept' },
  },
  settings: {
    id: 'cookie-settings',
    title: 'Cookie settings',
  },
  updated: `Notice version ${cookiePolicyVersion}.`,
} as const;
