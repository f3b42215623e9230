import { describe, expect, it } from 'vitest';
import { readFormPost, validateFormPost } from './formPost';

const body = (fields: [string, string][]) => new URLSearchParams(fields).toString();

describe('the contact form posted without script', () => {
  it('should read ticked boxes as a native form posts them, and CR LF line breaks as LF', () => {
    const input = readFormPost(
      body([
        ['name', 'Ann'],
        ['interest', 'data-analytics'],
        ['interest', 'seo-marketing'],
        ['message', 'Line one\r\nLine two'],
        ['consent', 'on'],
      ]),
    );
    expect(input).toEqual({
      name: 'Ann',
      interest: ['data-analytics', 'seo-marketing'],
      message: 'Line one\nLine two',
      consent: true,
    });
    expect(readFormPost('').consent).toBe(false);
  });

  it('should give a valid post the same values the scripted form stores', () => {
    const result = validateFormPost(
      body([
        ['name', '  Ann Baker '],
        ['email', 'ann@example.co.uk'],
        ['phone', ''],
        ['company', ''],
        ['message', 'Please call me about a demo.'],
        ['consent', 'on'],
        ['companyWebsite', ''],
      ]),
    );
    expect(result).toEqual({
      success: true,
      values: {
        name: 'Ann Baker',
        email: 'ann@example.co.uk',
        phone: '',
        company: '',
        interest: [],
        message: 'Please call me about a demo.',
        consent: true,
        companyWebsite: '',
      },
    });
  });

  it('should list one problem per field in page order, in the form’s words', () => {
    const result = validateFormPost(body([['interest', 'not-a-service']]));
    expect(result).toEqual({
      success: false,
      problems: [
        { field: 'name', message: 'Name must be at least 2 characters' },
        { field: 'email', message: 'Invalid email address' },
        { field: 'interest', message: 'Choose interests from the list of services' },
        { field: 'message', message: 'Message must be at least 10 characters' },
        { field: 'consent', message: 'You must consent to data processing' },
      ],
    });
  });
});
