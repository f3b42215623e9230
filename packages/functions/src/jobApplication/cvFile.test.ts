import { describe, expect, it } from 'vitest';
import {
  docmBytes,
  docxBytes,
  exeBytes,
  exeWithDocxBytes,
  htmlBytes,
  otherZipBytes,
  pdfBytes,
  truncatedPdfBytes,
} from '../testing/cvFixtures';
import { cleanCvName, docxType, judgeCvBytes, maxCvNameLength, pdfType } from './cvFile';

describe('judgeCvBytes', () => {
  it('should know a PDF and a .docx by their bytes', async () => {
    expect(await judgeCvBytes(pdfBytes())).toBe(pdfType);
    expect(await judgeCvBytes(docxBytes())).toBe(docxType);
  });

  it.each([
    ['an executable', exeBytes()],
    ['an executable with a .docx appended', exeWithDocxBytes()],
    ['a web page', htmlBytes()],
    ['a macro-enabled document', docmBytes()],
    ['a zip that is no Word document', otherZipBytes()],
    ['a PDF cut short', truncatedPdfBytes()],
    ['a zip header with nothing behind it', Buffer.from('PK\x03\x04garbage', 'latin1')],
    ['nothing at all', Buffer.alloc(0)],
  ])('should refuse %s, whatever it is called', async (_what, bytes) => {
    expect(await judgeCvBytes(bytes)).toBeUndefined();
  });
});

describe('cleanCvName', () => {
  it('should keep a plain name as it is, normalised and with spaces folded', () => {
    expect(cleanCvName('Sam  Applicant CV.pdf')).toBe('Sam Applicant CV.pdf');
    expect(cleanCvName('Se\u0301verine.docx')).toBe('Séverine.docx');
  });

  it.each([
    ['a parent folder', '../../etc/passwd.pdf'],
    ['a Windows path', 'C:\\Users\\sam\\cv.pdf'],
    ['a line break', 'cv\r\nX-Injected: 1.pdf'],
    ['a NUL', 'cv.pdf\u0000.exe'],
    ['a mark that reverses the text', 'cv\u202Efdp.exe'],
    ['only dots', '..'],
  ])('should refuse a name with %s', (_what, name) => {
    expect(cleanCvName(name)).toBeUndefined();
  });

  it('should shorten a long name and keep its extension', () => {
    const cleaned = cleanCvName(`${'a'.repeat(300)}.pdf`) ?? '';
    expect(Array.from(cleaned)).toHaveLength(maxCvNameLength);
    expect(cleaned.endsWith('….pdf')).toBe(true);
  });
});
