// The entry firebase-functions logs for every callable request whose tokens check out: with the
// tokens dropped, as the local backend and every test do, it says only that nothing was checked.
const verificationEntry = '"firebase-log-type":"callable-request-verification"';

/** Whether a line the functions SDK wrote is that entry, which no reader of a log needs. */
export function isCallableVerificationEntry(line: string): boolean {
  return line.includes(verificationEntry) && line.includes('"severity":"DEBUG"');
}
