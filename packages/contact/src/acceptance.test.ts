import { describe, expect, it } from 'vitest';
import { acceptMessageCreate } from './acceptance';
import { messageAcceptanceTable, validMessageData, type AcceptanceCase } from './acceptanceTable';

const requestTime = new Date('2025-06-01T12:00:00.000Z');
const validId = 'AbCdEfGhIjKlMnOpQrSt';

/** A rejected case must be rejected for its stated reason, not by accident for another one. */
const reasonPatterns: Record<string, RegExp> = {
  'missing key': /^missing field/,
  'extra key': /^unexpected field/,
  'server-only field': /^server-only field/,
  'wrong type': /: expected .*, received /,
  'too short': /must be at least/,
  'too long': /must be at most/,
  'bad email': /^email: Invalid email address$/,
  'control char': /control characters$/,
  'direction char': /must not contain invisible text-direction characters$/,
  'not trimmed': /must not start or end with spaces$/,
  'interest not a service id': /^interest\.0: expected \("epos-table-ordering" \| /,
  'interest not unique': /^interest: Choose each interest only once$/,
  'consent false': /^consent: expected true, received false$/,
  'honeypot filled': /^companyWebsite: Leave this field empty$/,
  'read true': /^read: expected false, received true$/,
  'createdAt not server time': /^createdAt must be the server request time$/,
  'bad id': /^document id/,
};

/** The document as stored after the server applied the case's createdAt write. */
function storedData(testCase: AcceptanceCase): Record<string, unknown> {
  const { createdAt } = testCase;
  if (createdAt === 'absent') return { ...testCase.data };
  return {
    ...testCase.data,
    createdAt: createdAt === 'serverTimestamp' ? requestTime : createdAt.clientTime,
  };
}

describe('acceptMessageCreate', () => {
  describe('given each case of the acceptance table', () => {
    it.each(messageAcceptanceTable.map((c) => [c.title, c] as const))(
      'should decide %s',
      (_title, testCase) => {
        const result = acceptMessageCreate({
          id: testCase.id ?? validId,
          data: storedData(testCase),
          requestTime,
        });
        expect(result.accepted ? 'accepted' : 'rejected').toBe(testCase.expected);
        if (!result.accepted) expect(result.reason).toMatch(reasonPatterns[testCase.reason ?? ''] ?? /^$/);
      },
    );
  });

  describe('given a rejected document', () => {
    it.each([
      ['the missing key', { name: 'omit' }, 'missing field: name'],
      ['the extra key', { admin: true }, 'unexpected field: admin'],
      ['the server-only key', { delivery: {} }, 'server-only field set by the client: delivery'],
      ['the field and its message', { name: 'A' }, 'name: Name must be at least 2 characters'],
      ['the wrong read', { read: true }, 'read: expected false, received true'],
      ['the wrong type', { phone: null }, 'phone: expected string, received null'],
    ])('should name %s in the reason', (_what, change, reason) => {
      const merged = { ...validMessageData, createdAt: requestTime, ...change };
      const data = Object.fromEntries(Object.entries(merged).filter(([, value]) => value !== 'omit'));
      expect(acceptMessageCreate({ id: validId, data, requestTime })).toEqual({ accepted: false, reason });
    });

    it('should say when createdAt is not the request time', () => {
      const data = { ...validMessageData, createdAt: new Date(requestTime.getTime() - 1) };
      expect(acceptMessageCreate({ id: validId, data, requestTime })).toEqual({
        accepted: false,
        reason: 'createdAt must be the server request time',
      });
    });
  });

  describe('given the table itself', () => {
    it('should cover every reason the rules must enforce', () => {
      const reasons = new Set(messageAcceptanceTable.map((c) => c.reason).filter(Boolean));
      for (const reason of [
        'missing key',
        'extra key',
        'wrong type',
        'too long',
        'bad email',
        'control char',
        'interest not a service id',
        'consent false',
        'honeypot filled',
        'read true',
        'createdAt not server time',
        'server-only field',
      ]) {
        expect(reasons).toContain(reason);
      }
    });
  });
});
