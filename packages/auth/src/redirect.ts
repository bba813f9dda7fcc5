import { parsePending, PENDING_PREFIX } from './pending';

function hasControlCharacter(value: string): boolean {
  for (const character of value) {
    const code = character.charCodeAt(0);
    if (code < 0x20 || code === 0x7f) return true;
  }
  return false;
}

/**
 * The same-origin path a `redirect` query value asks for, or null when following it could leave the site:
 * only `/path?query#hash` is accepted, never `//host`, `/\host`, an absolute URL or a `javascript:` one.
 */
export function safeRedirectPath(value: string | null | undefined, origin: string): string | null {
  if (typeof value !== 'string' || !value.startsWith('/')) return null;
  // `//x` and `/\x` are protocol-relative to browsers; control characters and backslashes are how filters are fooled.
  if (value.startsWith('//') || value.includes('\\') || hasControlCharacter(value)) return null;
  let url: URL;
  try {
    url = new URL(value, origin);
  } catch {
    return null;
  }
  if (url.origin !== new URL(origin).origin) return null;
  return `${url.pathname}${url.search}${url.hash}`;
}

/**
 * During a sign-in callback (`state` in `url`'s query), the same-origin path that sign-in will land on, read from this
 * tab's pending attempt without taking it; null on any other page, for a silent check, or for an unknown state. An app
 * can start loading that page's code while the code is exchanged, instead of after.
 */
export function pendingReturnPath(url: URL, storage: Storage): string | null {
  const state = url.searchParams.get('state');
  if (!state) return null;
  const pending = parsePending(storage.getItem(PENDING_PREFIX + state) ?? '');
  return pending && !pending.silent ? safeRedirectPath(pending.returnTo, url.origin) : null;
}
