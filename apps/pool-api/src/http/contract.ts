import type { OpenAPIHono } from '@hono/zod-openapi';
import type { Env } from './router';

/** Where the API lives under the host: every route is `/api/v1/...`. */
export const API_PREFIX = '/api/v1';

/** The OpenAPI 3.1 document's fixed parts; each tag's folder adds its operations. */
export const documentConfig = {
  openapi: '3.1.0',
  info: {
    title: 'Lode pool API',
    version: '1.0.0',
    description:
      'The pool API behind the Lode front end. Operators implement this contract on their own back end; ' +
      'apps/pool-api is the reference implementation. Amounts are decimal strings, hashrates H/s, times UTC ISO-8601. ' +
      'Errors are `{code, message, details?}`. Account data is filtered by `algorithm` (Scrypt by default).',
  },
  servers: [{ url: API_PREFIX }],
  tags: [
    {
      name: 'public',
      description: 'Pool figures, blocks, top miners, calculator, news, the contact form. No authentication.',
    },
    {
      name: 'account',
      description:
        'The signed-in miner’s data: a bearer access token from the identity provider, or a personal API key in `X-API-Key` with scope `account:read`.',
    },
    {
      name: 'settings',
      description:
        'Wallets, notifications (scopes `settings:read`, `settings:write` for keys) and personal API keys (signed-in users only).',
    },
    {
      name: 'admin',
      description:
        'The operator console: news, maintenance, redirects, accounts and bans, the support inbox, mail and the audit log. A bearer access token whose realm roles (`realm_access.roles`, from the verified token) include `admin`, or `support` for accounts and the inbox; others get 403 `forbidden`. Every change is recorded in the append-only audit log with the values before and after.',
    },
  ],
};

/** The two ways to call the account and settings operations, as the document names them (`secured`, `bearerOnly`). */
export function registerSecuritySchemes(app: OpenAPIHono<Env>) {
  app.openAPIRegistry.registerComponent('securitySchemes', 'bearer', {
    type: 'http',
    scheme: 'bearer',
    bearerFormat: 'JWT',
    description: 'Access token from the identity provider (Keycloak realm), verified against its JWKS',
  });
  app.openAPIRegistry.registerComponent('securitySchemes', 'apiKey', {
    type: 'apiKey',
    in: 'header',
    name: 'X-API-Key',
    description: 'Personal API key from Settings → API keys, limited to its scopes',
  });
}
