// The sub-account this browser last showed each user, in localStorage under the user's `sub`: the cabinet opens on it
// when the address names none. Storage that refuses (private modes, quotas) only loses the memory.

const storageKey = (user: string) => `lode.subaccount.${user}`;

/** The name remembered for `user`, or null. */
export function rememberedSubAccount(user: string): string | null {
  try {
    return localStorage.getItem(storageKey(user));
  } catch {
    return null;
  }
}

/** Remembers `name` for `user`. */
export function rememberSubAccount(user: string, name: string): void {
  try {
    localStorage.setItem(storageKey(user), name);
  } catch {
    // Nothing to do: the next visit opens on the default one.
  }
}
