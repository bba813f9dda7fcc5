import { createRoute, z } from '@hono/zod-openapi';
import {
  authErrors,
  bearerOnly,
  coinParam,
  error,
  json,
  notModified,
  secured,
  stepUpErrors,
} from '../http/responses';
import { algorithmOnly, listOf } from '../http/schemas';
import {
  ApiKeyCreatedSchema,
  ApiKeyCreateSchema,
  ApiKeySchema,
  NotificationSettingsSchema,
  NotificationSettingsUpdateSchema,
  WalletSchema,
  WalletUpdateSchema,
} from './schemas';
import { subaccountErrors, subaccountQuery, subaccountWriteErrors } from '../subaccounts/schemas';

// The settings tag's operations: wallets and notifications (API keys need `settings:read` / `settings:write`), and
// personal API keys themselves (signed-in users only: a key cannot mint keys).

export const listWallets = createRoute({
  method: 'get',
  path: '/settings/wallets',
  tags: ['settings'],
  operationId: 'listWallets',
  summary: 'Payout address, threshold and pause per coin of the algorithm',
  security: secured,
  request: { query: algorithmOnly.extend(subaccountQuery) },
  responses: {
    200: json(listOf(WalletSchema), 'The wallets'),
    ...notModified,
    ...authErrors,
    ...subaccountErrors,
  },
});

export const updateWallet = createRoute({
  method: 'put',
  path: '/settings/wallets/{coin}',
  tags: ['settings'],
  operationId: 'updateWallet',
  summary:
    'Change the address, the threshold (within the coin’s limits, at most 8 decimals) or pause. On the built-in pool a new address holds payouts for 48 h; in front of a pool engine it must be proved first (see `proof`)',
  description:
    'A new address (one other than the wallet’s, a first one included) needs a signed-in user with a second factor proven in the last 5 minutes (`401 insufficient_user_authentication` with the RFC 9470 challenge otherwise; the operator’s `LODE_STEP_UP` policy), and a personal API key may not set one (`403 address_change_needs_user`) unless that policy is `off`. Each change e-mails the account’s verified address in its language, with a link that freezes the coin’s payouts (`POST /security/freeze`).',
  security: secured,
  request: {
    params: coinParam,
    query: z.object(subaccountQuery),
    body: { content: { 'application/json': { schema: WalletUpdateSchema } }, required: true },
  },
  responses: {
    200: json(WalletSchema, 'The wallet after the change'),
    ...stepUpErrors,
    403: error(
      '`account_banned`, an API key without the scope (`insufficient_scope`), or an API key setting a new address (`address_change_needs_user`: a key cannot prove a second factor)',
    ),
    ...subaccountWriteErrors,
  },
});

export const unlinkWallet = createRoute({
  method: 'delete',
  path: '/settings/wallets/{coin}',
  tags: ['settings'],
  operationId: 'unlinkWallet',
  summary:
    'Unlink the coin’s address: its data leaves the account (pool engines only; the built-in pool keeps one)',
  security: secured,
  request: { params: coinParam, query: z.object(subaccountQuery) },
  responses: {
    200: json(WalletSchema, 'The wallet without an address'),
    ...authErrors,
    ...subaccountWriteErrors,
  },
});

export const getNotifications = createRoute({
  method: 'get',
  path: '/settings/notifications',
  tags: ['settings'],
  operationId: 'getNotificationSettings',
  summary: 'Notification settings',
  security: secured,
  request: { query: z.object(subaccountQuery) },
  responses: {
    200: json(NotificationSettingsSchema, 'The settings'),
    ...notModified,
    ...authErrors,
    ...subaccountErrors,
  },
});

export const putNotifications = createRoute({
  method: 'put',
  path: '/settings/notifications',
  tags: ['settings'],
  operationId: 'putNotificationSettings',
  summary: 'Replace the notification settings',
  security: secured,
  request: {
    query: z.object(subaccountQuery),
    body: { content: { 'application/json': { schema: NotificationSettingsUpdateSchema } }, required: true },
  },
  responses: {
    200: json(NotificationSettingsSchema, 'The saved settings'),
    ...authErrors,
    ...subaccountWriteErrors,
  },
});

export const listApiKeys = createRoute({
  method: 'get',
  path: '/settings/api-keys',
  tags: ['settings'],
  operationId: 'listApiKeys',
  summary: 'Personal API keys (never their secrets), revoked ones included; signed-in users only',
  security: bearerOnly,
  responses: { 200: json(listOf(ApiKeySchema), 'The keys'), ...notModified, ...authErrors },
});

export const createApiKey = createRoute({
  method: 'post',
  path: '/settings/api-keys',
  tags: ['settings'],
  operationId: 'createApiKey',
  summary: 'Create a key with scopes; the answer holds the secret, shown this once',
  description:
    'A key with `settings:write` needs a second factor proven in the last 5 minutes (`401 insufficient_user_authentication` with the RFC 9470 challenge otherwise; the operator’s `LODE_STEP_UP` policy). Read-only keys need none.',
  security: bearerOnly,
  request: { body: { content: { 'application/json': { schema: ApiKeyCreateSchema } }, required: true } },
  responses: { 201: json(ApiKeyCreatedSchema, 'The new key with its secret'), ...stepUpErrors },
});

export const revokeApiKey = createRoute({
  method: 'delete',
  path: '/settings/api-keys/{keyId}',
  tags: ['settings'],
  operationId: 'revokeApiKey',
  summary: 'Revoke a key: it stops working at once',
  security: bearerOnly,
  request: {
    params: z.object({
      keyId: z
        .string()
        .max(64)
        .openapi({ param: { name: 'keyId', in: 'path' } }),
    }),
  },
  responses: {
    204: { description: 'Revoked' },
    ...authErrors,
    404: error('No such key on this account (`not_found`)'),
  },
});
