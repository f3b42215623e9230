import { zipSync, strToU8 } from 'fflate';

/*
 * Files as a candidate's computer (or an attacker) would send them, made here so no binary fixture
 * is committed: a real PDF's first and last bytes, a .docx as Word packs it (a zip holding the
 * document part and its content types), and the things a CV must never be.
 */

/** A small PDF: header, one object, trailer. `padTo` pads it to that many bytes (a large CV). */
export function pdfBytes(padTo = 0): Buffer {
  const head = '%PDF-1.7\n1 0 obj << /Type /Catalog >> endobj\n';
  const tail = 'trailer << /Root 1 0 R >>\n%%EOF\n';
  const padding = Math.max(0, padTo - head.length - tail.length);
  return Buffer.concat([Buffer.from(head), Buffer.alloc(padding, 0x20), Buffer.from(tail)]);
}

function zip(files: Record<string, string>): Buffer {
  return Buffer.from(
    zipSync(Object.fromEntries(Object.entries(files).map(([name, text]) => [name, strToU8(text)]))),
  );
}

const contentTypes =
  '<?xml version="1.0"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"/>';

/** A .docx as Word writes one. */
export function docxBytes(): Buffer {
  return zip({
    '[Content_Types].xml': contentTypes,
    '_rels/.rels': '<Relationships/>',
    'word/document.xml':
      '<w:document><w:body><w:p><w:r><w:t>Sam Applicant</w:t></w:r></w:p></w:body></w:document>',
  });
}

/** A macro-enabled document (.docm) renamed .docx. */
export function docmBytes(): Buffer {
  return zip({
    '[Content_Types].xml': contentTypes,
    'word/document.xml': '<w:document/>',
    'word/vbaProject.bin': 'Attribute VB_Name = "AutoOpen"',
  });
}

/** A zip that is not a Word document (a spreadsheet, say). */
export function otherZipBytes(): Buffer {
  return zip({ '[Content_Types].xml': contentTypes, 'xl/workbook.xml': '<workbook/>' });
}

/** A Windows executable's first bytes (the MZ header), as a file renamed cv.pdf would carry. */
export function exeBytes(): Buffer {
  return Buffer.concat([Buffer.from('MZ\x90\x00\x03\x00\x00\x00', 'latin1'), Buffer.alloc(512, 0)]);
}

/**
 * An executable with a .docx appended and its zip offsets moved to match, as `zip -A` makes a
 * self-extracting archive: a zip reader finds Word's directory, but the file runs as a program.
 */
export function exeWithDocxBytes(): Buffer {
  const prefix = exeBytes();
  const docx = Buffer.from(docxBytes());
  const end = docx.lastIndexOf(Buffer.from([0x50, 0x4b, 0x05, 0x06]));
  const directoryStart = docx.readUInt32LE(end + 16);
  docx.writeUInt32LE(directoryStart + prefix.length, end + 16);
  for (let at = directoryStart; docx.readUInt32LE(at) === 0x02014b50;) {
    docx.writeUInt32LE(docx.readUInt32LE(at + 42) + prefix.length, at + 42);
    at += 46 + docx.readUInt16LE(at + 28) + docx.readUInt16LE(at + 30) + docx.readUInt16LE(at + 32);
  }
  return Buffer.concat([prefix, docx]);
}

/** A web page renamed cv.pdf. */
export function htmlBytes(): Buffer {
  return Buffer.from('<!doctype html><html><body><script>alert(document.cookie)</script></body></html>');
}

/** A PDF cut short: its header but no trailer (an upload that stopped). */
export function truncatedPdfBytes(): Buffer {
  return pdfBytes(4000).subarray(0, 2000);
}
