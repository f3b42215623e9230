import { useSyncExternalStore } from 'react';

const subscribe = (onChange: () => void) => {
  window.addEventListener('load', onChange);
  return () => window.removeEventListener('load', onChange);
};
const isComplete = () => document.readyState === 'complete';
const notOnServer = () => false;

/**
 * True once the document and its resources have loaded. False on the server and during hydration,
 * so whatever waits for it stays out of prerendered HTML and never competes with the first paint.
 */
export function useDocumentLoaded(): boolean {
  return useSyncExternalStore(subscribe, isComplete, notOnServer);
}
