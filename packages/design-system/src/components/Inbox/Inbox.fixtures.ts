import type { InboxApplicationFiltersCopy } from './InboxApplicationFilters';
import type { InboxApplicationViewCopy } from './InboxApplicationView';
import type { InboxFiltersCopy } from './InboxFilters';
import type { InboxLayoutCopy } from './InboxLayout';
import type { InboxMessageListCopy } from './InboxMessageList';
import type { InboxMessageViewCopy } from './InboxMessageView';
import type {
  InboxAccessNoticeProps,
  InboxErrorProps,
  InboxNoMatchesProps,
  InboxNoticeCopy,
} from './InboxStates';
import type { StaffSecondFactorCopy, StaffSecondFactorSetup } from './StaffSecondFactor';
import type { StaffSignInCopy } from './StaffSignIn';
import { exampleQrModules } from './qrCode.fixtures';
import type { InboxInterestOption } from './inboxTypes';

/** Story and test copy: the wording the site passes (kept here so stories need no site import). */
export const inboxListCopy: InboxMessageListCopy = {
  heading: 'Messages',
  unreadCount: (count) => (count === 0 ? 'None unread' : `${count} unread`),
  unread: 'Unread',
  showMore: 'Show More',
  loadingMore: 'Loading more...',
};

export const inboxFiltersCopy: InboxFiltersCopy = {
  label: 'Filter messages',
  search: 'Search',
  searchHint: 'The start of any word in a name, e-mail or company',
  interest: 'Interest',
  allInterests: 'All interests',
  unreadOnly: 'Unread only',
  export: 'Export CSV',
  exporting: 'Exporting...',
};

/** The six services, as the contact form offers them. */
export const inboxInterests: InboxInterestOption[] = [
  { value: 'epos-table-ordering', label: 'EPOS & Table Ordering' },
  { value: 'application-implementation', label: 'Application Implementation' },
  { value: 'cloud-mobile', label: 'Cloud & Mobile Development' },
  { value: 'data-analytics', label: 'Data & Analytics' },
  { value: 'web-infrastructure', label: 'Web Development & Infrastructure' },
  { value: 'seo-marketing', label: 'SEO & Digital Marketing' },
];

export const inboxViewCopy: InboxMessageViewCopy = {
  unread: 'Unread',
  readChange: ({ read, by }) => `Marked ${read ? 'read' : 'unread'} by ${by} on`,
  fields: {
    email: 'E-mail',
    phone: 'Phone',
    company: 'Company',
    interests: 'Interests',
    consent: 'Consent',
    received: 'Received',
    delivery: 'Notification e-mail',
    message: 'Message',
    notGiven: 'Not given',
    consentGiven: 'Agreed to the privacy policy',
    consentNotGiven: 'Not given',
    deliveryStates: {
      states: { emailed: 'E-mailed to the team', waiting: 'Waiting to be e-mailed', 'given-up': 'Given up' },
      attempts: (count) => (count === 1 ? '1 attempt' : `${count} attempts`),
      lastError: 'Last error:',
    },
  },
  actions: {
    label: 'Actions',
    reply: 'Reply',
    markRead: 'Mark Read',
    markUnread: 'Mark Unread',
    markingRead: 'Marking read...',
    markingUnread: 'Marking unread...',
    sendAgain: 'Send Again',
    sendingAgain: 'Sending...',
    delete: 'Delete',
    deleting: 'Deleting...',
    deleteDialog: {
      title: 'Delete this message?',
      description: ({ name, email }) =>
        `The message from ${name} (${email}) and its delivery record will be erased for good. This cannot be undone.`,
      cancel: 'Cancel',
      confirm: 'Delete Message',
    },
  },
};

