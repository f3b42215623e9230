/** What the story projects tell their browser side about the screenshot comparison. */
export type VisualGate = { compare: true } | { compare: false; reason: string };

declare module 'vitest' {
  export interface ProvidedContext {
    visualGate: VisualGate;
    /** Ids of the regressions to plant (visualPlants.ts); empty except in the gate's self-test. */
    visualPlants: string[];
    /** A story mode's theme and viewport, as Storybook's Vitest plugin reads its initial globals. */
    'storybook/test-initial-globals': {
      theme: 'light' | 'dark';
      viewport: { value: 'desktop' | 'mobile'; isRotated: boolean };
    };
  }
}
