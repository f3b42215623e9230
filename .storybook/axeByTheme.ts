import type { StoryContext } from '@storybook/react-vite';

/** axe's rules whose verdict a colour can change: text contrast, and links told from the text around them. */
export const colourRules = ['color-contrast', 'link-in-text-block'];

/**
 * In the dark story projects, axe runs only the rules a colour can change. A theme changes colours and
 * nothing else: the same story at the same width has the same elements, names, roles and sizes in both
 * themes, so every other rule gives the dark run the verdict the light run at that width has already
 * given. (The e2e suite checks the dark pages the same way.) Set on the story's parameters from the
 * project's afterEach, which runs before the a11y addon's.
 */
export function axeColourRulesInDark({ globals, parameters }: Pick<StoryContext, 'globals' | 'parameters'>) {
  if (globals.theme !== 'dark') return;
  const a11y = (parameters.a11y ?? {}) as { options?: Record<string, unknown> };
  parameters.a11y = { ...a11y, options: { ...a11y.options, runOnly: colourRules } };
}
