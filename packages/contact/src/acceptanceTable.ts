import { contactLimits as limits } from './limits';
import { serviceIds } from './services';

/**
 * How a case writes createdAt: the server-time sentinel (serverTimestamp() / REQUEST_TIME), a time
 * chosen by the client, or not at all.
 */
export type CreatedAtWrite = 'serverTimestamp' | 'absent' | { clientTime: Date };

export interface AcceptanceCase {
  /** What the case is, in words (the test's name). */
  title: string;
  expected: 'accepted' | 'rejected';
  /** For a rejected case: which rule refuses it. */
  reason?: string;
  /** The document id; when left out, the runner makes a valid 20-character one per case. */
  id?: string;
  /** The client's document data except createdAt, as the Firebase SDK would send it. */
  data: Readonly<Record<string, unknown>>;
  createdAt: CreatedAtWrite;
}

/** A message every rule accepts; the cases below change one thing each. */
export const validMessageData = {
  name: 'Ann Example',
  email: 'ann@example.co.uk',
  phone: '+44 20 7946 0000',
  company: 'Example Bistro',
  interest: ['epos-table-ordering', 'seo-marketing'],
  message: 'We would like a demo of table ordering for two sites.',
  consent: true,
  companyWebsite: '',
  read: false,
} as const;

const accept = (title: string, data: Record<string, unknown>): AcceptanceCase => ({
  title,
  expected: 'accepted',
  data,
  createdAt: 'serverTimestamp',
});

const reject = (title: string, reason: string, change: Record<string, unknown>): AcceptanceCase => ({
  title,
  expected: 'rejected',
  reason,
  data: { ...validMessageData, ...change },
  createdAt: 'serverTimestamp',
});

const without = (key: keyof typeof validMessageData): Record<string, unknown> =>
  Object.fromEntries(Object.entries(validMessageData).filter(([k]) => k !== key));

