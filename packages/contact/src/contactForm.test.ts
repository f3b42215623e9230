import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { contactFormSchema, isHoneypotFilled, type ContactFormInput } from './contactForm';

const valid: ContactFormInput = {
  name: 'Ann Example',
  email: 'ann@example.co.uk',
  phone: '',
  company: '',
  interest: [],
  message: 'Please call me about table ordering.',
  consent: true,
  companyWebsite: '',
};

/** The messages the form would show, per field. */
function errorsFor(input: Record<string, unknown>) {
  const result = v.safeParse(contactFormSchema, input);
  return result.success ? {} : (v.flatten<typeof contactFormSchema>(result.issues).nested ?? {});
}

describe('contactFormSchema', () => {
  describe('given a complete, valid form', () => {
    it('should output trimmed values with every key present', () => {
      const result = v.parse(contactFormSchema, {
        ...valid,
        name: '  Ann Example ',
        email: ' ann@example.co.uk ',
        phone: ' 020 7946 0000 ',
        company: ' Bistro ',
        message: '\n Please call me about table ordering. \n',
      });
      expect(result).toEqual({
        name: 'Ann Example',
        email: 'ann@example.co.uk',
        phone: '020 7946 0000',
        company: 'Bistro',
        interest: [],
        message: 'Please call me about table ordering.',
        consent: true,
        companyWebsite: '',
      });
    });
  });

  describe('given the optional fields left out', () => {
    it("should default phone and company to '' and interest to []", () => {
      const { name, email, message, consent } = valid;
      const result = v.parse(contactFormSchema, { name, email, message, consent });
      expect(result).toMatchObject({ phone: '', company: '', interest: [], companyWebsite: '' });
    });
  });

  describe('given a name', () => {
    it.each([[''], ['A'], ['  A  ']])('should refuse %j with the spec message', (name) => {
      expect(errorsFor({ ...valid, name }).name).toEqual(['Name must be at least 2 characters']);
    });
    it('should accept two characters', () => {
      expect(errorsFor({ ...valid, name: 'Al' }).name).toBeUndefined();
    });
    it('should refuse 101 characters', () => {
      expect(errorsFor({ ...valid, name: 'N'.repeat(101) }).name).toEqual([
        'Name must be at most 100 characters',
      ]);
    });
    it.each([['Ann\nBcc: x@evil.test'], ['Ann\rExample'], ['Ann\u0000'], ['Ann\u2029B']])(
      'should refuse the control character in %j',
      (name) => {
        expect(errorsFor({ ...valid, name }).name).toEqual([
          'Name must be a single line without control characters',
        ]);
      },
    );
  });

  describe('given an email', () => {
    it.each([[''], ['ann'], ['ann@'], ['ann@example'], ['ann example@example.com'], ['a@b.c']])(
      'should refuse %j as Invalid email address',
      (email) => {
        expect(errorsFor({ ...valid, email }).email).toEqual(['Invalid email address']);
      },
    );
    it('should refuse an address with a CR/LF header injection', () => {
      expect(errorsFor({ ...valid, email: 'ann@example.com\r\nBcc: x@evil.test' }).email).toEqual([
        'Invalid email address',
      ]);
    });
    it.each([['ann.example+web@mail.example.co.uk'], ['A_B-c@sub-domain.example.org']])(
      'should accept %j',
      (email) => {
        expect(errorsFor({ ...valid, email }).email).toBeUndefined();
      },
    );
    it('should refuse an address longer than 254 characters', () => {
      const email = `${'a'.repeat(243)}@example.com`;
      expect(errorsFor({ ...valid, email }).email).toEqual(['Email must be at most 254 characters']);
    });
  });

  describe('given phone and company', () => {
    it('should refuse a phone over 30 characters', () => {
      expect(errorsFor({ ...valid, phone: '1'.repeat(31) }).phone).toEqual([
        'Phone must be at most 30 characters',
      ]);
    });
    it('should refuse a company over 120 characters', () => {
      expect(errorsFor({ ...valid, company: 'C'.repeat(121) }).company).toEqual([
        'Company must be at most 120 characters',
      ]);
    });
    it('should refuse a tab inside the phone and a line feed inside the company', () => {
      const errors = errorsFor({ ...valid, phone: '020\t7946', company: 'A\nB' });
      expect(errors.phone).toEqual(['Phone must be a single line without control characters']);
      expect(errors.company).toEqual(['Company must be a single line without control characters']);
    });
  });

  describe('given invisible text-direction characters', () => {
    it('should refuse each of them in every text field, saying so, and keep right-to-left letters', () => {
      const controls = [0x061c, 0x200e, 0x200f, 0x202a, 0x202e, 0x2066, 0x2069].map((code) =>
        String.fromCodePoint(code),
      );
      for (const control of controls) {
        const errors = errorsFor({
          ...valid,
          name: `Ann ${control}gnp.exe`,
          phone: `020${control}7946`,
          company: `${control}Bistro`,
          message: `Please call ${control}me${control} about a demo.`,
        });
        expect(errors).toEqual({
          name: ['Name must not contain invisible text-direction characters'],
          phone: ['Phone must not contain invisible text-direction characters'],
          company: ['Company must not contain invisible text-direction characters'],
          message: ['Message must not contain invisible text-direction characters'],
        });
      }
      expect(errorsFor({ ...valid, name: 'ليلى', message: 'שלום, please call me tomorrow.' })).toEqual({});
    });
  });

  describe('given interests', () => {
    it('should accept all six service ids', () => {
      const interest = [
        'epos-table-ordering',
        'application-implementation',
        'cloud-mobile',
        'data-analytics',
        'web-infrastructure',
        'seo-marketing',
      ];
      expect(errorsFor({ ...valid, interest }).interest).toBeUndefined();
    });
    it('should refuse an id that is not a service', () => {
      expect(errorsFor({ ...valid, interest: ['pizza'] })['interest.0']).toEqual([
        'Choose interests from the list of services',
      ]);
    });
    it('should refuse the same id twice', () => {
      expect(errorsFor({ ...valid, interest: ['cloud-mobile', 'cloud-mobile'] }).interest).toEqual([
        'Choose each interest only once',
      ]);
    });
  });

  describe('given a message', () => {
    it.each([[''], ['Too short'], ['   Too short   ']])(
      'should refuse %j with the spec message',
      (message) => {
        expect(errorsFor({ ...valid, message }).message).toEqual(['Message must be at least 10 characters']);
      },
    );
    it('should accept ten characters, line breaks and tabs', () => {
      expect(errorsFor({ ...valid, message: 'Ten chars!' }).message).toBeUndefined();
      expect(errorsFor({ ...valid, message: 'Line one\r\n\tline two' }).message).toBeUndefined();
    });
    it('should refuse 5001 characters', () => {
      expect(errorsFor({ ...valid, message: 'M'.repeat(5001) }).message).toEqual([
        'Message must be at most 5000 characters',
      ]);
    });
    it('should refuse a NUL or an escape character', () => {
      expect(errorsFor({ ...valid, message: 'Hello world\u0000' }).message).toEqual([
        'Message must not contain control characters',
      ]);
      expect(errorsFor({ ...valid, message: 'Hello \u001b[31mworld' }).message).toEqual([
        'Message must not contain control characters',
      ]);
    });
  });

  describe('given consent', () => {
    it.each([[false], [undefined], ['true']])('should refuse %j with the spec message', (consent) => {
      expect(errorsFor({ ...valid, consent }).consent).toEqual(['You must consent to data processing']);
    });
  });

  describe('given the honeypot', () => {
    it.each([['https://spam.example'], [' ']])('should refuse %j', (companyWebsite) => {
      expect(errorsFor({ ...valid, companyWebsite }).companyWebsite).toEqual(['Leave this field empty']);
    });
    it('should report a filled honeypot so the form can drop the submission', () => {
      expect(isHoneypotFilled({ companyWebsite: 'x' })).toBe(true);
      expect(isHoneypotFilled({ companyWebsite: '' })).toBe(false);
      expect(isHoneypotFilled({})).toBe(false);
    });
  });

  describe('given an empty form', () => {
    it('should report every required field at once', () => {
      expect(errorsFor({ consent: false })).toEqual({
        name: ['Name must be at least 2 characters'],
        email: ['Invalid email address'],
        message: ['Message must be at least 10 characters'],
        consent: ['You must consent to data processing'],
      });
    });
  });
});
