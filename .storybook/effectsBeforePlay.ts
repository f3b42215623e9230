import type { Decorator } from '@storybook/react-vite';
import { createElement, useLayoutEffect, type ReactNode } from 'react';

/*
 * Decorators' `useLayoutEffect` (from storybook/preview-api) is how the theme switch sets `data-theme` on
 * <html> and how storybook-addon-pseudo-states puts its hover/focus classes on a story's controls.
 * Storybook runs those effects when it announces "rendered", and in `pnpm storybook` (and the built
 * Storybook) it announces that only after the play function: so a story opened first, or straight
 * from a link, played with no theme and no states, and its checks failed. The story tests (Vitest)
 * run the effects as soon as the story is on the page, before its play function; this decorator does
 * the same everywhere, so a story looks the same when it plays as afterwards.
 */
interface StoryHooks {
  /** Runs the pending decorator effects when given the story being rendered (Storybook's own listener). */
  renderListener(storyId: string): void;
}

function RunEffects({ hooks, id, children }: { hooks: StoryHooks; id: string; children?: ReactNode }) {
  // After every commit (no dependencies): each render of the story queues its effects afresh.
  useLayoutEffect(() => hooks.renderListener(id));
  return children;
}

/** Outermost decorator: once the story and its decorators are on the page, their effects run. */
export const effectsBeforePlay: Decorator = (Story, context) => {
  const hooks = context.hooks as Partial<StoryHooks> | undefined;
  if (typeof hooks?.renderListener !== 'function') return createElement(Story);
  return createElement(RunEffects, { hooks: hooks as StoryHooks, id: context.id }, createElement(Story));
};
