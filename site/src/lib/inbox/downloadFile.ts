/**
 * Hands a file the page fetched (with the staff token, which a plain link could not send) to the
 * browser's downloads, under the name the server gave it.
 */
export function downloadFile(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.hidden = true;
  document.body.append(link);
  link.click();
  link.remove();
  // Later: revoked at once, the download is cancelled in some engines before it has read the file.
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}
