import { describe, expect, it } from 'vitest';
import { CommitRefusal, parseCommit } from './parseCommit';

const name = 'projects/demo-rico/databases/(default)/documents/messages/AbCdEfGhIjKlMnOpQrSt';
const write = (changes: Record<string, unknown> = {}) => ({
  update: { name, fields: { name: { stringValue: 'Ann' } } },
  updateTransforms: [{ fieldPath: 'createdAt', setToServerValue: 'REQUEST_TIME' }],
  currentDocument: { exists: false },
  ...changes,
});

function refusal(body: unknown): [number, string] | 'parsed' {
  try {
    parseCommit(body, 'demo-rico');
    return 'parsed';
  } catch (error) {
    if (error instanceof CommitRefusal) return [error.httpStatus, error.message];
    throw error;
  }
}

describe('parseCommit', () => {
  describe('given the body addDoc sends', () => {
    it('should give the path, the fields and the server-time fields', () => {
      expect(parseCommit({ writes: [write()] }, 'demo-rico')).toEqual({
        path: 'messages/AbCdEfGhIjKlMnOpQrSt',
        fields: { name: 'Ann' },
        requestTimeFields: ['createdAt'],
      });
    });
  });

  describe('given the body setDoc sends (no precondition)', () => {
    it('should parse it the same way', () => {
      const withoutPrecondition = write({ currentDocument: undefined });
      expect(parseCommit({ writes: [withoutPrecondition] }, 'demo-rico').path).toBe(
        'messages/AbCdEfGhIjKlMnOpQrSt',
      );
    });
  });

  describe('given writes the rules deny', () => {
    it.each([
      ['a delete', { delete: name, update: undefined }],
      ['a merge', { updateMask: { fieldPaths: ['name'] } }],
      ['an update precondition', { currentDocument: { exists: true } }],
      ['an increment', { updateTransforms: [{ fieldPath: 'n', increment: { integerValue: '1' } }] }],
    ])('should refuse %s with 403', (_title, change) => {
      expect(refusal({ writes: [write(change)] })).toEqual([403, expect.any(String)]);
    });
  });

  describe('given bodies Firestore cannot parse', () => {
    it.each([
      ['no writes', {}],
      ['two writes', { writes: [write(), write()] }],
      ['a transaction', { writes: [write()], transaction: 'abc' }],
      ['another project', { writes: [write({ update: { name: name.replace('demo-rico', 'other') } })] }],
      ['a malformed value', { writes: [write({ update: { name, fields: { name: { stringValue: 7 } } } })] }],
    ])('should refuse %s with 400', (_title, body) => {
      expect(refusal(body)).toEqual([400, expect.any(String)]);
    });
  });
});
