import { createContext, useContext } from 'react';

// The sub-account whose data the cabinet shows. The cabinet's layout resolves it (the address, else the one this
// browser remembers, else the API's default) and provides it above every page; the reads, writes and downloads take
// it from here, so the cache key and the request of a read always name the same one.

/** The current sub-account's name; undefined outside the cabinet's pages (public pages, the layout's own reads). */
export const SubAccountContext = createContext<string | undefined>(undefined);

/** The current sub-account's name, or undefined where there is none (outside the cabinet's pages). */
export function useOptionalSubAccount(): string | undefined {
  return useContext(SubAccountContext);
}

/** The current sub-account's name; only inside the cabinet's pages, which the layout renders once it is known. */
export function useSubAccount(): string {
  const name = useContext(SubAccountContext);
  if (name === undefined) throw new Error('useSubAccount: no current sub-account above this component');
  return name;
}
