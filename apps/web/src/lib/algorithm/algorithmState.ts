// The cabinet's algorithm choice: `activeAlgorithm`, `Scrypt` by default, kept in the cookie
// `algorithm-state` as the seed kept it: a JSON object, so more fields can join it without a new cookie.

/** The mining algorithms of the pool, the default first. */
export const algorithms = ['Scrypt', 'SHA256'] as const;

/** One mining algorithm. */
export type Algorithm = (typeof algorithms)[number];

/** The algorithm of a first visit. */
export const defaultAlgorithm: Algorithm = 'Scrypt';

/** Name of the cookie that keeps the choice. */
export const algorithmCookieName = 'algorithm-state';

/** How long the choice is kept: a year, like the language. */
export const algorithmCookieMaxAge = 365 * 24 * 60 * 60;

/** Whether a value is one of our algorithms. */
export function isAlgorithm(value: unknown): value is Algorithm {
  return typeof value === 'string' && (algorithms as readonly string[]).includes(value);
}

/** The algorithm a cookie string (`document.cookie`) holds; the default when it holds none or nonsense. */
export function readAlgorithmCookie(cookie: string | null | undefined): Algorithm {
  for (const pair of (cookie ?? '').split(';')) {
    const separator = pair.indexOf('=');
    if (separator === -1 || pair.slice(0, separator).trim() !== algorithmCookieName) continue;
    try {
      const state: unknown = JSON.parse(decodeURIComponent(pair.slice(separator + 1).trim()));
      const active =
        typeof state === 'object' && state !== null && 'activeAlgorithm' in state
          ? state.activeAlgorithm
          : undefined;
      return isAlgorithm(active) ? active : defaultAlgorithm;
    } catch {
      return defaultAlgorithm;
    }
  }
  return defaultAlgorithm;
}

/** The `document.cookie` assignment that keeps a choice. */
export function algorithmCookie(algorithm: Algorithm, { secure = false }: { secure?: boolean } = {}): string {
  const value = encodeURIComponent(JSON.stringify({ activeAlgorithm: algorithm }));
  return `${algorithmCookieName}=${value}; Max-Age=${algorithmCookieMaxAge}; Path=/; SameSite=Lax${secure ? '; Secure' : ''}`;
}
