import { createRoute, z } from '@hono/zod-openapi';
import { ApiError } from '../http/errors';
import { error, json } from '../http/responses';
import { newRouter, who } from '../http/router';
import { Amount, Time } from '../http/schemas';
import type { ServicesOf } from '../services';
import { accountDetail, banView, searchAccounts, userRow } from './accounts';
import { recordAudit } from './audit';
import { adminErrors } from './auditRoutes';
import { banUser, liftBan, subaccountKeysOf } from './bans';
import { activeBans, banReasons, MAX_BAN_NOTE } from './bansCheck';
import { requireStaff } from './guard';

// Accounts in the console: search and detail (admin and support), ban and unban (admin). A ban counts on the user's
// next request on every replica (http/auth.ts reads it each time) and ends their open live streams.

const AddressSchema = z.object({ coin: z.string(), address: z.string() });

const BanSchema = z
  .object({
    reason: z.enum(banReasons),
    note: z.string().nullable().openapi({ description: 'The staff’s note (not shown to the user)' }),
    at: Time,
    by: z
      .string()
      .openapi({ description: 'The user name of who banned (`identity provider`: its `banned` role)' }),
  })
  .openapi('AccountBan');

const AccountListItemSchema = z
  .object({
    sub: z.string(),
    username: z.string(),
    email: z.string().nullable().openapi({ description: 'The verified e-mail address its tokens showed' }),
    subaccounts: z.number().int(),
    addresses: z.array(AddressSchema),
    banned: BanSchema.nullable(),
  })
  .openapi('StaffAccountListItem');

const AccountSchema = z
  .object({
    sub: z.string(),
    username: z.string(),
    email: z.string().nullable(),
    createdAt: Time,
    banned: BanSchema.nullable(),
    subaccounts: z.array(
      z.object({
        key: z.string(),
        name: z.string(),
        workersOnline: z.number().int().nullable().openapi({ description: 'null: the pool does not answer' }),
        workersOffline: z.number().int().nullable(),
        balances: z.array(z.object({ coin: z.string(), amount: Amount })),
        addresses: z.array(AddressSchema),
      }),
    ),
  })
  .openapi('StaffAccount');

const BanInputSchema = z
  .object({
    reason: z.enum(banReasons),
    note: z.string().max(MAX_BAN_NOTE).optional(),
  })
  .openapi('AccountBanInput');

const SubParam = z.object({
  sub: z
    .string()
    .min(1)
    .max(200)
    .openapi({ param: { name: 'sub', in: 'path' }, description: 'The user’s subject' }),
});

const notFound = { 404: error('`not_found`: the API has never seen this user') };

export const listAccounts = createRoute({
  method: 'get',
  path: '/admin/accounts',
  tags: ['admin'],
  operationId: 'listStaffAccounts',
  summary:
    'Search users by user name, e-mail (substring) or payout address (prefix); at most 50 (admin, support)',
  security: [{ bearer: [] }],
  request: { query: z.object({ q: z.string().max(200).default('') }) },
  responses: {
    200: json(z.object({ items: z.array(AccountListItemSchema) }), 'The users found, newest first'),
    ...adminErrors,
  },
});

export const getAccount = createRoute({
  method: 'get',
  path: '/admin/accounts/{sub}',
  tags: ['admin'],
  operationId: 'getStaffAccount',
  summary:
    'One user: sub-accounts with workers, balances and addresses, and the ban in force (admin, support)',
  security: [{ bearer: [] }],
  request: { params: SubParam },
  responses: { 200: json(AccountSchema, 'The user'), ...adminErrors, ...notFound },
});

export const banAccount = createRoute({
  method: 'post',
  path: '/admin/accounts/{sub}/ban',
  tags: ['admin'],
  operationId: 'banAccount',
  summary: 'Ban a user: their next request answers 403 `account_banned` with the reason (admin)',
  description:
    'Tokens, API keys and watcher links are refused from the next request on, on every replica, and the user’s open live streams end (`end` with `account_banned`). Audited as `account.ban`.',
  security: [{ bearer: [] }],
  request: {
    params: SubParam,
    body: { content: { 'application/json': { schema: BanInputSchema } }, required: true },
  },
  responses: {
    200: json(AccountSchema, 'The user, banned'),
    ...adminErrors,
    ...notFound,
    409: error('`already_banned`, or `cannot_ban_self`'),
  },
});

export const unbanAccount = createRoute({
  method: 'post',
  path: '/admin/accounts/{sub}/unban',
  tags: ['admin'],
  operationId: 'unbanAccount',
  summary: 'Lift a user’s ban (admin)',
  description:
    'A user who still has the identity provider’s `banned` role is banned again by their next signed-in request. Audited as `account.unban`.',
  security: [{ bearer: [] }],
  request: { params: SubParam },
  responses: {
    200: json(AccountSchema, 'The user, not banned'),
    ...adminErrors,
    ...notFound,
    409: error('`not_banned`'),
  },
});

/** The accounts operations of the `admin` tag. */
export function accountsRouter(services: ServicesOf) {
  const app = newRouter();

  app.openapi(listAccounts, async (c) => {
    requireStaff(who(c), ['admin', 'support']);
    return c.json({ items: await searchAccounts(services().db, c.req.valid('query').q) }, 200);
  });
  app.openapi(getAccount, async (c) => {
    requireStaff(who(c), ['admin', 'support']);
    return c.json(await accountDetail(services(), c.req.valid('param').sub), 200);
  });
  app.openapi(banAccount, async (c) => {
    const actor = who(c);
    requireStaff(actor, ['admin']);
    const s = services();
    const { sub } = c.req.valid('param');
    const input = c.req.valid('json');
    await userRow(s.db, sub);
    if (sub === actor.sub) throw new ApiError(409, 'cannot_ban_self', 'You cannot ban your own account');
    const announce: (() => void)[] = [];
    await s.db.transaction(async (tx) => {
      const ban = await banUser(tx, sub, input, actor, s.now());
      // Every replica ends the user's open streams when it reads this event (stream/hub.ts).
      for (const key of await subaccountKeysOf(tx, sub)) {
        const told = await s.stream.record(tx, key, [{ type: 'ban', data: { reason: ban.reason } }]);
        if (told) announce.push(told);
      }
      await recordAudit(tx, {
        actor,
        action: 'account.ban',
        target: `account/${sub}`,
        before: { banned: null },
        after: { banned: banView(ban) },
        at: s.now(),
      });
    });
    for (const told of announce) told();
    return c.json(await accountDetail(s, sub), 200);
  });
  app.openapi(unbanAccount, async (c) => {
    const actor = who(c);
    requireStaff(actor, ['admin']);
    const s = services();
    const { sub } = c.req.valid('param');
    await userRow(s.db, sub);
    await s.db.transaction(async (tx) => {
      const current = (await activeBans(tx, [sub])).get(sub);
      await liftBan(tx, sub, actor, s.now());
      await recordAudit(tx, {
        actor,
        action: 'account.unban',
        target: `account/${sub}`,
        // A ban from the provider's role alone (none recorded) shows as reason `other`.
        before: { banned: banView(current) ?? { reason: 'other' } },
        after: { banned: null },
        at: s.now(),
      });
    });
    return c.json(await accountDetail(s, sub), 200);
  });

  return app;
}
