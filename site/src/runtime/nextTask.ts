/**
 * Resolves in a new task, so the browser can paint and handle input in between the steps of
 * hydration (a long task is what Total Blocking Time counts).
 */
export const nextTask = () =>
  new Promise<void>((resolve) => {
    setTimeout(resolve, 0);
  });
