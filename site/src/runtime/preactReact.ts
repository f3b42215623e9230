/**
 * `react` in the preact/compat browser build (see preactClientPlugin.ts): preact/compat, plus the one
 * hook React Router 8 imports from React that compat does not have.
 */
export * from 'preact/compat';
export { default } from 'preact/compat';

const ignore = () => undefined;

/**
 * React shows an optimistic value only while the transition that set it is still pending. Preact has
 * no pending transitions: compat's startTransition runs its callback at once, so the real update lands
 * in the same render as the optimistic one, and what React would show afterwards is always the state
 * passed in. React Router's RouterProvider sets one on navigations and then the real state.
 */
export function useOptimistic<State, Action>(
  passthrough: State,
  _reduce?: (state: State, action: Action) => State,
): [State, (action: Action) => void] {
  return [passthrough, ignore];
}
