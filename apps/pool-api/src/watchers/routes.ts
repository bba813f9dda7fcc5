import { createRoute, z } from '@hono/zod-openapi';
import { authErrors, bearerOnly, error, json, notModified, secured, stepUpErrors } from '../http/responses';
import { listOf } from '../http/schemas';
import { subaccountErrors, subaccountQuery, subaccountWriteErrors } from '../subaccounts/schemas';
import {
  WatcherIdParam,
  WatcherLinkCreatedSchema,
  WatcherLinkCreateSchema,
  WatcherLinkSchema,
  WatcherViewSchema,
} from './schemas';

// Watcher links: made, listed and revoked by the signed-in owner (settings tag, per sub-account); a view reads the
// account tag's operations with `Authorization: Watcher <secret>`, and learns about its own link here.

const query = z.object(subaccountQuery);

export const listWatcherLinks = createRoute({
  method: 'get',
  path: '/settings/watchers',
  tags: ['settings'],
  operationId: 'listWatcherLinks',
  summary: 'The sub-account’s watcher links (never their secrets), newest first; signed-in users only',
  security: bearerOnly,
  request: { query },
  responses: {
    200: json(listOf(WatcherLinkSchema), 'The links'),
    ...notModified,
    ...authErrors,
    ...subaccountErrors,
  },
});

export const createWatcherLink = createRoute({
  method: 'post',
  path: '/settings/watchers',
  tags: ['settings'],
  operationId: 'createWatcherLink',
  summary: 'Create a read-only view of the sub-account; the answer holds the secret, shown this once',
  description:
    'Needs a second factor proven in the last 5 minutes (`401 insufficient_user_authentication` with the RFC 9470 challenge otherwise; the operator’s `LODE_STEP_UP` policy).',
  security: bearerOnly,
  request: {
    query,
    body: { content: { 'application/json': { schema: WatcherLinkCreateSchema } }, required: true },
  },
  responses: {
    201: json(WatcherLinkCreatedSchema, 'The new link with its secret'),
    ...stepUpErrors,
    ...subaccountWriteErrors,
  },
});

export const revokeWatcherLink = createRoute({
  method: 'delete',
  path: '/settings/watchers/{id}',
  tags: ['settings'],
  operationId: 'revokeWatcherLink',
  summary: 'Revoke a link: open views say so within a second, and the link answers 401 from then on',
  security: bearerOnly,
  request: { params: WatcherIdParam, query },
  responses: {
    204: { description: 'Revoked' },
    ...authErrors,
    404: error(
      'No such link on this sub-account (`not_found`), or no such sub-account (`subaccount_not_found`)',
    ),
  },
});

export const getWatcherView = createRoute({
  method: 'get',
  path: '/account/watcher',
  tags: ['account'],
  operationId: 'getWatcherView',
  summary: 'For a view read through a watcher link: whose view it is, what it shows and until when',
  description:
    'Send `Authorization: Watcher <secret>`. Each call counts one view of the link. A link that expired or was revoked answers `401` with `watcher_expired` or `watcher_revoked`; an unknown one `invalid_watcher`; too many unknown ones from one client `429`. With a view’s credentials the account tag’s reads answer what the link’s scopes allow (`403 watcher_forbidden` for the rest, and for every write).',
  security: secured,
  responses: {
    200: json(WatcherViewSchema, 'The link'),
    ...notModified,
    ...authErrors,
    404: error('`not_found`: the caller is not a watcher link'),
  },
});
