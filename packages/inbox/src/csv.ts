import type { StoredMessage } from '@rico/contact';
import { stringify } from 'csv-stringify/sync';
import { formatUkTime } from './ukTime';
import { interestTitle } from './wire';

export const csvColumns = [
  'Received (UK time)',
  'Name',
  'E-mail',
  'Phone',
  'Company',
  'Interests',
  'Message',
  'Consent',
  'Read',
] as const;

const yesNo = (value: boolean) => (value ? 'yes' : 'no');

type CsvRow = Pick<
  StoredMessage,
  'createdAt' | 'name' | 'email' | 'phone' | 'company' | 'interest' | 'message' | 'consent' | 'read'
>;

const cells = (message: CsvRow) => [
  formatUkTime(message.createdAt),
  message.name,
  message.email,
  message.phone,
  message.company,
  message.interest.map(interestTitle).join('; '),
  message.message,
  yesNo(message.consent),
  yesNo(message.read),
];

/**
 * How every inbox export is written: CRLF line ends and RFC 4180 quoting, by csv-stringify (a
 * long-kept library) rather than a hand-written escaper. `escape_formulas` guards against CSV
 * injection: a spreadsheet runs a cell that starts with =, +, -, @, a tab or a carriage return (or
 * their full-width forms) as a formula, so a visitor's `=HYPERLINK(...)` would run on the computer
 * of whoever opens the export; a leading apostrophe makes it text and no spreadsheet shows it.
 */
export const csvOptions = { record_delimiter: 'windows', escape_formulas: true } as const;

/*
 * The export: UTF-8 with a byte-order mark (so Excel reads accents and emoji right). Written in
 * pieces (the header, then each page's rows) so an export of any size is streamed.
 */
const options = csvOptions;

/** The first piece of the file: the byte-order mark and the header row. */
export const csvHeader = () => stringify([[...csvColumns]], { ...options, bom: true });

/** The rows of one page, each ending in CRLF. */
export const csvRows = (messages: readonly CsvRow[]) => stringify(messages.map(cells), options);

/** A whole export in one string (small exports and tests). */
export const messagesToCsv = (messages: readonly CsvRow[]) =>
  csvHeader() + (messages.length > 0 ? csvRows(messages) : '');
