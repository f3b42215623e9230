/**
 * The one hook React Router 8 imports from React that preact/compat does not have: the browser
 * build's `react` is compat plus this (see preactClientPlugin.ts).
 */

const ignore = () => undefined;

/**
 * React shows an optimistic value only while the transition that set it is still pending. Preact has
 * no pending transitions: compat's startTransition runs its callback at once, so the real update lands
 * in the same render as the optimistic one, and what React would show afterwards is always the state
 * passed in. React Router's RouterProvider sets one on navigations and then the real state.
 */
export function useOptimistic<State>(passthrough: State): [State, (action: unknown) => void] {
  return [passthrough, ignore];
}
