import type { StoredApplication } from '@rico/contact';
import { stringify } from 'csv-stringify/sync';
import { csvOptions } from '../csv';
import { formatUkTime } from '../ukTime';

export const applicationCsvColumns = [
  'Received (UK time)',
  'Name',
  'E-mail',
  'Role',
  'LinkedIn',
  'CV',
  'Consent',
  'Read',
  'Erased on (UK time)',
] as const;

const yesNo = (value: boolean) => (value ? 'yes' : 'no');

const cells = (application: StoredApplication) => [
  formatUkTime(application.createdAt),
  application.name,
  application.email,
  application.role,
  application.linkedin,
  application.cv?.name ?? '',
  yesNo(application.consent),
  yesNo(application.read),
  formatUkTime(application.expireAt),
];

/** The applications' export: the messages' options (byte-order mark, CRLF, the formula guard). */
export const applicationCsvHeader = () =>
  stringify([[...applicationCsvColumns]], { ...csvOptions, bom: true });
export const applicationCsvRows = (applications: readonly StoredApplication[]) =>
  stringify(applications.map(cells), csvOptions);
