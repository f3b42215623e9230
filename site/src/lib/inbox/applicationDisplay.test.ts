import { describe, expect, it } from 'vitest';
import { applicationProps, applicationSummaryProps, cvDetails } from './applicationDisplay';

const application = {
  id: 'a1',
  name: 'Ada Nwosu',
  email: 'ada@example.com',
  role: 'React Developer',
  receivedAt: '2026-06-15T09:20:00.000Z',
  read: true,
  linkedin: 'https://www.linkedin.com/in/ada',
  consent: true,
  cv: { name: 'Ada CV.pdf', type: 'application/pdf', size: 186_368 },
  expiresAt: '2026-12-15T09:20:00.000Z',
  readChangedBy: 'sam@rico.example',
  readChangedAt: '2026-06-16T08:00:00.000Z',
};

describe('an application as staff read it', () => {
  it('says what the CV is and how big, as a file manager would', () => {
    expect(cvDetails({ type: 'application/pdf', size: 186_368 })).toBe('PDF, 182 KB');
    expect(
      cvDetails({
        type: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
        size: 1_468_006,
      }),
    ).toBe('Word, 1.4 MB');
    expect(cvDetails({ type: 'application/pdf', size: 900 })).toBe('PDF, 900 bytes');
  });

  it('shows the received and erasure times in UK time (BST in June, GMT in December)', () => {
    const shown = applicationProps(application);
    expect(shown.receivedAt).toBe('15 Jun 2026, 10:20');
    expect(shown.erasedOn).toBe('15 Dec 2026, 09:20');
    expect(shown.erasedDateTime).toBe(application.expiresAt);
    expect(shown.cv).toEqual({ name: 'Ada CV.pdf', details: 'PDF, 182 KB' });
    expect(shown.readChange).toEqual({
      read: true,
      by: 'sam@rico.example',
      at: '16 Jun 2026, 09:00',
      dateTime: '2026-06-16T08:00:00.000Z',
    });
  });

  it('has no CV or change note where none was sent or made', () => {
    const shown = applicationProps({
      ...application,
      readChangedBy: undefined,
      readChangedAt: undefined,
      cv: null,
      read: false,
    });
    expect(shown.cv).toBeNull();
    expect(shown.readChange).toBeUndefined();
  });

  it('lists the role where a message row shows the company', () => {
    const row = applicationSummaryProps(application);
    expect(row.company).toBe('React Developer');
    expect(row.interests).toEqual([]);
  });
});
