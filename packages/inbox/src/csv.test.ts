import * as v from 'valibot';
import { storedMessageSchema } from '@rico/contact';
import { describe, expect, it } from 'vitest';
import { messagesToCsv } from './csv';
import { storedMessage } from './testing';
import { formatUkTime } from './ukTime';

const message = (changes: Record<string, unknown> = {}) =>
  v.parse(storedMessageSchema, storedMessage(changes));

describe('the formula guard', () => {
  it('given a cell starting =, +, -, @ (or their full-width forms), a tab or a carriage return, should make it text with an apostrophe', () => {
    // Set after validation: the guard holds whatever is stored.
    const cellOf = (company: string) =>
      messagesToCsv([{ ...message(), company }])
        .split('\r\n')[1]
        ?.split(',')[4];
    for (const text of ['=1+1', '+44 20', '-2', '@SUM(A1)', '\tx', '\rx', '＝1+1'])
      expect(cellOf(text)).toBe(`'${text}`);
    expect(cellOf('Ann = Bob')).toBe('Ann = Bob');
  });
});

describe('formatUkTime', () => {
  it('should write UK time: GMT in winter, BST in summer', () => {
    expect(formatUkTime(new Date('2025-01-15T09:30:00Z'))).toBe('2025-01-15 09:30:00');
    expect(formatUkTime(new Date('2025-06-01T12:00:00Z'))).toBe('2025-06-01 13:00:00');
  });
});

describe('messagesToCsv', () => {
  it('should start with a BOM and the header, end rows with CRLF, and give interests by title', () => {
    const csv = messagesToCsv([message({ read: true })]);
    expect(
      csv.startsWith('\uFEFFReceived (UK time),Name,E-mail,Phone,Company,Interests,Message,Consent,Read\r\n'),
    ).toBe(true);
    expect(csv).toContain(
      "2025-06-01 13:00:00,Ann Example,ann@example.co.uk,'+44 20 7946 0000,Example Bistro,EPOS & Table Ordering; SEO & Digital Marketing,",
    );
    expect(csv.endsWith(',yes,yes\r\n')).toBe(true);
  });

  it('given quotes, commas and line breaks in a message, should quote the cell per RFC 4180', () => {
    const csv = messagesToCsv([message({ message: 'He said "hi",\nthen left.' })]);
    expect(csv).toContain(',"He said ""hi"",\nthen left.",');
  });

  it('given a formula in any visitor field, should neutralise it', () => {
    const csv = messagesToCsv([message({ name: '=HYPERLINK("http://x")', company: '@evil' })]);
    expect(csv).toContain(`,"'=HYPERLINK(""http://x"")",`);
    expect(csv).toContain(",'@evil,");
  });
});
