import { StaffAuthError, type StaffVerifier } from '@rico/inbox';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { inboxAuditCollection } from './firestoreAuditLog';
import { applyEnv, productionEnv } from './testing/productionEnv';
import { createProductionFixture, messageId } from './testing/productionFixture';
import { serveOverHttp } from './testing/inboxOverHttp';

const sam = { uid: 'uid-sam', email: 'sam@rico.example' };
/** Tokens by name: 'staff' is Sam, 'visitor' is signed in without the claim; anything else is forged. */
const verifier: StaffVerifier = {
  verify: (token) =>
    token === 'staff'
      ? Promise.resolve(sam)
      : Promise.reject(new StaffAuthError(token === 'visitor' ? 'not-staff' : 'invalid', 'refused')),
};
const abandoned = {
  status: 'abandoned',
  attempts: 8,
  at: new Date('2025-06-01T21:00:00Z'),
  error: '421 busy',
};

let restoreEnv: () => void;
let fixture: ReturnType<typeof createProductionFixture>;
let server: Awaited<ReturnType<typeof serveOverHttp>>;

beforeEach(async () => {
  restoreEnv = applyEnv(productionEnv({ APP_CHECK: 'off' }));
  fixture = createProductionFixture({ staffVerifier: verifier, now: new Date('2025-06-02T09:00:00.000Z') });
  fixture.storeMessage(messageId(1), 2 * 60 * 60_000, {
    delivery: { status: 'sent', attempts: 1, at: new Date('2025-06-02T07:00:05Z') },
  });
  fixture.storeMessage(messageId(2), 60 * 60_000, { delivery: abandoned });
  server = await serveOverHttp(fixture.functions.inboxApi);
});
afterEach(() => {
  server.close();
  restoreEnv();
});

/** Every document of the fake Firestore, as text: equal means nothing at all was written. */
const everything = () => JSON.stringify(fixture.db.paths().map((path) => [path, fixture.db.peek(path)]));
const auditDocs = () =>
  fixture.db
    .paths()
    .filter((path) => path.startsWith(`${inboxAuditCollection}/`))
    .map((path) => fixture.db.peek(path));

