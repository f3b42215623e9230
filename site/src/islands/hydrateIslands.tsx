import { markPageHydrated, startEntrances } from '@rico/design-system';
import { useEffect, type ComponentType, type ReactNode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { nextTask } from '../runtime/nextTask';
import { markPrerenderedPage } from '../runtime/prerenderedPage';
import { loadFullStylesheet } from '../seo/criticalCss';
import { islandComponents, isIslandName } from './islandComponents';
import { heldFormAttribute, islandIdPrefix, islandSelector, islandTree, type IslandProps } from './Island';
import { createIslandTurns, IslandTurnsContext } from './islandTurns';

/**
 * Resolves once `tree` has hydrated in `root` (its effects have run), and the parts of it that hydrate
 * later (HydrateLater) have too, on React and on Preact alike.
 */
async function hydrated(root: Element, tree: ReactNode, identifierPrefix: string): Promise<void> {
  const turns = createIslandTurns();
  await new Promise<void>((resolve) => {
    // Around the tree, not beside it: a sibling would change the ids useId gives inside it. A parent's
    // effects run after its children's.
    function Hydrated({ children }: { children: ReactNode }) {
      useEffect(resolve, []);
      return children;
    }
    hydrateRoot(
      root,
      <IslandTurnsContext.Provider value={turns}>
        <Hydrated>{tree}</Hydrated>
      </IslandTurnsContext.Provider>,
      { identifierPrefix },
    );
  });
  await turns.allHydrated();
}

/**
 * Sends again what the page's script held: a form of this island sent before it had hydrated (see
 * IslandsScript). Its handler has it now, with what the visitor picked still in its fields.
 */
function sendHeldForms(root: HTMLElement): void {
  for (const form of root.querySelectorAll<HTMLFormElement>(`form[${heldFormAttribute}]`)) {
    form.removeAttribute(heldFormAttribute);
    form.requestSubmit();
  }
}

function propsOf(root: HTMLElement): IslandProps {
  return root.dataset.props ? (JSON.parse(root.dataset.props) as IslandProps) : {};
}

/**
 * Hydrates the page's islands, each with its own code and in a task of its own, in page order (a
 * whole page at once would be one long task on a slow phone); then starts the entrances of the static
 * sections, tells the consent readers, adds the full stylesheet and marks `<html data-hydrated>`
 * (what tests and tools wait for).
 * All islands' code is requested at once, so a later island never waits on an earlier one's download.
 */
export async function hydrateIslands(): Promise<void> {
  markPrerenderedPage();
  const islands = [...document.querySelectorAll<HTMLElement>(islandSelector)].map((root) => {
    const name = root.dataset.island ?? '';
    const component = isIslandName(name)
      ? (islandComponents[name]() as Promise<ComponentType<IslandProps>>)
      : undefined;
    // Caught here too: a failed download is reported in its turn below, not as an unhandled rejection.
    component?.catch(() => undefined);
    return { root, name, component };
  });
  for (const { root, name, component } of islands) {
    try {
      if (!component || !isIslandName(name)) throw new Error(`No island called "${name}"`);
      const Component = await component;
      // A task of its own, after the code's: code that arrives late resolves its import at the end of
      // the task that evaluated it, and hydrating there too made one long task of both.
      await nextTask();
      await hydrated(root, islandTree(Component, propsOf(root)), islandIdPrefix(name));
      sendHeldForms(root);
    } catch (error) {
      // One island failing (its code could not load) leaves the others working, and the page's HTML.
      console.error(error);
    }
  }
  startEntrances(document, islandSelector);
  // Before the stylesheet: the cookie banner that waits for it then decides as it mounts.
  markPageHydrated();
  loadFullStylesheet();
  document.documentElement.dataset.hydrated = 'true';
}
