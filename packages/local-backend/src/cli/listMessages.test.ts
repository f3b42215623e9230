import { exampleMessage } from '@rico/functions/testing';
import { describe, expect, it } from 'vitest';
import { describeDelivery, formatMessageList } from './listMessages';

const at = new Date('2025-06-01T12:00:05.000Z');

describe('describeDelivery', () => {
  describe('given each delivery state', () => {
    it.each([
      [undefined, 'not e-mailed'],
      [{ status: 'sent', attempts: 1, at }, 'e-mailed 2025-06-01 12:00:05'],
      [{ status: 'sending', attempts: 2, at }, 'sending (attempt 2)'],
      [
        { status: 'failed', attempts: 1, at, error: 'SMTP 451' },
        'e-mail failed 2025-06-01 12:00:05: SMTP 451',
      ],
    ])('should describe %j', (delivery, text) => {
      expect(describeDelivery(delivery)).toBe(text);
    });
  });
});

describe('formatMessageList', () => {
  describe('given stored messages', () => {
    it('should print one line per message with who and whether it was e-mailed', () => {
      const entries = [
        { id: 'AAAAAAAAAAAAAAAAAAAA', data: exampleMessage() },
        {
          id: 'BBBBBBBBBBBBBBBBBBBB',
          data: exampleMessage({ delivery: { status: 'sent', attempts: 1, at } }),
        },
      ];
      expect(formatMessageList(entries, '/repo/.data')).toBe(
        [
          '2 messages in /repo/.data',
          '2025-06-01 12:00:00  AAAAAAAAAAAAAAAAAAAA  Ann Example <ann@example.co.uk>  not e-mailed',
          '2025-06-01 12:00:00  BBBBBBBBBBBBBBBBBBBB  Ann Example <ann@example.co.uk>  e-mailed 2025-06-01 12:00:05',
          '',
        ].join('\n'),
      );
    });
  });

  describe('given no messages', () => {
    it('should say so', () => {
      expect(formatMessageList([], '/repo/.data')).toBe('No messages in /repo/.data\n');
    });
  });
});