describe('inboxApi (the production wiring, fake Firestore and mail server)', () => {
  it('given staff, should list newest first from Firestore and count the unread', async () => {
    const { status, json } = await server.call('GET', '/api/inbox/messages', { token: 'staff' });
    expect(status).toBe(200);
    expect(json).toMatchObject({
      unread: 2,
      retentionDays: 730,
      messages: [
        { id: messageId(2), delivery: 'given-up' },
        { id: messageId(1), delivery: 'emailed' },
      ],
    });
  });

  it('given mark read then unread, should write who and when into the message and the audit, keeping it sendable', async () => {
    await server.call('POST', `/api/inbox/messages/${messageId(1)}/read`, {
      token: 'staff',
      body: '{"read":true}',
    });
    expect(fixture.db.peek(`messages/${messageId(1)}`)).toMatchObject({
      read: true,
      readBy: sam.email,
      readAt: fixture.clock.now,
    });
    await server.call('POST', `/api/inbox/messages/${messageId(1)}/read`, {
      token: 'staff',
      body: '{"read":false}',
    });
    const stored = fixture.db.peek(`messages/${messageId(1)}`) ?? {};
    expect(stored).toMatchObject({ read: false, readChangedBy: sam.email, readChangedAt: fixture.clock.now });
    expect(stored).not.toHaveProperty('readBy');
    expect(stored).not.toHaveProperty('readAt');
    // Audit documents have random ids: compare them in the order of their actions.
    const byAction = auditDocs().sort((a, b) => String(a?.action).localeCompare(String(b?.action)));
    expect(byAction).toEqual([
      expect.objectContaining({
        action: 'message.mark-read',
        staff: sam,
        messageId: messageId(1),
        at: fixture.clock.now,
      }),
      expect.objectContaining({ action: 'message.mark-unread', staff: sam, messageId: messageId(1) }),
    ]);
    expect(fixture.log.text()).toContain('"event":"inbox-audit"');
  });

  it('given send again on a given-up message, should e-mail it once through the send path; again answers 409', async () => {
    const [first, second] = await Promise.all([
      server.call('POST', `/api/inbox/messages/${messageId(2)}/resend`, { token: 'staff' }),
      server.call('POST', `/api/inbox/messages/${messageId(2)}/resend`, { token: 'staff' }),
    ]);
    expect([first.status, second.status].sort()).toEqual([200, 409]);
    expect(fixture.sent.map((mail) => mail.reference)).toEqual([messageId(2)]);
    expect(fixture.db.peek(`messages/${messageId(2)}`)).toMatchObject({
      delivery: { status: 'sent', attempts: 1 },
    });
    const again = await server.call('POST', `/api/inbox/messages/${messageId(2)}/resend`, { token: 'staff' });
    expect(again.status).toBe(409);
    expect(fixture.sent).toHaveLength(1);
  });

  it('given a delete, should remove the message document (its delivery record is inside it), leave only a tombstone and audit it', async () => {
    const { status } = await server.call('DELETE', `/api/inbox/messages/${messageId(1)}`, { token: 'staff' });
    expect(status).toBe(200);
    const tombstone = `messageTombstones/${messageId(1)}`;
    expect(fixture.db.paths().filter((path) => path.includes(messageId(1)))).toEqual([tombstone]);
    expect(Object.keys(fixture.db.peek(tombstone) ?? {}).sort()).toEqual(['deletedAt', 'expireAt']);
    expect(auditDocs()).toEqual([
      expect.objectContaining({
        action: 'message.delete',
        messageId: messageId(1),
        expireAt: new Date('2027-06-02T09:00:00.000Z'),
      }),
    ]);
  });

  it('given no, forged or non-staff tokens on every route, should refuse 401/403 and write nothing at all', async () => {
    const before = everything();
    const routes: [string, string, string?][] = [
      ['GET', '/api/inbox/messages'],
      ['GET', '/api/inbox/changes?since=eyJ2IjoxLCJzaW5jZSI6MH0'],
      ['GET', `/api/inbox/messages/${messageId(1)}`],
      ['POST', `/api/inbox/messages/${messageId(1)}/read`, '{"read":true}'],
      ['POST', `/api/inbox/messages/${messageId(2)}/resend`],
      ['DELETE', `/api/inbox/messages/${messageId(1)}`],
      ['GET', '/api/inbox/export.csv'],
    ];
    for (const [method, path, body] of routes) {
      expect((await server.call(method, path, { ...(body && { body }) })).status).toBe(401);
      expect((await server.call(method, path, { token: 'forged', ...(body && { body }) })).status).toBe(401);
      expect((await server.call(method, path, { token: 'visitor', ...(body && { body }) })).status).toBe(403);
    }
    expect(everything()).toBe(before);
    expect(fixture.sent).toEqual([]);
  });

  it('given 120 calls in a minute, should refuse the 121st with 429 and Retry-After, then admit in the next minute', async () => {
    fixture.clock.now = new Date('2025-06-02T09:00:20.000Z');
    for (let call = 0; call < 120; call += 1) {
      expect((await server.call('GET', '/api/inbox/messages', { token: 'staff' })).status).toBe(200);
    }
    const refused = await server.call('GET', '/api/inbox/messages', { token: 'staff' });
    expect(refused.status).toBe(429);
    expect(refused.headers.get('retry-after')).toBe('40');
    expect(refused.json).toMatchObject({ error: { code: 'resource-exhausted' } });
    fixture.clock.now = new Date('2025-06-02T09:01:00.000Z');
    expect((await server.call('GET', '/api/inbox/messages', { token: 'staff' })).status).toBe(200);
  });
});
