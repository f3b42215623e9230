import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { bodyText, handleInboxRequest, StaffAuthError, type InboxDeps, type InboxRequest } from '@rico/inbox';
import type { InboxApplication, InboxApplicationListResponse } from '@rico/inbox/client';
import { createCountingLimiter, createMemoryAuditLog, createMemoryInboxStore } from '@rico/inbox/testing';
import { createFileApplicationStore } from './fileApplicationStore';

const sam = { uid: 'uid-sam', email: 'sam@rico.example' };
const now = new Date('2026-12-02T09:00:00.000Z');
const pdf = Buffer.from('%PDF-1.7\n% a CV\n%%EOF\n');
const idOf = (n: number) => `app${String(n).padStart(17, '0')}`;

function application(name: string, role: string, createdAt: string, cv: boolean) {
  return {
    name,
    email: `${name.split(' ')[0]?.toLowerCase()}@example.com`,
    role,
    linkedin: cv ? 'https://www.linkedin.com/in/ann-baker' : '',
    consent: true,
    cv: cv ? { name: 'Ann Baker CV.pdf', type: 'application/pdf', size: pdf.length } : null,
    createdAt: new Date(createdAt),
    expireAt: new Date(new Date(createdAt).getTime() + 182 * 86_400_000),
    read: false,
  };
}

let dataDir: string;
let deps: InboxDeps;
let audit: ReturnType<typeof createMemoryAuditLog>;

beforeEach(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), 'rico-inbox-applications-'));
  const applications = createFileApplicationStore(dataDir);
  await applications.create(
    idOf(1),
    application('Ann Baker', 'EPOS Support Engineer', '2026-11-30T10:00:00Z', true),
    pdf,
  );
  await applications.create(
    idOf(2),
    application('=HYPERLINK("x")', 'React Developer', '2026-12-01T10:00:00Z', false),
    undefined,
  );
  await applications.create(
    idOf(3),
    application('Cy Speculative', 'Speculative application', '2026-11-01T10:00:00Z', false),
    undefined,
  );
  audit = createMemoryAuditLog();
  deps = {
    verifier: {
      verify: (token) =>
        token === 'staff' ? Promise.resolve(sam) : Promise.reject(new StaffAuthError('invalid', 'bad')),
    },
    store: createMemoryInboxStore([]),
    applications,
    audit,
    limiter: createCountingLimiter(),
    retentionDays: 730,
    now: () => now,
    sendAgain: () => Promise.resolve(),
    log: { info: () => undefined, error: () => undefined },
  };
});
afterEach(() => rm(dataDir, { recursive: true, force: true }));

async function call(method: string, route: string, extra: Partial<InboxRequest> = {}) {
  const response = await handleInboxRequest(deps, {
    method,
    path: `/api/inbox/${route}`,
    query: {},
    headers: { authorization: 'Bearer staff' },
    ...extra,
  });
  return response;
}
const json = async <T>(response: Promise<Awaited<ReturnType<typeof call>>>) =>
  JSON.parse(await bodyText(await response)) as T;