/** One table, two runners: the local backend's acceptance (here) and firestore.rules (emulator). */
export const messageAcceptanceTable: readonly AcceptanceCase[] = [
  accept('a complete message', validMessageData),
  accept('optional fields left empty', { ...validMessageData, phone: '', company: '', interest: [] }),
  accept('every field at its upper limit', {
    ...validMessageData,
    name: 'N'.repeat(limits.name.max),
    email: `${'a'.repeat(limits.email.max - 12)}@example.com`,
    phone: '0'.repeat(limits.phone.max),
    company: 'C'.repeat(limits.company.max),
    interest: [...serviceIds],
    message: 'M'.repeat(limits.message.max),
  }),
  accept('name and message at their minimum', { ...validMessageData, name: 'Al', message: 'Ten chars!' }),
  accept('a multi-line message with tabs', { ...validMessageData, message: 'Hello,\r\n\tline two\nline 3' }),
  accept('non-ASCII text and HTML in the message', {
    ...validMessageData,
    name: 'Zoë Ó Briain',
    message: '<b>Café</b> & "bar" — 5 tables',
  }),
  // Characters beyond U+FFFF are two UTF-16 units but one character to Firestore's size(): every
  // limit counts them once, so the form and the rules agree on where each limit lies.
  // Right-to-left letters need no direction controls, and a joined emoji's U+200D is not one.
  accept('Arabic and Hebrew text and a joined emoji', {
    ...validMessageData,
    name: 'ليلى Example',
    message: 'שלום, we would like a demo \u{1F469}\u200D\u{1F373} please.',
  }),
  accept('a name of two emoji', { ...validMessageData, name: '\u{1F600}\u{1F44D}' }),
  accept('a name and a message of CJK Extension B characters at their upper limits', {
    ...validMessageData,
    name: '\u{20000}'.repeat(limits.name.max),
    company: '\u{2A6D6}'.repeat(limits.company.max),
    message: '\u{1F600}'.repeat(limits.message.max),
  }),
  accept('a message of ten emoji', { ...validMessageData, message: '\u{1F600}'.repeat(limits.message.min) }),
  { ...reject('missing phone', 'missing key', {}), data: without('phone') },
  { ...reject('missing name', 'missing key', {}), data: without('name') },
  { ...reject('missing read', 'missing key', {}), data: without('read') },
  { ...reject('missing createdAt', 'missing key', {}), createdAt: 'absent' },
  reject('an extra field', 'extra key', { admin: true }),
  reject('delivery set by the client', 'server-only field', {
    delivery: { status: 'sent', attempts: 1, at: new Date(0) },
  }),
  reject('expireAt set by the client', 'server-only field', { expireAt: new Date(0) }),
  // What staff record in the inbox: a visitor must not be able to pose as a member of staff.
  reject('readBy set by the client', 'extra key', { readBy: 'staff@rico.example' }),
  reject('readAt set by the client', 'extra key', { readAt: new Date(0) }),
  reject('readChangedBy set by the client', 'extra key', { readChangedBy: 'staff@rico.example' }),
  reject('readChangedAt set by the client', 'extra key', { readChangedAt: new Date(0) }),
  reject('name as a number', 'wrong type', { name: 42 }),
  reject('phone as null', 'wrong type', { phone: null }),
  reject('consent as the string true', 'wrong type', { consent: 'true' }),
  reject('interest as a string', 'wrong type', { interest: 'epos-table-ordering' }),
  reject('interest holding a number', 'wrong type', { interest: [1] }),
  reject('message as a map', 'wrong type', { message: { text: 'Hello there, world' } }),
  reject('name of one character', 'too short', { name: 'A' }),
  reject('message of nine characters', 'too short', { message: 'Too short' }),
  reject('a name of one emoji', 'too short', { name: '\u{1F600}' }),
  reject('a message of nine emoji', 'too short', { message: '\u{1F600}'.repeat(limits.message.min - 1) }),
  reject('a name of CJK Extension B one over the limit', 'too long', {
    name: '\u{20000}'.repeat(limits.name.max + 1),
  }),
  reject('a phone of emoji one over the limit', 'too long', {
    phone: '\u{1F4DE}'.repeat(limits.phone.max + 1),
  }),
  reject('name too long', 'too long', { name: 'N'.repeat(limits.name.max + 1) }),
  reject('email too long', 'too long', { email: `${'a'.repeat(limits.email.max - 11)}@example.com` }),
  reject('phone too long', 'too long', { phone: '0'.repeat(limits.phone.max + 1) }),
  reject('company too long', 'too long', { company: 'C'.repeat(limits.company.max + 1) }),
  reject('message too long', 'too long', { message: 'M'.repeat(limits.message.max + 1) }),
  reject('an address without a domain', 'bad email', { email: 'ann@' }),
  reject('an address with a space', 'bad email', { email: 'ann example@example.com' }),
  reject('a header injection in the email', 'bad email', { email: 'ann@example.com\r\nBcc: x@evil.test' }),
  reject('a line feed in the name', 'control char', { name: 'Ann\nBcc: x@evil.test' }),
  reject('a bell in the company', 'control char', { company: 'Bistro\u0007' }),
  reject('a tab in the phone', 'control char', { phone: '020\t7946' }),
  reject('a line separator in the name', 'control char', { name: 'Ann\u2028Example' }),
  reject('a NUL in the message', 'control char', { message: 'Hello there\u0000 world' }),
  // Invisible, they reorder what the inbox shows: "\u202Egnp.exe" reads "exe.png".
  reject('a right-to-left override in the name', 'direction char', { name: 'Ann \u202Egnp.exe' }),
  reject('a right-to-left override in the company', 'direction char', { company: '\u202Eortsib' }),
  reject('a left-to-right mark in the phone', 'direction char', { phone: '020\u200E7946' }),
  reject('a direction isolate in the message', 'direction char', { message: 'Call \u2067me\u2069 tomorrow' }),
  reject('an Arabic letter mark in the name', 'direction char', { name: 'Ann\u061CExample' }),
  reject('a name with a leading space', 'not trimmed', { name: ' Ann Example' }),
  reject('an interest that is not a service id', 'interest not a service id', { interest: ['pizza'] }),
  reject('the same interest twice', 'interest not unique', {
    interest: ['seo-marketing', 'seo-marketing'],
  }),
  reject('consent false', 'consent false', { consent: false }),
  reject('the honeypot filled', 'honeypot filled', { companyWebsite: 'https://spam.example' }),
  reject('read true', 'read true', { read: true }),
  {
    ...reject('createdAt chosen by the client', 'createdAt not server time', {}),
    createdAt: { clientTime: new Date('2024-01-01T00:00:00Z') },
  },
  { ...reject('an id that is not 20 letters or digits', 'bad id', {}), id: 'not-a-valid-id' },
];
