import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { jobApplicationSchema, type JobApplicationInput } from './jobApplication';

const valid: JobApplicationInput = {
  name: 'Sam Applicant',
  email: 'sam@example.com',
  role: 'Frontend Engineer',
  linkedin: '',
  consent: true,
  honeypot: '',
};

function errorsFor(input: Record<string, unknown>) {
  const result = v.safeParse(jobApplicationSchema, input);
  return result.success ? {} : (v.flatten<typeof jobApplicationSchema>(result.issues).nested ?? {});
}

describe('jobApplicationSchema', () => {
  describe('given a valid application without CV or LinkedIn', () => {
    it('should accept it and output trimmed values', () => {
      const output = v.parse(jobApplicationSchema, { ...valid, name: ' Sam Applicant ', role: ' Designer ' });
      expect(output).toEqual({ ...valid, name: 'Sam Applicant', role: 'Designer' });
    });
  });

  describe('given no role', () => {
    it.each([[''], ['   '], [undefined]])("should say 'Please select a role' for %j", (role) => {
      expect(errorsFor({ ...valid, role }).role).toEqual(['Please select a role']);
    });
  });

  describe('given a LinkedIn address', () => {
    it.each([['https://www.linkedin.com/in/sam'], ['http://linkedin.com/in/sam'], ['']])(
      'should accept %j',
      (linkedin) => {
        expect(errorsFor({ ...valid, linkedin }).linkedin).toBeUndefined();
      },
    );
    it.each([['linkedin'], ['javascript:alert(1)'], ['https://'], ['ftp://linkedin.com/in/sam']])(
      "should say 'Invalid LinkedIn URL' for %j",
      (linkedin) => {
        expect(errorsFor({ ...valid, linkedin }).linkedin).toEqual(['Invalid LinkedIn URL']);
      },
    );
  });

  describe('given a CV file', () => {
    it('should accept a PDF', () => {
      const cv = new File(['%PDF-1.7'], 'cv.pdf', { type: 'application/pdf' });
      expect(errorsFor({ ...valid, cv }).cv).toBeUndefined();
    });
    it.each([
      ['an image', 'cv.png', 'image/png'],
      ['an old Word .doc, whose bytes cannot be checked', 'cv.doc', 'application/msword'],
    ])('should refuse %s', (_what, name, type) => {
      const cv = new File(['x'], name, { type });
      expect(errorsFor({ ...valid, cv }).cv).toEqual(['CV must be a PDF or a Word (.docx) document']);
    });
    it('should refuse a file over 5 MB', () => {
      const cv = new File([new Uint8Array(5 * 1024 * 1024 + 1)], 'cv.pdf', { type: 'application/pdf' });
      expect(errorsFor({ ...valid, cv }).cv).toEqual(['CV must be at most 5 MB']);
    });
  });

  describe('given consent not given', () => {
    it('should say the consent message', () => {
      expect(errorsFor({ ...valid, consent: false }).consent).toEqual([
        'You must consent to data processing',
      ]);
    });
  });

  describe('given the honeypot filled', () => {
    it('should refuse the application', () => {
      expect(errorsFor({ ...valid, honeypot: 'bot' }).honeypot).toEqual(['Leave this field empty']);
    });
  });

  describe('given a short name and a bad email', () => {
    it('should use the contact form messages', () => {
      const errors = errorsFor({ ...valid, name: 'S', email: 'sam@' });
      expect(errors.name).toEqual(['Name must be at least 2 characters']);
      expect(errors.email).toEqual(['Invalid email address']);
    });
  });
});