describe('staff read job applications in the inbox', () => {
  it('lists them newest first with the unread count of all, and by role', async () => {
    const all = await json<InboxApplicationListResponse>(call('GET', 'applications'));
    expect(all.applications.map((row) => row.role)).toEqual([
      'React Developer',
      'EPOS Support Engineer',
      'Speculative application',
    ]);
    expect(all.unread).toBe(3);
    const epos = await json<InboxApplicationListResponse>(
      call('GET', 'applications', { query: { role: 'EPOS Support Engineer' } }),
    );
    expect(epos.applications.map((row) => row.name)).toEqual(['Ann Baker']);
    expect(epos.unread).toBe(3);
  });

  it('pages with the cursor it gave, and refuses one it did not', async () => {
    const first = await json<InboxApplicationListResponse>(
      call('GET', 'applications', { query: { limit: '2' } }),
    );
    expect(first.applications).toHaveLength(2);
    const second = await json<InboxApplicationListResponse>(
      call('GET', 'applications', { query: { limit: '2', after: first.next } }),
    );
    expect(second.applications.map((row) => row.name)).toEqual(['Cy Speculative']);
    expect(second.next).toBeUndefined();
    const forged = await call('GET', 'applications', { query: { after: 'not-a-cursor' } });
    expect(forged.status).toBe(400);
    expect((await call('GET', 'applications', { query: { interest: 'x' } })).status).toBe(400);
  });

  it('opens one with every field, recorded as read by whom', async () => {
    const opened = await json<InboxApplication>(call('GET', `applications/${idOf(1)}`));
    expect(opened).toMatchObject({
      name: 'Ann Baker',
      linkedin: 'https://www.linkedin.com/in/ann-baker',
      consent: true,
      cv: { name: 'Ann Baker CV.pdf', type: 'application/pdf', size: pdf.length },
      receivedAt: '2026-11-30T10:00:00.000Z',
    });
    expect(audit.entries.map((entry) => entry.action)).toEqual(['application.read']);
    expect((await call('GET', `applications/${'x'.repeat(20)}`)).status).toBe(404);
  });

  it('serves the CV as a download of its checked type, never sniffed', async () => {
    const response = await call('GET', `applications/${idOf(1)}/cv`);
    expect(response.status).toBe(200);
    expect(Buffer.from(response.bytes ?? [])).toEqual(pdf);
    expect(response.headers).toMatchObject({
      'Content-Type': 'application/pdf',
      'X-Content-Type-Options': 'nosniff',
    });
    expect(response.headers['Content-Disposition']).toMatch(/^attachment; filename="Ann Baker CV.pdf"/);
    expect((await call('GET', `applications/${idOf(2)}/cv`)).status).toBe(404);
  });

  it('marks one read and unread, and the count follows', async () => {
    const read = await json<InboxApplication>(
      call('POST', `applications/${idOf(2)}/read`, { body: '{"read":true}' }),
    );
    expect(read).toMatchObject({ read: true, readChangedBy: sam.email });
    expect((await json<InboxApplicationListResponse>(call('GET', 'applications'))).unread).toBe(2);
    expect((await call('POST', `applications/${idOf(2)}/read`, { body: 'yes' })).status).toBe(400);
  });

  it('exports what the role filter lists as CSV, a formula made text', async () => {
    const csv = await bodyText(await call('GET', 'applications/export.csv'));
    const lines = csv
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(lines[0]).toBe('Received (UK time),Name,E-mail,Role,LinkedIn,CV,Consent,Read,Erased on (UK time)');
    expect(lines).toHaveLength(4);
    expect(lines[1]).toContain(`"'=HYPERLINK(""x"")"`);
    expect(audit.entries.map((entry) => entry.action)).toContain('applications.export');
  });

  it('deletes one with its CV file, and the file is gone from the data folder', async () => {
    const cvFile = path.join(dataDir, 'cvs', idOf(1));
    expect(existsSync(cvFile)).toBe(true);
    expect((await call('DELETE', `applications/${idOf(1)}`)).status).toBe(200);
    expect(existsSync(cvFile)).toBe(false);
    expect(existsSync(path.join(dataDir, 'applications', `${idOf(1)}.json`))).toBe(false);
    expect((await call('DELETE', `applications/${idOf(1)}`)).status).toBe(404);
    expect((await call('GET', `applications/${idOf(1)}/cv`)).status).toBe(404);
  });

  it('answers an outsider 401 and changes nothing', async () => {
    const refused = await call('DELETE', `applications/${idOf(1)}`, {
      headers: { authorization: 'Bearer guess' },
    });
    expect(refused.status).toBe(401);
    expect((await call('GET', `applications/${idOf(1)}/cv`)).status).toBe(200);
    expect(audit.entries).toEqual([expect.objectContaining({ action: 'application.cv' })]);
  });
});
