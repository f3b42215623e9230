/**
 * The data the inbox components show, already formatted by the site: times come as the words to
 * show (in UK time) beside a machine-readable value for `<time dateTime>`, interests as their titles.
 */

/** One message as a row of the list. */
export interface InboxMessageSummary {
  id: string;
  name: string;
  /** Empty when the sender gave none. */
  company: string;
  email: string;
  /** The start of the message, when the site has it; the row cuts it to one line. */
  preview?: string;
  /** When it arrived, as shown (UK time), e.g. '15 Jun 2026, 10:30'. */
  receivedAt: string;
  /** The same moment for machines (ISO 8601), for `<time dateTime>` and for the newest-first order. */
  dateTime: string;
  /** The services the sender ticked, by their titles. */
  interests: readonly string[];
  read: boolean;
}

/** Who last marked a message read or unread, and when. */
export interface InboxReadChange {
  /** What they marked it: true for read. */
  read: boolean;
  /** The staff member, as shown (a name or an e-mail address). */
  by: string;
  at: string;
  dateTime: string;
}

/** Where the notification e-mail stands: sent, still being tried, or given up after too many failures. */
export const inboxDeliveryStates = ['emailed', 'waiting', 'given-up'] as const;
export type InboxDeliveryState = (typeof inboxDeliveryStates)[number];

export interface InboxDelivery {
  state: InboxDeliveryState;
  attempts: number;
  /** The last failure's reason, when there was one. */
  lastError?: string;
}

/** Every field of one message, for the message view. */
export interface InboxMessageDetail extends Omit<InboxMessageSummary, 'preview'> {
  /** Empty when the sender gave none. */
  phone: string;
  /** The whole message, its line breaks kept. */
  message: string;
  consent: boolean;
  readChange?: InboxReadChange;
  delivery: InboxDelivery;
}

/** What the filters ask for. `interest` is an option's value, '' for every interest. */
export interface InboxQuery {
  unreadOnly: boolean;
  interest: string;
  search: string;
}

/** An option of the interest filter. */
export interface InboxInterestOption {
  value: string;
  label: string;
}

/** The actions of the message view that take time: each shows its own busy label. */
export const inboxMessageActions = ['toggleRead', 'sendAgain', 'delete'] as const;
export type InboxMessageAction = (typeof inboxMessageActions)[number];

/** A CV sent with a job application, as the view shows it. */
export interface InboxApplicationCv {
  /** The file's name as the candidate's computer had it (cleaned by the server). */
  name: string;
  /** Its type and size in words, e.g. 'PDF, 182 KB'. */
  details: string;
}

/** Every field of one job application, for the application view. Times as for messages. */
export interface InboxApplicationDetail {
  id: string;
  name: string;
  email: string;
  /** The role applied for, by its title (or the speculative application's). */
  role: string;
  /** The candidate's LinkedIn address; empty when they gave none. */
  linkedin: string;
  /** Null when no CV was sent. */
  cv: InboxApplicationCv | null;
  consent: boolean;
  receivedAt: string;
  dateTime: string;
  /** When the application and its CV are erased, as shown and for machines. */
  erasedOn: string;
  erasedDateTime: string;
  read: boolean;
  readChange?: InboxReadChange;
}

/** The application view's actions that take time: each shows its own busy label. */
export const inboxApplicationActions = ['toggleRead', 'downloadCv', 'delete'] as const;
export type InboxApplicationAction = (typeof inboxApplicationActions)[number];

/** An option of the applications' role filter: the value sent to the server and the words shown. */
export interface InboxRoleOption {
  value: string;
  label: string;
}
