import { describe, expect, it } from 'vitest';
import { networkWarning } from './listenHost';

describe('where the local servers listen', () => {
  it.each(['0.0.0.0', '::', '192.168.1.20'])(
    'given HOST=%s, should warn that the inbox sign-in, the status page and the stored messages are open to the network',
    (host) => {
      const warning = networkWarning(host) ?? '';
      expect(warning).toMatch(/^Warning: /);
      for (const part of ['/inbox', '/__backend/', 'stored messages', 'network'])
        expect(warning).toContain(part);
    },
  );

  it.each(['127.0.0.1', 'localhost', '::1'])(
    'given HOST=%s (this machine only), should warn of nothing',
    (host) => {
      expect(networkWarning(host)).toBeNull();
    },
  );
});
