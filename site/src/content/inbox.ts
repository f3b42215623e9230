import type {
  InboxAccessNoticeProps,
  InboxErrorProps,
  InboxFiltersCopy,
  InboxLayoutCopy,
  InboxMessageListCopy,
  InboxMessageViewCopy,
  InboxNoMatchesProps,
  InboxNoticeCopy,
  StaffSecondFactorCopy,
  StaffSignInCopy,
} from '@rico/design-system';
import { company } from './company';

/**
 * Every word of the staff inbox (/inbox), for the design system's inbox components. Loaded only
 * with the inbox's code, never by a visitor's page.
 */

const plural = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`;

export const staffSignIn: StaffSignInCopy = {
  title: 'Staff sign-in',
  intro: `For ${company.name} staff who answer the contact form. Ask an operator if you need an account.`,
  email: 'E-mail',
  password: 'Password',
  submit: 'Sign In',
  submitting: 'Signing in...',
  emailMissing: 'Enter your e-mail address',
  passwordMissing: 'Enter your password',
};

/** After the password, when the account has its authenticator app. */
export const staffCode: StaffSecondFactorCopy = {
  title: 'Enter your code',
  intro: 'Your password was right. Now the code from your authenticator app, to show it is you.',
  code: 'Code',
  codeHint: `The 6 digits your authenticator app shows for the ${company.name} inbox`,
  submit: 'Verify',
  submitting: 'Checking...',
  codeMissing: 'Enter the code from your app',
  codeMalformed: 'Enter the 6 digits your app shows',
  cancel: 'Cancel',
};

/** The first sign-in in production: the authenticator app is added before the inbox opens. */
export const staffSetup: StaffSecondFactorCopy = {
  ...staffCode,
  title: 'Set up two-step sign-in',
  intro:
    'The inbox holds the details of everyone who writes to us, so staff sign in with a code from an authenticator app as well as a password. Add this account to the app on your phone (Google Authenticator, Microsoft Authenticator or a password manager), then enter the code it shows.',
  submit: 'Turn On',
  submitting: 'Turning on...',
  cancel: 'Sign Out',
};

export const staffSetupParts = {
  qrLabel: 'QR code to scan with your authenticator app',
  keyLabel: 'Cannot scan it? Enter this key in the app instead:',
  appLink: 'Add it to an authenticator app on this device',
  preparing: 'Preparing your authenticator set-up...',
};

/** When the set-up cannot start (the sign-in is too old, the address not confirmed). */
export const setupUnavailable = (text: string): InboxAccessNoticeProps['copy'] => ({
  title: 'Two-step sign-in could not be set up',
  text,
  action: 'Sign Out',
});

/** Why a sign-in failed, by what went wrong. */
export const signInErrors = {
  wrongCredentials: 'That e-mail address and password do not match a staff account.',
  wrongCode: 'That code is not right. Enter the code your app shows now.',
  passwordOutdated:
    'Your password no longer meets the staff password rules. Ask an operator for a link to choose a new one.',
  signInAgain: 'For your security, sign in again, then set up or enter the code straight away.',
  unverifiedEmail:
    'Your e-mail address is not confirmed yet. Ask an operator for a link to choose your password, which confirms it.',
  tooManyAttempts: 'Too many attempts. Wait a few minutes, then try again.',
  disabled: 'This account has been switched off. Ask an operator.',
  offline: 'The sign-in service could not be reached. Check your connection, then try again.',
  unavailable: 'Sign-in is unavailable right now. Try again in a minute.',
} as const;

export const notStaff = (email: string): InboxAccessNoticeProps['copy'] => ({
  title: 'This account cannot open the inbox',
  text: `You are signed in as ${email}, which has no staff access. Ask an operator to grant it, or sign out and use your staff account.`,
  action: 'Sign Out',
});

export const inboxLayout: InboxLayoutCopy = {
  backToList: 'Back to List',
  noSelection: 'Choose a message to read it.',
};

export const inboxList: InboxMessageListCopy = {
  heading: 'Messages',
  unreadCount: (count) => (count === 0 ? 'None unread' : `${count} unread`),
  unread: 'Unread',
  showMore: 'Show More',
  loadingMore: 'Loading more...',
};

export const inboxFilters: InboxFiltersCopy = {
  label: 'Filter messages',
  search: 'Search',
  searchHint: 'The start of any word in a name, e-mail or company',
  interest: 'Interest',
  allInterests: 'All interests',
  unreadOnly: 'Unread only',
  export: 'Export CSV',
  exporting: 'Exporting...',
};

export const inboxMessageView: InboxMessageViewCopy = {
  unread: 'Unread',
  readChange: ({ read, by }) => `Marked ${read ? 'read' : 'unread'} by ${by} on`,
  fields: {
    email: 'E-mail',
    phone: 'Phone',
    company: 'Company',
    interests: 'Interests',
    consent: 'Consent',
    received: 'Received (UK time)',
    delivery: 'Notification e-mail',
    message: 'Message',
    notGiven: 'Not given',
    consentGiven: 'Agreed to the privacy policy',
    consentNotGiven: 'Not given',
    deliveryStates: {
      states: { emailed: 'E-mailed to the team', waiting: 'Waiting to be e-mailed', 'given-up': 'Given up' },
      attempts: (count) => plural(count, 'attempt', 'attempts'),
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

export const inboxEmpty: InboxNoticeCopy = {
  title: 'No messages yet',
  text: 'Messages sent from the contact form appear here as they arrive.',
};

export const inboxNoMatches: InboxNoMatchesProps['copy'] = {
  title: 'No messages match',
  text: 'Try another search or interest, or clear the filters to see every message.',
  clearFilters: 'Clear Filters',
};

export const inboxLoadError: InboxErrorProps['copy'] = {
  title: 'The messages could not be loaded',
  text: 'Check your connection, then try again.',
  retry: 'Try Again',
  retrying: 'Retrying...',
};

export const inboxLoading = 'Loading messages...';

/** Under the list: how long messages are kept, from the server's own setting. */
export const retentionNote = (days: number) =>
  days % 365 === 0
    ? `Messages are kept for ${plural(days / 365, 'year', 'years')} (${days} days) after they arrive, then erased automatically.`
    : `Messages are kept for ${plural(days, 'day', 'days')} after they arrive, then erased automatically.`;

/** Said politely when the list's poll finds messages that were not there before. */
export const newArrivals = (count: number) =>
  count === 1 ? 'A new message has arrived.' : `${count} new messages have arrived.`;

/** Why older messages could not be shown. */
export const showMoreError = 'The older messages could not be loaded. Check your connection, then try again.';

/** Why an action on a message failed. */
export const actionErrors = {
  tooManyRequests: (seconds: number) =>
    `Too many requests, try again in ${plural(seconds, 'second', 'seconds')}.`,
  notFound: 'This message is no longer in the inbox: someone may have deleted it.',
  conflict: 'This message cannot be sent again: it was e-mailed or is still being tried.',
  failed: 'That did not work. Check your connection, then try again.',
  export: 'The export could not be made. Check your connection, then try again.',
} as const;

/** The signed-in bar above the inbox. */
export const signedInBar = {
  signedInAs: (email: string) => `Signed in as ${email}`,
  signOut: 'Sign Out',
} as const;

/** The Reply link's subject line: the site's own, so the sender recognises whom they wrote to. */
export const replySubject = `Re: Your message to ${company.name}`;

/** In the message's place while it is fetched. */
export const openingMessage = 'Opening the message...';
