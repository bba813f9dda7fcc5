import { createHmac, randomBytes, randomUUID } from 'node:crypto';
import type Provider from 'oidc-provider';
import type { KoaContextWithOIDC } from 'oidc-provider';
import { CLIENT_ID } from './users';

/** What a refresh token carries when it is made (oidc-provider's model, before it is stored). */
interface RefreshTokenDraft {
  accountId?: string;
  sid?: string;
  scope?: string;
  iat?: number;
  exp?: number;
  /** Lifetime in seconds (the `ttl.RefreshToken` setting). */
  readonly expiration: number;
}

const base64url = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');

/**
 * Refresh tokens shaped as Keycloak's: a JWT (`typ: "Refresh"`, signed HS512 with a key only the provider knows) that
 * a client may decode but never verify. keycloak-js decodes every token it gets and fails on an opaque one. The JWT
 * is the token's id in oidc-provider's store, so refreshing, rotation and reuse detection work unchanged; revoking
 * one needs the branch below, because oidc-provider refuses to revoke anything shaped as a JWT.
 */
export function installKeycloakRefreshTokens(provider: Provider, issuer: string) {
  const secret = randomBytes(64);
  const kid = randomUUID();
  const model = provider.RefreshToken.prototype as unknown as { generateTokenId(): string };
  model.generateTokenId = function generateTokenId(this: RefreshTokenDraft) {
    const now = Math.floor(Date.now() / 1000);
    // Fixed here so that the stored token and the JWT agree on both.
    this.iat ??= now;
    this.exp ??= now + this.expiration;
    const header = base64url({ alg: 'HS512', typ: 'JWT', kid });
    const payload = base64url({
      exp: this.exp,
      iat: this.iat,
      jti: randomUUID(),
      iss: issuer,
      aud: issuer,
      sub: this.accountId,
      typ: 'Refresh',
      azp: CLIENT_ID,
      sid: this.sid,
      scope: this.scope,
    });
    const signature = createHmac('sha512', secret).update(`${header}.${payload}`).digest('base64url');
    return `${header}.${payload}.${signature}`;
  };

  provider.use(async (ctx, next) => {
    await next();
    const oidc = (ctx as Partial<KoaContextWithOIDC>).oidc;
    const body = ctx.body as { error?: string } | undefined;
    if (oidc?.route !== 'revocation' || ctx.status !== 400 || body?.error !== 'unsupported_token_type')
      return;
    // What oidc-provider does for a refresh token it can revoke: the token, then its whole grant.
    const token = await provider.RefreshToken.find(String(oidc.params?.token ?? ''));
    if (!token || token.clientId !== oidc.client?.clientId) return;
    await token.destroy();
    if (token.grantId) {
      await Promise.all([
        provider.RefreshToken.revokeByGrantId(token.grantId),
        provider.AuthorizationCode.revokeByGrantId(token.grantId),
        provider.Grant.adapter.destroy(token.grantId),
      ]);
    }
    ctx.status = 200;
    ctx.body = '';
  });
}
