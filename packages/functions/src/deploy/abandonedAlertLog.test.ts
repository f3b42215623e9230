import { logged } from './testing/captureConsole';
import { describe, expect, it } from 'vitest';
import { abandonedEvent, reportAbandoned } from '../alerts';
import { functionsLogger } from './functionsLogger';

describe('the abandoned-message alert entry on Cloud Logging', () => {
  it('should be one structured ERROR entry whose event field the log-based alert matches', () => {
    logged.length = 0;
    reportAbandoned(functionsLogger, { docId: 'Msg00000000000000001', attempts: 8, lastError: '550 no' });
    expect(logged).toHaveLength(1);
    const [level, ...json] = (logged[0] ?? '').split(' ');
    const entry = JSON.parse(json.join(' ')) as Record<string, unknown>;
    expect(level).toBe('error');
    // docs/operators.md's filter: severity>=ERROR AND jsonPayload.event="contact-email-abandoned".
    expect(entry).toMatchObject({
      severity: 'ERROR',
      event: 'contact-email-abandoned',
      docId: 'Msg00000000000000001',
      attempts: 8,
    });
    expect(abandonedEvent).toBe('contact-email-abandoned');
  });
});
