import { useCallback, useSyncExternalStore } from 'react';
import { algorithmCookie, defaultAlgorithm, readAlgorithmCookie, type Algorithm } from './algorithmState';

const listeners = new Set<() => void>();

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

const read = () => readAlgorithmCookie(document.cookie);
// On a server there is no cookie jar: the default renders, and the browser corrects it on hydration.
const readOnServer = () => defaultAlgorithm;

/** Stores a new choice in the cookie and tells every component that reads it. */
export function setActiveAlgorithm(algorithm: Algorithm): void {
  document.cookie = algorithmCookie(algorithm, { secure: location.protocol === 'https:' });
  for (const listener of [...listeners]) listener();
}

/** The cabinet's active algorithm (cookie `algorithm-state`, `Scrypt` by default) and the function that changes it. */
export function useAlgorithm(): {
  activeAlgorithm: Algorithm;
  setActiveAlgorithm: (algorithm: Algorithm) => void;
} {
  const activeAlgorithm = useSyncExternalStore(subscribe, read, readOnServer);
  const set = useCallback((algorithm: Algorithm) => setActiveAlgorithm(algorithm), []);
  return { activeAlgorithm, setActiveAlgorithm: set };
}
