import { createContext } from 'react';
import { nextTask } from '../runtime/nextTask';

/** One part of an island that hydrates after the rest of it, in a task of its own. */
export interface Turn {
  /**
   * On the part's first render before its task: the promise its task resolves (the part waits for
   * it). Undefined on any other render: a part never waits twice.
   */
  firstWait: () => Promise<void> | undefined;
  /** Called once the part has hydrated and run its effects. */
  hydrated: () => void;
  /** Resolves then. */
  readonly whenHydrated: Promise<void>;
}

/** The turns of one island's hydration, handed out in the order its first render reaches the parts. */
export interface IslandTurns {
  next: () => Turn;
  /** Counts the part in, once it is on the page (a render can be dropped: its turn would never end). */
  track: (turn: Turn) => void;
  /** Resolves once every part counted so far, and every part those brought, has hydrated. */
  allHydrated: () => Promise<void>;
}

export function createIslandTurns(): IslandTurns {
  let last: Promise<void> = Promise.resolve();
  const parts: Promise<void>[] = [];
  return {
    next() {
      let hydrated!: () => void;
      const whenHydrated = new Promise<void>((resolve) => {
        hydrated = resolve;
      });
      // Chained: each part's task comes after the one before it, never in the same task.
      last = last.then(nextTask);
      let ready = false;
      let waited = false;
      const reached = last.then(() => {
        ready = true;
      });
      return {
        firstWait() {
          if (ready || waited) return undefined;
          waited = true;
          return reached;
        },
        hydrated,
        whenHydrated,
      };
    },
    track(turn) {
      parts.push(turn.whenHydrated);
    },
    async allHydrated() {
      for (let awaited = 0; awaited < parts.length; awaited = parts.length) {
        await Promise.all(parts);
      }
    },
  };
}

/**
 * The turns of the island being hydrated; none where nothing is being hydrated (the prerender,
 * Storybook, the dev server's first render included), so every part renders in place.
 */
export const IslandTurnsContext = createContext<IslandTurns | undefined>(undefined);
