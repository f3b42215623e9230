import { existsSync } from 'node:fs';
import path from 'node:path';
import type { ApplicationMailSettings, MailSettings } from '@rico/functions';

export const defaultProjectId = 'demo-rico';
export const defaultRegion = 'europe-west2';

/** The workspace root (the folder with pnpm-workspace.yaml) above `from`, or `from` itself. */
export function findRepoRoot(from: string = process.cwd()): string {
  for (let dir = path.resolve(from); ; dir = path.dirname(dir)) {
    if (existsSync(path.join(dir, 'pnpm-workspace.yaml'))) return dir;
    if (path.dirname(dir) === dir) return path.resolve(from);
  }
}

/**
 * `DATA_DIR`, else `.data/` at the repo root: the same folder whether the backend runs from the
 * root (`pnpm messages`) or from site/ (`pnpm start`).
 */
export function defaultDataDir(): string {
  return process.env.DATA_DIR ? path.resolve(process.env.DATA_DIR) : path.join(findRepoRoot(), '.data');
}

/** The company's addresses for local runs; MAIL_FROM and MAIL_TO override them (with SMTP_URL). */
export function defaultMailSettings(): MailSettings {
  return {
    from: { name: 'Rico website', address: process.env.MAIL_FROM ?? 'website@rico.example' },
    to: (process.env.MAIL_TO ?? 'hello@rico.example').split(',').map((address) => address.trim()),
  };
}

/**
 * Where job applications are announced locally: HIRING_MAIL_TO, else jobs@rico.example; the link to
 * the staff inbox on SITE_ORIGIN, else on this machine at PORT (what `pnpm start` listens on).
 */
export function defaultApplicationMailSettings(): ApplicationMailSettings {
  const { from } = defaultMailSettings();
  const origin = process.env.SITE_ORIGIN ?? `http://127.0.0.1:${process.env.PORT ?? '3000'}`;
  return {
    from,
    to: (process.env.HIRING_MAIL_TO ?? 'jobs@rico.example').split(',').map((address) => address.trim()),
    inboxUrl: `${origin.replace(/\/+$/, '')}/inbox`,
  };
}
