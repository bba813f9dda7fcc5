import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

// deploy/keycloak/realm-lode.json is what production imports: it must let this client do what it does.
const realm = JSON.parse(
  readFileSync(new URL('../../../deploy/keycloak/realm-lode.json', import.meta.url), 'utf8'),
) as {
  realm: string;
  revokeRefreshToken: boolean;
  refreshTokenMaxReuse: number;
  roles: { realm: { name: string }[] };
  defaultRole: { composites: { realm: string[] } };
  clients: {
    clientId: string;
    publicClient: boolean;
    standardFlowEnabled: boolean;
    implicitFlowEnabled: boolean;
    directAccessGrantsEnabled: boolean;
    redirectUris: string[];
    webOrigins: string[];
    attributes: Record<string, string>;
    defaultClientScopes: string[];
    optionalClientScopes: string[];
    protocolMappers: { protocolMapper: string; config: Record<string, string> }[];
  }[];
};
const client = realm.clients.find((c) => c.clientId === 'lode-web');

describe('the Keycloak realm export', () => {
  it('has the public PKCE S256 client with exactly the callback and silent-check pages as redirect URIs', () => {
    expect(realm.realm).toBe('lode');
    expect(client).toMatchObject({
      publicClient: true,
      standardFlowEnabled: true,
      implicitFlowEnabled: false,
      directAccessGrantsEnabled: false,
      webOrigins: ['https://pool.example.com'],
    });
    expect(client?.attributes['pkce.code.challenge.method']).toBe('S256');
    expect(client?.redirectUris.sort()).toEqual([
      'https://pool.example.com/auth/callback',
      'https://pool.example.com/silent-check-sso.html',
    ]);
  });

  it('rotates refresh tokens and grants no offline access by default', () => {
    expect(realm.revokeRefreshToken).toBe(true);
    expect(realm.refreshTokenMaxReuse).toBe(0);
    expect(realm.defaultRole.composites.realm).not.toContain('offline_access');
    expect([...(client?.defaultClientScopes ?? []), ...(client?.optionalClientScopes ?? [])]).not.toContain(
      'offline_access',
    );
  });

  it('has the realm roles miner, admin, support and banned, and puts roles into the ID token the client reads', () => {
    expect(realm.roles.realm.map((r) => r.name).sort()).toEqual(['admin', 'banned', 'miner', 'support']);
    const idTokenClaims = client?.protocolMappers
      .filter((m) => m.config['id.token.claim'] === 'true')
      .map((m) => m.config['claim.name']);
    expect(idTokenClaims).toEqual(['realm_access.roles', 'resource_access.${client_id}.roles']);
    expect(
      client?.protocolMappers.find((m) => m.protocolMapper === 'oidc-audience-mapper')?.config[
        'included.client.audience'
      ],
    ).toBe('lode-web');
  });
});
