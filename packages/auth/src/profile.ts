import type { Claims } from './claims';
import type { ClientCore } from './core';

/** The claims that name the user, asked of userinfo when the ID token carries none of them. */
const PROFILE_CLAIMS = ['name', 'given_name', 'family_name', 'preferred_username', 'email', 'email_verified'];

/** Whether an ID token's claims name the user. */
export function namesUser(claims: Claims): boolean {
  return PROFILE_CLAIMS.some((name) => claims[name] !== undefined);
}

/**
 * The user's name from userinfo, when the ID token carries none (a provider that keeps profile claims out of ID
 * tokens). Asked once per session with the access token; kept only when userinfo names the same subject and that
 * subject's session is still the one the app sees.
 */
export async function askUserinfo(
  core: ClientCore,
  endpoint: string | undefined,
  accessToken: string,
  sub: string,
): Promise<void> {
  if (!endpoint) return;
  let info: Record<string, unknown>;
  try {
    const response = await core.env.fetch(endpoint, {
      headers: { Authorization: `Bearer ${accessToken}` },
      credentials: 'omit',
      signal: AbortSignal.timeout(core.options.initTimeout),
    });
    if (!response.ok) return;
    info = (await response.json()) as Record<string, unknown>;
  } catch {
    // No name this time: the ID token's claims stand alone.
    return;
  }
  if (info.sub !== sub) {
    core.env.logError('Login error: userinfo refused (subject): it describes another user than the ID token');
    return;
  }
  const claims = Object.fromEntries(
    PROFILE_CLAIMS.filter((name) => name in info).map((name) => [name, info[name]]),
  );
  core.dispatch({ type: 'profile', profile: { sub, claims } });
}
