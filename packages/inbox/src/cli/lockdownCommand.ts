import type { AuthClient } from 'google-auth-library';
import { compareConfig, lockedDownConfig, lockdownUpdateMask, reportLines } from './lockdown';

/** The part of a google-auth-library client the command uses: requests with the operator's token. */
export type ConfigClient = Pick<AuthClient, 'request'>;

export const projectConfigUrl = (projectId: string) =>
  `https://identitytoolkit.googleapis.com/admin/v2/projects/${encodeURIComponent(projectId)}/config`;

export interface LockdownResult {
  /** One line per setting, then what to do if any differs. */
  lines: string[];
  /** Every setting as wanted. */
  ok: boolean;
}

/** Google's own words when it refuses (no permission, no quota project, Identity Platform not on). */
function explain(error: unknown): Error {
  const response = (error as { response?: { status?: number; data?: unknown } }).response;
  const data = response?.data as { error?: { message?: unknown } } | undefined;
  const said = typeof data?.error?.message === 'string' ? data.error.message : (error as Error).message;
  return new Error(`Identity Toolkit answered ${String(response?.status ?? 'nothing')}: ${said}`);
}

async function call(client: ConfigClient, options: Parameters<ConfigClient['request']>[0]) {
  try {
    return (await client.request(options)).data;
  } catch (error) {
    throw explain(error);
  }
}

function result(config: unknown, afterApplying: boolean): LockdownResult {
  const reports = compareConfig(config);
  const ok = reports.every((report) => report.ok);
  const advice = afterApplying
    ? 'The project did not take every setting: see the lines marked DIFFERS.'
    : 'Run `pnpm staff lockdown` to apply them.';
  return { lines: [...reportLines(reports), ok ? 'Sign-in is locked down.' : advice], ok };
}

/** `pnpm staff lockdown --check`: reads the project's config and says which settings differ. */
export async function checkLockdown(client: ConfigClient, projectId: string): Promise<LockdownResult> {
  return result(await call(client, { url: projectConfigUrl(projectId), method: 'GET' }), false);
}

/** `pnpm staff lockdown`: sets exactly the locked-down settings, then reports what the project holds. */
export async function applyLockdown(client: ConfigClient, projectId: string): Promise<LockdownResult> {
  const updated = await call(client, {
    url: projectConfigUrl(projectId),
    method: 'PATCH',
    params: { updateMask: lockdownUpdateMask.join(',') },
    data: lockedDownConfig,
  });
  return result(updated, true);
}
