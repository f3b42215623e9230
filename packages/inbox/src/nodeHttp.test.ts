import { describe, expect, it } from 'vitest';
import { toInboxRequest } from './nodeHttp';

describe('toInboxRequest', () => {
  it('should split a target into its decoded path and its query, last value winning', () => {
    expect(
      toInboxRequest('GET', '/api/inbox/messages?q=Ann%20E&status=unread&q=Bob#x', { host: 'h' }),
    ).toEqual({
      method: 'GET',
      path: '/api/inbox/messages',
      query: { q: 'Bob', status: 'unread' },
      headers: { host: 'h' },
      body: undefined,
    });
  });

  it('given a target that is not a path or does not decode, should give null', () => {
    expect(toInboxRequest('GET', 'http://evil/api/inbox/messages', {})).toBeNull();
    expect(toInboxRequest('GET', '/api/inbox/%E0%A4%A', {})).toBeNull();
  });
});
