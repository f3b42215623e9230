import { execFile } from 'node:child_process';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bundleFunctions, packageDir } from './bundleFunctions';

let outDir: string;
beforeAll(async () => {
  outDir = path.join(await mkdtemp(path.join(tmpdir(), 'rico-functions-')), 'dist');
  await bundleFunctions(outDir);
}, 60_000);
afterAll(() => rm(path.dirname(outDir), { recursive: true, force: true }));

/** Loads the bundle in a fresh Node the way firebase-tools does to discover the functions. */
async function discover(): Promise<Record<string, Record<string, unknown>>> {
  const script = `import('./index.js').then((m) => console.log(JSON.stringify(
    Object.fromEntries(Object.entries(m).map(([name, fn]) => [name, fn.__endpoint])))))`;
  const { stdout } = await promisify(execFile)(process.execPath, ['--input-type=module', '-e', script], {
    cwd: outDir,
    env: { PATH: process.env.PATH, FUNCTIONS_CONTROL_API: 'true' },
  });
  return JSON.parse(stdout.trim().split('\n').at(-1) ?? '{}') as Record<string, Record<string, unknown>>;
}

describe('bundleFunctions', () => {
  it('should write a package.json Cloud Build can install: three exact dependencies, the Node firebase.json deploys', async () => {
    const manifest = JSON.parse(await readFile(path.join(outDir, 'package.json'), 'utf8')) as unknown;
    expect(manifest).toMatchObject({
      type: 'module',
      main: 'index.js',
      engines: { node: '24' },
      dependencies: { 'firebase-admin': '14.5.1', 'firebase-functions': '7.4.0', nodemailer: '10.6.1' },
    });
    expect(Object.keys((manifest as { dependencies: object }).dependencies)).toHaveLength(3);
  });

  it('should inline the workspace code, importing only the deployed packages and Node built-ins', async () => {
    const code = await readFile(path.join(outDir, 'index.js'), 'utf8');
    const imported = [...code.matchAll(/^import .* from "([^"]+)";$/gm)].map((match) => match[1] ?? '');
    expect(imported.length).toBeGreaterThan(0);
    for (const name of imported) {
      expect(name).toMatch(/^(node:|firebase-admin\/|firebase-functions(\/|$)|nodemailer$)/);
    }
    expect(code).not.toContain('@rico/contact');
  });

  it('should load as firebase-tools loads it and export the eight functions', async () => {
    const endpoints = await discover();
    expect(Object.keys(endpoints).sort()).toEqual([
      'eraseExpiredApplications',
      'inboxApi',
      'maintainMessages',
      'sendContactEmail',
      'sendMissedContactEmails',
      'stampMessageExpiry',
      'submitContactForm',
      'submitJobApplication',
    ]);
    // The function firebase.json's Hosting rewrite of /contact/send names, in the region it names.
    const firebaseJson = JSON.parse(
      await readFile(path.join(packageDir, '..', '..', 'firebase.json'), 'utf8'),
    ) as { hosting: { rewrites: { source: string; function: { functionId: string; region: string } }[] } };
    const rewrite = firebaseJson.hosting.rewrites.find((r) => r.source === '/contact/send');
    expect(rewrite?.function).toEqual({ functionId: 'submitContactForm', region: 'europe-west2' });
    expect(endpoints.submitContactForm).toMatchObject({
      region: 'params.DEPLOY_REGION',
      maxInstances: 'params.MAX_INSTANCES',
      secretEnvironmentVariables: [{ key: 'SMTP_PASSWORD' }, { key: 'RATE_LIMIT_SALT' }],
      httpsTrigger: {},
    });
    expect(endpoints.sendContactEmail).toMatchObject({
      region: 'params.DEPLOY_REGION',
      maxInstances: 'params.MAX_INSTANCES',
      secretEnvironmentVariables: [{ key: 'SMTP_PASSWORD' }, { key: 'RATE_LIMIT_SALT' }],
      callableTrigger: {},
    });
    // The staff inbox, same-origin through the rewrite of /api/inbox/**.
    const inboxRewrite = firebaseJson.hosting.rewrites.find((r) => r.source === '/api/inbox/**');
    expect(inboxRewrite?.function).toEqual({ functionId: 'inboxApi', region: 'europe-west2' });
    expect(endpoints.inboxApi).toMatchObject({
      region: 'params.DEPLOY_REGION',
      secretEnvironmentVariables: [{ key: 'SMTP_PASSWORD' }],
      httpsTrigger: {},
    });
    // Job applications, same-origin through the rewrite of /jobs/apply, and their hourly erasure.
    const applicationRewrite = firebaseJson.hosting.rewrites.find((r) => r.source === '/jobs/apply');
    expect(applicationRewrite?.function).toEqual({ functionId: 'submitJobApplication', region: 'europe-west2' });
    expect(endpoints.submitJobApplication).toMatchObject({
      region: 'params.DEPLOY_REGION',
      secretEnvironmentVariables: [{ key: 'SMTP_PASSWORD' }, { key: 'RATE_LIMIT_SALT' }],
      httpsTrigger: {},
    });
    expect(endpoints.eraseExpiredApplications).toMatchObject({ scheduleTrigger: { schedule: 'every 1 hours' } });
    expect(endpoints.sendMissedContactEmails).toMatchObject({ scheduleTrigger: { schedule: 'every 5 minutes' } });
    expect(endpoints.maintainMessages).toMatchObject({
      scheduleTrigger: { schedule: 'every 60 minutes' },
      timeoutSeconds: 540,
      availableMemoryMb: 256,
    });
    expect(endpoints.stampMessageExpiry).toMatchObject({
      eventTrigger: { eventType: 'google.cloud.firestore.document.v1.created', retry: true },
    });
  });
});
