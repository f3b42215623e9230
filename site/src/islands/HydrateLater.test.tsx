// @vitest-environment happy-dom
import { memo } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import { useHydrated } from '../lib/useHydrated';
import { nextTask } from '../runtime/nextTask';
import { HydrateLater } from './HydrateLater';
import { createIslandTurns, IslandTurnsContext } from './islandTurns';

const clicks: string[] = [];
const Button = ({ name }: { name: string }) => (
  <button type="button" onClick={() => clicks.push(name)}>
    {name}
  </button>
);
// Memoised, as a part inside an island that renders again at mount must be.
const LaterPart = memo(function LaterPart() {
  return (
    <HydrateLater>
      <Button name="later" />
    </HydrateLater>
  );
});
function Island({ seen }: { seen: boolean[] }) {
  seen.push(useHydrated());
  return (
    <form>
      <Button name="now" />
      <LaterPart />
    </form>
  );
}

const clickAll = (container: HTMLElement) => {
  clicks.length = 0;
  for (const button of container.querySelectorAll('button')) button.click();
  return [...clicks];
};

describe('HydrateLater (React)', () => {
  it('should render its part in place where no island is hydrating (the prerender)', () => {
    expect(renderToString(<Island seen={[]} />)).toContain('later</button>');
  });

  it("should hydrate its part a task after the island, keep the part's prerendered HTML meanwhile, and hold useHydrated until then", async () => {
    const container = document.createElement('div');
    container.innerHTML = renderToString(<Island seen={[]} />);
    const prerendered = [...container.querySelectorAll('button')];
    const turns = createIslandTurns();
    const seen: boolean[] = [];
    const errors = vi.fn();
    hydrateRoot(
      container,
      <IslandTurnsContext.Provider value={turns}>
        <Island seen={seen} />
      </IslandTurnsContext.Provider>,
      { onRecoverableError: errors },
    );
    await vi.waitFor(() => {
      expect(clickAll(container)).toEqual(['now']);
    });
    expect([...container.querySelectorAll('button')]).toEqual(prerendered);
    expect(seen.at(-1)).toBe(false);

    await turns.allHydrated();
    expect(clickAll(container)).toEqual(['now', 'later']);
    expect([...container.querySelectorAll('button')]).toEqual(prerendered);
    await nextTask();
    expect(seen.at(-1)).toBe(true);
    expect(errors).not.toHaveBeenCalled();
  });
});
