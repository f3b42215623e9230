import { fromBuffer, type Entry, type ZipFile } from 'yauzl';
import type { CvMimeType } from '@rico/contact';

export const pdfType = 'application/pdf' satisfies CvMimeType;
export const docxType =
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document' satisfies CvMimeType;

/** The longest file name kept, in characters; a longer one is shortened, its extension kept. */
export const maxCvNameLength = 120;

const pdfHeader = Buffer.from('%PDF-', 'latin1');
const pdfTrailer = Buffer.from('%%EOF', 'latin1');
const zipLocalHeader = Buffer.from([0x50, 0x4b, 0x03, 0x04]);
/** More entries than any CV needs (a .docx has a few dozen): a crafted archive is not read further. */
const maxZipEntries = 2000;

/**
 * Control characters, and the invisible marks that reorder text: `cv\u202Efdp.exe` shows as
 * `cvexe.pdf`. None belongs in the name of a document a person saved.
 */
function isHiddenOrControl(code: number): boolean {
  return (
    code <= 0x1f ||
    (code >= 0x7f && code <= 0x9f) ||
    code === 0x061c ||
    code === 0x200e ||
    code === 0x200f ||
    (code >= 0x202a && code <= 0x202e) ||
    (code >= 0x2066 && code <= 0x2069)
  );
}

/**
 * The name the visitor's file had, as data: refused (undefined) when it holds a folder (a browser
 * sends the bare name, so a slash came from a script) or a control character; else normalised,
 * spaces folded and cut to `maxCvNameLength` characters with its extension kept. It is never used as
 * a path: the file is stored under the application's id.
 */
export function cleanCvName(raw: string): string | undefined {
  const chars = Array.from(raw.normalize('NFC'));
  const unsafe = chars.some(
    (char) => char === '/' || char === '\\' || isHiddenOrControl(char.codePointAt(0) ?? 0),
  );
  const name = chars.join('').replace(/\s+/gu, ' ').trim();
  if (unsafe || name === '.' || name === '..') return undefined;
  const all = Array.from(name || 'CV');
  if (all.length <= maxCvNameLength) return all.join('');
  const dot = name.lastIndexOf('.');
  const extension = dot > 0 && name.length - dot <= 10 ? Array.from(name.slice(dot)) : [];
  return [...all.slice(0, maxCvNameLength - extension.length - 1), '…', ...extension].join('');
}

/** A PDF begins with its header and ends with `%%EOF`, which readers look for in the last kilobyte. */
function isPdf(bytes: Buffer): boolean {
  return bytes.subarray(0, pdfHeader.length).equals(pdfHeader) && bytes.subarray(-1024).includes(pdfTrailer);
}

/** The names in a zip's central directory (no entry is decompressed), or undefined when it is not a sound zip. */
function zipEntryNames(bytes: Buffer): Promise<string[] | undefined> {
  return new Promise((resolve) => {
    fromBuffer(
      bytes,
      { lazyEntries: true, strictFileNames: true, validateEntrySizes: true },
      (error, zip) => {
        if (error) return resolve(undefined);
        if (zip.entryCount > maxZipEntries) {
          zip.close();
          return resolve(undefined);
        }
        readNames(zip, resolve);
      },
    );
  });
}

function readNames(zip: ZipFile, resolve: (names: string[] | undefined) => void): void {
  const names: string[] = [];
  zip.on('entry', (entry: Entry) => {
    names.push(entry.fileName);
    zip.readEntry();
  });
  zip.on('end', () => resolve(names));
  zip.on('error', () => resolve(undefined));
  zip.readEntry();
}

/**
 * A Word document: a zip that starts with a local file header (an executable with a zip appended
 * does not) and whose directory holds the document part and the package's content types. A
 * macro project means a .docm renamed, which Word itself refuses to open as .docx.
 */
async function isDocx(bytes: Buffer): Promise<boolean> {
  if (!bytes.subarray(0, zipLocalHeader.length).equals(zipLocalHeader)) return false;
  const names = await zipEntryNames(bytes);
  if (!names) return false;
  return (
    names.includes('word/document.xml') &&
    names.includes('[Content_Types].xml') &&
    !names.some((name) => name.toLowerCase().endsWith('vbaproject.bin'))
  );
}

/**
 * The type a CV's bytes show it to be, or undefined when it is neither a PDF nor a .docx. The name's
 * extension and the type the browser sent are never consulted: both are the visitor's to choose.
 */
export async function judgeCvBytes(bytes: Buffer): Promise<CvMimeType | undefined> {
  if (isPdf(bytes)) return pdfType;
  if (await isDocx(bytes)) return docxType;
  return undefined;
}
