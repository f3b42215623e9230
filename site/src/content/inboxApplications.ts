import { applicationRetentionMonths } from '@rico/contact';
import type {
  InboxApplicationFiltersCopy,
  InboxApplicationViewCopy,
  InboxErrorProps,
  InboxLayoutCopy,
  InboxMessageListCopy,
  InboxNoMatchesProps,
  InboxNoticeCopy,
} from '@rico/design-system';
import { company } from './company';
import { actionErrors, inboxMessageView } from './inbox';

/**
 * The words of the staff inbox's job applications (/inbox?show=applications), beside the messages'
 * in inbox.ts. Loaded only with the inbox's code.
 */

/** The switch between the inbox's two lists. */
export const inboxSections = {
  label: 'Show',
  sections: [
    { value: 'messages', label: 'Messages' },
    { value: 'applications', label: 'Applications' },
  ],
} as const;

export const applicationsList: InboxMessageListCopy = {
  heading: 'Applications',
  unreadCount: (count) => (count === 0 ? 'None unread' : `${count} unread`),
  unread: 'Unread',
  showMore: 'Show More',
  loadingMore: 'Loading more...',
};

export const applicationsLayout: InboxLayoutCopy = {
  backToList: 'Back to List',
  noSelection: 'Choose an application to read it.',
};

export const applicationFilters: InboxApplicationFiltersCopy = {
  label: 'Filter applications',
  role: 'Role',
  allRoles: 'All roles',
  export: 'Export CSV',
  exporting: 'Exporting...',
};

export const applicationView: InboxApplicationViewCopy = {
  unread: 'Unread',
  readChange: inboxMessageView.readChange,
  fields: {
    email: 'E-mail',
    role: 'Role',
    linkedin: 'LinkedIn',
    cv: 'CV',
    consent: 'Consent',
    received: 'Received (UK time)',
    erasedOn: 'Erased on (UK time)',
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

export const applicationsEmpty: InboxNoticeCopy = {
  title: 'No applications yet',
  text: 'Applications sent from the job pages appear here as they arrive.',
};

export const applicationsNoMatches: InboxNoMatchesProps['copy'] = {
  title: 'No applications for this role',
  text: 'None has come in for this role yet, or all were erased. Show every role to see the rest.',
  clearFilters: 'Show All Roles',
};

export const applicationsLoadError: InboxErrorProps['copy'] = {
  title: 'The applications could not be loaded',
  text: 'Check your connection, then try again.',
  retry: 'Try Again',
  retrying: 'Retrying...',
};

export const applicationsLoading = 'Loading applications...';

/** Under the list: how long applications are kept (the same period the recruitment notice states). */
export const applicationsRetention = `Applications and their CVs are kept for ${applicationRetentionMonths} months after they arrive, then erased automatically.`;

export const openingApplication = 'Opening the application...';

export const applicationsShowMoreError =
  'The older applications could not be loaded. Check your connection, then try again.';

/** Why an action on an application failed. */
export const applicationErrors = {
  ...actionErrors,
  notFound: 'This application is no longer in the inbox: someone may have deleted it.',
  cv: 'The CV could not be downloaded. Check your connection, then try again.',
} as const;

/** The Reply link's subject line. */
export const applicationReplySubject = (role: string) => `Re: Your application to ${company.name} (${role})`;
