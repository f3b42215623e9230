/**
 * When something happened, as staff in the UK read it: '15 Jun 2026, 10:30' in London's time (GMT
 * or BST, whichever was in force that day), whatever the time zone of the computer showing it.
 */
const londonParts = new Intl.DateTimeFormat('en-GB', {
  timeZone: 'Europe/London',
  year: 'numeric',
  month: 'numeric',
  day: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

// Our own month names: engines' short names differ (ICU says 'Sept' in en-GB, older ones 'Sep').
const months = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

export interface UkTime {
  /** What people read, e.g. '15 Jun 2026, 10:30'. */
  text: string;
  /** The same moment for `<time dateTime>`: the ISO 8601 string as the server sent it. */
  dateTime: string;
}

export function ukTime(iso: string): UkTime {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return { text: iso, dateTime: iso };
  const part = Object.fromEntries(londonParts.formatToParts(date).map(({ type, value }) => [type, value]));
  const month = months[Number(part.month) - 1] ?? part.month;
  // en-GB pads the day ('05'): people write 5 Jun.
  return { text: `${Number(part.day)} ${month} ${part.year}, ${part.hour}:${part.minute}`, dateTime: iso };
}
