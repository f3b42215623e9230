import { fileURLToPath } from 'node:url';
import type { ConfigEnv, Environment } from 'vite';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { preactClientPlugin, reactModule } from './preactClientPlugin';

const plugin = preactClientPlugin();
const applies = (command: ConfigEnv['command']) =>
  typeof plugin.apply === 'function' && plugin.apply({}, { command, mode: 'production' });
const forEnvironment = (name: string) => plugin.applyToEnvironment?.({ name } as Environment);

type ResolveId = (
  this: { resolve: (source: string) => Promise<unknown> },
  source: string,
) => Promise<unknown>;
const resolveId = plugin.resolveId as unknown as ResolveId;
const resolver = { resolve: (source: string) => Promise.resolve({ id: `/node_modules/${source}` }) };

afterEach(() => {
  vi.unstubAllEnvs();
});

describe('preactClientPlugin', () => {
  it("should switch only the production build's browser bundle", () => {
    expect(applies('build')).toBe(true);
    expect(applies('serve')).toBe(false);
    expect(forEnvironment('client')).toBe(true);
    expect(forEnvironment('ssr')).toBe(false);
  });

  it('should leave React in place with SITE_CLIENT_RUNTIME=react', () => {
    vi.stubEnv('SITE_CLIENT_RUNTIME', 'react');
    expect(applies('build')).toBe(false);
  });

  it("should resolve React to preact/compat (with the site's additions), react-dom/client to compat's client", async () => {
    await expect(resolveId.call(resolver, 'react')).resolves.toBe(reactModule);
    const load = plugin.load as unknown as (id: string) => string | null;
    expect(load(reactModule)).toContain("export * from 'preact/compat'");
    expect(load(reactModule)).toContain(fileURLToPath(new URL('./useOptimistic.ts', import.meta.url)));
    await expect(resolveId.call(resolver, 'react-dom')).resolves.toEqual({
      id: '/node_modules/preact/compat',
    });
    await expect(resolveId.call(resolver, 'react/jsx-runtime')).resolves.toEqual({
      id: '/node_modules/preact/compat/jsx-runtime',
    });
    await expect(resolveId.call(resolver, 'react-dom/client')).resolves.toEqual({
      id: '/node_modules/preact/compat/client',
    });
    await expect(resolveId.call(resolver, 'react-router')).resolves.toBeNull();
  });
});
