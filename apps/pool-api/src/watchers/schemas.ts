import { z } from '@hono/zod-openapi';
import { Time } from '../http/schemas';
import { watcherExpiries, watcherScopes } from './store';

// The shapes of watcher links: the owner's list and new links, and what a view learns of the link it reads through.

const Scopes = z.array(z.enum(watcherScopes)).openapi({
  description:
    'What the view shows besides the dashboard: `workers`, `earnings` (accruals, payouts, balances) and `statistics` (hashrate beyond 24 h)',
});

export const WatcherLinkSchema = z
  .object({
    id: z.string(),
    label: z.string(),
    scopes: Scopes,
    createdAt: Time,
    expiresAt: Time.nullable().openapi({ description: 'Null: never expires' }),
    revokedAt: Time.nullable(),
    lastUsedAt: Time.nullable().openapi({ description: 'The last read through the link (to the minute)' }),
    views: z.number().int().openapi({ description: 'How many times the view was opened' }),
    status: z.enum(['active', 'expired', 'revoked']),
  })
  .openapi('WatcherLink');

export const WatcherLinkCreatedSchema = WatcherLinkSchema.extend({
  secret: z.string().openapi({ description: 'The link’s secret: shown once, only its hash is stored' }),
  path: z
    .string()
    .openapi({ example: '/watch/…', description: 'The view’s path in the app: `/watch/<secret>`' }),
}).openapi('WatcherLinkCreated');

export const WatcherLinkCreateSchema = z
  .object({
    label: z.string().trim().min(1).max(64).openapi({ example: 'Hosting client: site A' }),
    scopes: Scopes,
    expiresIn: z.enum(Object.keys(watcherExpiries) as [keyof typeof watcherExpiries]).openapi({
      description: 'How long the link works: 1 hour, 1 day, 7, 30 or 180 days, or `never`',
    }),
  })
  .strict()
  .openapi('WatcherLinkCreate');

export const WatcherViewSchema = z
  .object({
    label: z.string(),
    subaccount: z.string().openapi({ description: 'The sub-account the view shows' }),
    owner: z.string().openapi({ description: 'The user name of the account that shares it' }),
    scopes: Scopes,
    createdAt: Time,
    expiresAt: Time.nullable(),
  })
  .openapi('WatcherView');

export const WatcherIdParam = z.object({
  id: z
    .string()
    .max(64)
    .openapi({ param: { name: 'id', in: 'path' } }),
});
