/**
 * The Reply link: the staff member's mail program opens a message to the sender with the subject
 * filled in. The address is percent-encoded except its `@` (a `?`, `&` or `#` in it could otherwise
 * start a header of its own), and spaces in the subject are %20, as mailto: reads no `+` as a space.
 */
export function replyHref(address: string, subject: string): string {
  const to = encodeURIComponent(address.trim()).replace(/%40/g, '@');
  return `mailto:${to}?subject=${encodeURIComponent(subject)}`;
}
