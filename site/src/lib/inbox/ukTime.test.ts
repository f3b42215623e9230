import { describe, expect, it } from 'vitest';
import { ukTime } from './ukTime';

describe('ukTime', () => {
  it('given a winter moment, should show it in GMT, the same as UTC', () => {
    expect(ukTime('2026-01-05T09:07:00.000Z')).toEqual({
      text: '5 Jan 2026, 09:07',
      dateTime: '2026-01-05T09:07:00.000Z',
    });
  });

  it('given a summer moment, should show it in BST, an hour ahead of UTC', () => {
    expect(ukTime('2026-06-15T09:30:00.000Z').text).toBe('15 Jun 2026, 10:30');
  });

  it('given a moment late in the UTC evening in summer, should show the next UK day', () => {
    expect(ukTime('2026-09-30T23:15:00.000Z').text).toBe('1 Oct 2026, 00:15');
  });

  it('given the hour the clocks go forward, should show each side of it in its own zone', () => {
    expect(ukTime('2026-03-29T00:59:00.000Z').text).toBe('29 Mar 2026, 00:59');
    expect(ukTime('2026-03-29T01:00:00.000Z').text).toBe('29 Mar 2026, 02:00');
  });

  it('given September, should name it Sep, whatever the engine calls it', () => {
    expect(ukTime('2026-09-02T12:00:00.000Z').text).toBe('2 Sep 2026, 13:00');
  });

  it('given something that is not a time, should show it as it came rather than Invalid Date', () => {
    expect(ukTime('not a date').text).toBe('not a date');
  });
});
