import type { AuthError } from './types';

/** The runtime configuration of sign-in, as the host app's `config.json` gives it. */
export interface AuthConfig {
  /** The identity provider's base URL, e.g. `https://sso.example.com`. */
  url: string;
  /** The Keycloak realm. */
  realm: string;
  /** The public OIDC client id of this app. */
  clientId: string;
}

/** Whether a value is a usable sign-in configuration: absolute http(s) URL, realm and client id. */
export function isAuthConfig(value: unknown): value is AuthConfig {
  if (typeof value !== 'object' || value === null) return false;
  const { url, realm, clientId } = value as Record<string, unknown>;
  return (
    typeof url === 'string' &&
    /^https?:\/\/[^/]/.test(url) &&
    URL.canParse(url) &&
    typeof realm === 'string' &&
    realm !== '' &&
    typeof clientId === 'string' &&
    clientId !== ''
  );
}

/** The error of a client without a usable configuration (the start-up stage and the engine's client say the same). */
export const UNCONFIGURED: AuthError = {
  kind: 'unavailable',
  message: 'Sign-in is not configured: the configuration is missing or malformed',
};
