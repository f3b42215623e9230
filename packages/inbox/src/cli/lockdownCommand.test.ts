import { OAuth2Client } from 'google-auth-library';
import nock from 'nock';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { lockedDownConfig } from './lockdown';
import { applyLockdown, checkLockdown } from './lockdownCommand';

/*
 * The lockdown command against Identity Toolkit's admin API, answered by nock at the network
 * boundary: the real google-auth-library client sends the requests, with an access token that
 * expires in 2100 so nothing here asks Google for one.
 */

const api = 'https://identitytoolkit.googleapis.com';
const configPath = '/admin/v2/projects/rico-prod/config';

/** A Firebase project as created: sign-up open, no policy, the API leaving out false values. */
const freshProject = {
  name: 'projects/rico-prod/config',
  signIn: { email: { enabled: true, passwordRequired: true } },
  client: { apiKey: 'AIza-public', permissions: {} },
  emailPrivacyConfig: {},
};

/** The same project locked down, as the API answers it: zero values left out, output-only fields added. */
const lockedProject = {
  ...freshProject,
  client: { apiKey: 'AIza-public', permissions: { disabledUserSignup: true, disabledUserDeletion: true } },
  emailPrivacyConfig: { enableImprovedEmailPrivacy: true },
  passwordPolicyConfig: {
    passwordPolicyEnforcementState: 'ENFORCE',
    forceUpgradeOnSignin: true,
    passwordPolicyVersions: [
      { customStrengthOptions: { minPasswordLength: 15, maxPasswordLength: 4096 }, schemaVersion: 1 },
    ],
    lastUpdateTime: '2026-01-01T00:00:00Z',
  },
  mfa: {
    state: 'ENABLED',
    providerConfigs: [{ state: 'ENABLED', totpProviderConfig: { adjacentIntervals: 1 } }],
  },
};

let client: OAuth2Client;
let seen: { method: string; path: string; authorization: string; body: unknown }[];

function answer(method: 'get' | 'patch', status: number, body: object) {
  const scope = nock(api);
  const route = /^\/admin\/v2\/projects\/rico-prod\/config/;
  (method === 'get' ? scope.get(route) : scope.patch(route))
    // nock 15 hands a reply function the fetch Request (one parameter; two would mean a callback).
    .reply(async (request: unknown) => {
      const { url, headers } = request as Request;
      const text = await (request as Request).text();
      const { pathname, search } = new URL(url);
      seen.push({
        method,
        path: `${pathname}${search}`,
        authorization: headers.get('authorization') ?? '',
        body: text ? (JSON.parse(text) as unknown) : undefined,
      });
      return [status, body];
    });
}

beforeEach(() => {
  nock.disableNetConnect();
  seen = [];
  client = new OAuth2Client();
  client.setCredentials({ access_token: 'operator-token', expiry_date: 4_102_444_800_000 });
});
afterEach(() => {
  nock.cleanAll();
  nock.enableNetConnect();
});

describe('pnpm staff lockdown', () => {
  it('given --check on a project as created, should name every setting that differs and change nothing', async () => {
    answer('get', 200, freshProject);
    const { ok, lines } = await checkLockdown(client, 'rico-prod');
    expect(ok).toBe(false);
    expect(lines).toContain('DIFFERS  client.permissions.disabledUserSignup is not set, should be true');
    expect(lines).toContain(
      'DIFFERS  emailPrivacyConfig.enableImprovedEmailPrivacy is not set, should be true',
    );
    expect(lines).toContain(
      'DIFFERS  passwordPolicyConfig.passwordPolicyEnforcementState is not set, should be "ENFORCE"',
    );
    expect(lines).toContain('DIFFERS  mfa.state is not set, should be "ENABLED"');
    expect(lines.at(-1)).toBe('Run `pnpm staff lockdown` to apply them.');
    expect(seen.map(({ method, path, authorization }) => ({ method, path, authorization }))).toEqual([
      { method: 'get', path: configPath, authorization: 'Bearer operator-token' },
    ]);
  });

  it('given --check on a locked-down project, should report every setting ok', async () => {
    answer('get', 200, lockedProject);
    const { ok, lines } = await checkLockdown(client, 'rico-prod');
    expect(lines.filter((line) => !line.startsWith('ok '))).toEqual(['Sign-in is locked down.']);
    expect(ok).toBe(true);
  });

  it('given lockdown, should PATCH exactly the locked-down settings, named in updateMask, and report the answer', async () => {
    answer('patch', 200, lockedProject);
    const { ok } = await applyLockdown(client, 'rico-prod');
    expect(ok).toBe(true);
    expect(seen).toHaveLength(1);
    const [request] = seen;
    const mask = new URL(`${api}${request?.path ?? ''}`).searchParams.get('updateMask')?.split(',');
    expect(mask).toEqual([
      'client.permissions.disabledUserSignup',
      'client.permissions.disabledUserDeletion',
      'emailPrivacyConfig.enableImprovedEmailPrivacy',
      'passwordPolicyConfig.passwordPolicyEnforcementState',
      'passwordPolicyConfig.forceUpgradeOnSignin',
      'passwordPolicyConfig.passwordPolicyVersions',
      'mfa.state',
      'mfa.enabledProviders',
      'mfa.providerConfigs',
    ]);
    expect(request?.body).toEqual(lockedDownConfig);
    expect(request?.authorization).toBe('Bearer operator-token');
  });

  it('given a project that keeps a setting as it was, should say which', async () => {
    answer('patch', 200, { ...lockedProject, mfa: { state: 'DISABLED' } });
    const { ok, lines } = await applyLockdown(client, 'rico-prod');
    expect(ok).toBe(false);
    expect(lines).toContain('DIFFERS  mfa.state is "DISABLED", should be "ENABLED"');
    expect(lines.at(-1)).toMatch(/did not take every setting/);
  });

  it("given Google's refusal, should fail with its own words", async () => {
    const refusal = 'INVALID_CONFIG : Multi-factor authentication needs Identity Platform on this project.';
    answer('patch', 400, { error: { code: 400, message: refusal, status: 'INVALID_ARGUMENT' } });
    await expect(applyLockdown(client, 'rico-prod')).rejects.toThrow(
      `Identity Toolkit answered 400: ${refusal}`,
    );
  });
});
