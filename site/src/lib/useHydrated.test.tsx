// @vitest-environment happy-dom
import { hydrateRoot } from 'react-dom/client';
import { describe, expect, it, vi } from 'vitest';
import { useHydrated } from './useHydrated';

function Probe({ seen }: { seen: boolean[] }) {
  const hydrated = useHydrated();
  seen.push(hydrated);
  return <p>{hydrated ? 'hydrated' : 'prerendered'}</p>;
}

describe('useHydrated (React)', () => {
  it('should be false while hydrating the prerendered HTML and true right after', async () => {
    const container = document.createElement('div');
    container.innerHTML = '<p>prerendered</p>';
    const seen: boolean[] = [];
    const errors = vi.fn();
    hydrateRoot(container, <Probe seen={seen} />, { onRecoverableError: errors });
    await vi.waitFor(() => {
      expect(container.textContent).toBe('hydrated');
    });
    expect(seen[0]).toBe(false);
    expect(errors).not.toHaveBeenCalled();
  });
});
