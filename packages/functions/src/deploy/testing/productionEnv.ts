import { deploymentParams } from '../params';

/** What a deployment must supply besides the defaults (no default exists for these). */
export const requiredValues = {
  MAIL_TO: 'hello@rico.example',
  MAIL_FROM: 'website@rico.example',
  SMTP_HOST: 'smtp.rico.example',
  SMTP_USER: 'website@rico.example',
};

export const testSecrets = {
  SMTP_PASSWORD: 'smtp-Pa55word-never-in-logs',
  RATE_LIMIT_SALT: 'salt-0123456789abcdef-never-in-logs',
};

/**
 * The environment a deployed function starts with when `firebase deploy` was given only the
 * required values: firebase-tools writes every parameter's value (the default unless overridden)
 * into the function's environment, and binds the secrets.
 */
export function productionEnv(overrides: Record<string, string | undefined> = {}): Record<string, string> {
  const defaults = Object.fromEntries(
    deploymentParams.flatMap((param) => {
      const value = param.options.default;
      return typeof value === 'string' || typeof value === 'number' ? [[param.name, String(value)]] : [];
    }),
  );
  const merged: Record<string, string | undefined> = {
    ...defaults,
    ...requiredValues,
    ...testSecrets,
    ...overrides,
  };
  return Object.fromEntries(
    Object.entries(merged).filter((entry): entry is [string, string] => entry[1] !== undefined),
  );
}

/** Replaces the parameter variables in process.env; returns the function that puts them back. */
export function applyEnv(env: Record<string, string>): () => void {
  const names = [...deploymentParams.map((param) => param.name), ...Object.keys(testSecrets)];
  const saved = Object.fromEntries(names.map((name) => [name, process.env[name]]));
  for (const name of names) Reflect.deleteProperty(process.env, name);
  Object.assign(process.env, env);
  return () => {
    for (const name of names) Reflect.deleteProperty(process.env, name);
    for (const [name, value] of Object.entries(saved)) if (value !== undefined) process.env[name] = value;
  };
}
