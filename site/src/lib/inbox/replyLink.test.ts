import { describe, expect, it } from 'vitest';
import { replyHref } from './replyLink';

describe('replyHref', () => {
  it('should address the sender with the subject filled in, its spaces as %20', () => {
    expect(replyHref('ann@example.co.uk', 'Re: Your message to Rico Technologies')).toBe(
      'mailto:ann@example.co.uk?subject=Re%3A%20Your%20message%20to%20Rico%20Technologies',
    );
  });

  it('given an address with a plus tag, should keep it as the address, not a space', () => {
    expect(replyHref('ann+leads@example.com', 'Hi')).toBe('mailto:ann%2Bleads@example.com?subject=Hi');
  });

  it('given an address carrying ? or &, should not let it add a header of its own', () => {
    const href = replyHref('x?bcc=all@evil.example&a@example.com', 'Hi');
    const url = new URL(href);
    expect([...url.searchParams.keys()]).toEqual(['subject']);
    expect(decodeURIComponent(url.pathname)).toBe('x?bcc=all@evil.example&a@example.com');
  });

  it('given a subject with & and #, should keep it whole', () => {
    const url = new URL(replyHref('a@example.com', 'Re: Baker & Co #1'));
    expect(url.searchParams.get('subject')).toBe('Re: Baker & Co #1');
  });
});
