import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { applicationExpiresAt, storedApplicationSchema } from './applicationDocument';

describe('applicationExpiresAt', () => {
  it.each([
    ['2026-01-15T09:30:00.000Z', '2026-07-15T09:30:00.000Z'],
    ['2026-08-31T23:59:59.000Z', '2027-02-28T23:59:59.000Z'],
    ['2027-08-31T12:00:00.000Z', '2028-02-29T12:00:00.000Z'],
    ['2026-10-01T00:00:00.000Z', '2027-04-01T00:00:00.000Z'],
  ])('given an application received %s, should erase it at %s (six months on)', (received, erased) => {
    expect(applicationExpiresAt(new Date(received)).toISOString()).toBe(erased);
  });
});

describe('storedApplicationSchema', () => {
  const stored = {
    name: 'Sam Applicant',
    email: 'sam@example.com',
    role: 'React developer',
    linkedin: '',
    consent: true,
    cv: { name: 'Sam CV.pdf', type: 'application/pdf', size: 1200 },
    createdAt: new Date('2026-01-15T09:30:00.000Z'),
    expireAt: new Date('2026-07-15T09:30:00.000Z'),
    read: false,
  };

  it('should accept an application as the server stores it, with or without a CV', () => {
    expect(v.is(storedApplicationSchema, stored)).toBe(true);
    expect(v.is(storedApplicationSchema, { ...stored, cv: null })).toBe(true);
  });

  it('should refuse a CV of a type the server never accepts, or a field it never writes', () => {
    const doc = { ...stored, cv: { ...stored.cv, type: 'application/msword' } };
    expect(v.is(storedApplicationSchema, doc)).toBe(false);
    expect(v.is(storedApplicationSchema, { ...stored, path: '../x' })).toBe(false);
  });
});
