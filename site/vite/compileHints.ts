import type { Plugin } from 'vite';

/**
 * Asks Chromium's JavaScript engine to compile every function of a chunk while the chunk downloads,
 * on a background thread, instead of each function the first time it is called, on the main thread
 * in the middle of hydration. Hydrating the prerendered page calls most of what the first-load chunks
 * hold, and at a slow phone's speed that lazy compiling made up about a third of each hydration task.
 * The other chunks (the contact form's sender, analytics) are fetched just before they are used, so
 * the same holds for them. Browsers without the hint read it as a comment.
 *
 * Added to the finished chunks: the minifier drops comments, the hint counts only as a file's first
 * line, and Vite puts its preload map above everything else in a chunk that imports on demand.
 */
export const compileHint = '//# allFunctionsCalledOnLoad';

export function compileHintsPlugin(): Plugin {
  return {
    name: 'rico:compile-hints',
    apply: 'build',
    applyToEnvironment: (environment) => environment.name === 'client',
    generateBundle: {
      order: 'post',
      handler(_options, bundle) {
        for (const file of Object.values(bundle)) {
          if (file.type === 'chunk') file.code = `${compileHint}\n${file.code}`;
        }
      },
    },
  };
}
