const ukParts = new Intl.DateTimeFormat('en-GB', {
  timeZone: 'Europe/London',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
  hourCycle: 'h23',
});

/**
 * `2025-06-01 13:00:00` in UK time (GMT or BST, whichever was in force): what staff and a CRM
 * import read, sortable as text, without a zone suffix a spreadsheet might misread.
 */
export function formatUkTime(date: Date): string {
  const part = Object.fromEntries(ukParts.formatToParts(date).map(({ type, value }) => [type, value]));
  return `${part.year}-${part.month}-${part.day} ${part.hour}:${part.minute}:${part.second}`;
}
