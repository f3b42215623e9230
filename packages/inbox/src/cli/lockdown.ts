/*
 * How production's sign-in is set, as Identity Toolkit's project config (admin v2 `Config`). The
 * Firebase project's defaults let anyone holding the public API key create an account and learn
 * which addresses have one; the inbox holds every lead's name, address and phone number.
 */

/** The shortest staff password. See docs/operators.md for why 15 and no composition rules. */
export const minStaffPasswordLength = 15;

export const lockedDownConfig = {
  client: {
    permissions: {
      // Staff accounts are made by `pnpm staff grant`: nobody signs themselves up.
      disabledUserSignup: true,
      // Nor deletes their own account: an operator revokes it, and the audit log keeps naming it.
      disabledUserDeletion: true,
    },
  },
  // One answer for a wrong address and a wrong password, and no "which sign-in methods" lookup.
  emailPrivacyConfig: { enableImprovedEmailPrivacy: true },
  passwordPolicyConfig: {
    passwordPolicyEnforcementState: 'ENFORCE',
    // An older, shorter password must be changed before it signs in again.
    forceUpgradeOnSignin: true,
    passwordPolicyVersions: [
      {
        customStrengthOptions: {
          minPasswordLength: minStaffPasswordLength,
          maxPasswordLength: 4096,
          containsLowercaseCharacter: false,
          containsUppercaseCharacter: false,
          containsNumericCharacter: false,
          containsNonAlphanumericCharacter: false,
        },
      },
    ],
  },
  mfa: {
    state: 'ENABLED',
    // No SMS second factor: the inbox takes a TOTP one only (SIM swaps, and every text is billed).
    enabledProviders: [],
    // Codes from the step before and after too (30 s each way) for a phone's clock; no wider.
    providerConfigs: [{ state: 'ENABLED', totpProviderConfig: { adjacentIntervals: 1 } }],
  },
} as const;

type Json = string | number | boolean | null | readonly Json[] | { readonly [key: string]: Json };

const isObject = (value: unknown): value is Record<string, Json> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** The settings as dotted paths to their values, arrays taken whole (what `updateMask` names). */
export function settingPaths(config: Json, prefix = ''): [string, Json][] {
  if (!isObject(config)) return [[prefix, config]];
  return Object.entries(config).flatMap(([key, value]) =>
    settingPaths(value, prefix ? `${prefix}.${key}` : key),
  );
}

export const lockdownUpdateMask = settingPaths(lockedDownConfig).map(([path]) => path);

const valueAt = (config: unknown, path: string): unknown =>
  path.split('.').reduce<unknown>((value, key) => (isObject(value) ? value[key] : undefined), config);

/**
 * Whether the project's value is the wanted one. The API leaves out fields at their zero value
 * (false, an empty list) and adds output-only ones, so a missing false is false and extra fields of
 * a wanted object do not count.
 */
function matches(wanted: unknown, actual: unknown): boolean {
  if (actual === undefined) return wanted === false || (Array.isArray(wanted) && wanted.length === 0);
  if (Array.isArray(wanted))
    return (
      Array.isArray(actual) &&
      actual.length === wanted.length &&
      wanted.every((item, i) => matches(item, actual[i]))
    );
  if (isObject(wanted))
    return isObject(actual) && Object.entries(wanted).every(([key, value]) => matches(value, actual[key]));
  return wanted === actual;
}

export interface SettingReport {
  path: string;
  ok: boolean;
  /** What the project has, as JSON text ('not set' when absent). */
  actual: string;
  wanted: string;
}

/** Each setting of the locked-down config, and whether the project's config has it. */
export function compareConfig(actual: unknown): SettingReport[] {
  return settingPaths(lockedDownConfig).map(([path, wanted]) => {
    const value = valueAt(actual, path);
    return {
      path,
      ok: matches(wanted, value),
      actual: value === undefined ? 'not set' : JSON.stringify(value),
      wanted: JSON.stringify(wanted),
    };
  });
}

export const reportLines = (reports: SettingReport[]) =>
  reports.map(({ path, ok, actual, wanted }) =>
    ok ? `ok       ${path} = ${wanted}` : `DIFFERS  ${path} is ${actual}, should be ${wanted}`,
  );