export const inboxApplicationViewCopy: InboxApplicationViewCopy = {
  unread: 'Unread',
  readChange: inboxViewCopy.readChange,
  fields: {
    email: 'E-mail',
    role: 'Role',
    linkedin: 'LinkedIn',
    cv: 'CV',
    consent: 'Consent',
    received: 'Received',
    erasedOn: 'Erased on',
    notGiven: 'Not given',
    consentGiven: 'Agreed to the recruitment privacy notice',
    consentNotGiven: 'Not given',
  },
  actions: {
    label: 'Actions',
    reply: 'Reply',
    downloadCv: 'Download CV',
    downloadingCv: 'Downloading...',
    markRead: 'Mark Read',
    markUnread: 'Mark Unread',
    markingRead: 'Marking read...',
    markingUnread: 'Marking unread...',
    delete: 'Delete',
    deleting: 'Deleting...',
    deleteDialog: {
      title: 'Delete this application?',
      description: ({ name, email }) =>
        `The application from ${name} (${email}) and its CV will be erased for good. This cannot be undone.`,
      cancel: 'Cancel',
      confirm: 'Delete Application',
    },
  },
};

export const inboxApplicationFiltersCopy: InboxApplicationFiltersCopy = {
  label: 'Filter applications',
  role: 'Role',
  allRoles: 'All roles',
  export: 'Export CSV',
  exporting: 'Exporting...',
};

export const inboxEmptyCopy: InboxNoticeCopy = {
  title: 'No messages yet',
  text: 'Messages sent from the contact form appear here as they arrive.',
};

export const inboxNoMatchesCopy: InboxNoMatchesProps['copy'] = {
  title: 'No messages match',
  text: 'Try another search or interest, or clear the filters to see every message.',
  clearFilters: 'Clear Filters',
};

export const inboxErrorCopy: InboxErrorProps['copy'] = {
  title: 'The messages could not be loaded',
  text: 'Check your connection, then try again.',
  retry: 'Try Again',
  retrying: 'Retrying...',
};

export const inboxLoadingLabel = 'Loading messages...';

export const inboxSignedOutCopy: InboxAccessNoticeProps['copy'] = {
  title: 'You are signed out',
  text: 'Sign in with your staff account to read the messages.',
  action: 'Sign In',
};

export const inboxNotStaffCopy: InboxAccessNoticeProps['copy'] = {
  title: 'This account cannot open the inbox',
  text: 'You are signed in as jo.bloggs@example.com, which has no staff access. Ask an operator to grant it, or sign out and use your staff account.',
  action: 'Sign Out',
};

export const inboxRetentionText =
  'Messages are kept for 24 months after they arrive, then erased automatically.';

export const inboxLayoutCopy: InboxLayoutCopy = {
  backToList: 'Back to List',
  noSelection: 'Choose a message to read it.',
};

export const staffSignInCopy: StaffSignInCopy = {
  title: 'Staff sign-in',
  intro: 'For Rico staff who answer the contact form. Ask an operator if you need an account.',
  email: 'E-mail',
  password: 'Password',
  submit: 'Sign In',
  submitting: 'Signing in...',
  emailMissing: 'Enter your e-mail address',
  passwordMissing: 'Enter your password',
};

export const staffCodeCopy: StaffSecondFactorCopy = {
  title: 'Enter your code',
  intro: 'Your password was right. Now the code from your authenticator app, to show it is you.',
  code: 'Code',
  codeHint: 'The 6 digits your authenticator app shows for the Rico inbox',
  submit: 'Verify',
  submitting: 'Checking...',
  codeMissing: 'Enter the code from your app',
  codeMalformed: 'Enter the 6 digits your app shows',
  cancel: 'Cancel',
};

export const staffSetupCopy: StaffSecondFactorCopy = {
  ...staffCodeCopy,
  title: 'Set up two-step sign-in',
  intro:
    'The inbox holds the details of everyone who writes to us, so staff sign in with a code from an authenticator app as well as a password. Add this account to the app on your phone (Google Authenticator, Microsoft Authenticator or a password manager), then enter the code it shows.',
  submit: 'Turn On',
  submitting: 'Turning on...',
  cancel: 'Sign Out',
};

export const staffSetup: StaffSecondFactorSetup = {
  qrModules: exampleQrModules,
  qrLabel: 'QR code to scan with your authenticator app',
  key: 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP',
  keyLabel: 'Cannot scan it? Enter this key in the app instead:',
  appLink: {
    href: 'otpauth://totp/Rico%20Technologies:sam.carter%40rico.example?secret=JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP&issuer=Rico%20Technologies&algorithm=SHA1&digits=6',
    label: 'Add it to an authenticator app on this device',
  },
};
