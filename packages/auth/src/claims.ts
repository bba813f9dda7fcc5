import { decodeJwt } from 'jose/jwt/decode';

/** The claims of a Keycloak token that the app reads; others pass through untyped. */
export interface Claims {
  /** Subject: the user's stable id. */
  sub: string;
  /** The user name. */
  preferred_username?: string;
  /** The full name. */
  name?: string;
  /** The e-mail address. */
  email?: string;
  /** The session id at the identity provider. */
  sid?: string;
  /** Roles of the realm. */
  realm_access?: { roles: string[] };
  /** Roles per client. */
  resource_access?: Record<string, { roles: string[] }>;
  /** Expiry, seconds since the epoch. */
  exp?: number;
  /** Issue time, seconds since the epoch. */
  iat?: number;
  /** The value the login request sent, echoed back. */
  nonce?: string;
  /** Any other claim. */
  [claim: string]: unknown;
}

/** The payload of a JWT, without verifying it (verification is `checkIdToken`'s job). Null when it is not a JWT. */
export function readClaims(token: string): Claims | null {
  try {
    const payload = decodeJwt(token);
    return typeof payload.sub === 'string' || payload.sub === undefined ? (payload as Claims) : null;
  } catch {
    return null;
  }
}

/** Whether the token grants a realm role (Keycloak `realm_access.roles`). */
export function hasRealmRole(claims: Claims | null | undefined, role: string): boolean {
  return Array.isArray(claims?.realm_access?.roles) && claims.realm_access.roles.includes(role);
}

/** Whether the token grants a role of one client (Keycloak `resource_access.{client}.roles`). */
export function hasResourceRole(claims: Claims | null | undefined, role: string, client: string): boolean {
  const roles = claims?.resource_access?.[client]?.roles;
  return Array.isArray(roles) && roles.includes(role);
}
