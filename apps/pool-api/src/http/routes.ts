import { createRoute, z } from '@hono/zod-openapi';
import {
  AccrualSchema,
  AccrualsQuery,
  AlertSchema,
  algorithmOnly,
  ApiKeyCreatedSchema,
  ApiKeyCreateSchema,
  ApiKeySchema,
  BlockSchema,
  CalculatorQuery,
  CalculatorSchema,
  CoinHistorySchema,
  CoinIdSchema,
  CoinSchema,
  ContactMessageCreateSchema,
  ContactMessageSchema,
  ErrorSchema,
  HashrateHistorySchema,
  historyQuery,
  listOf,
  locales,
  NewsSchema,
  NotificationSettingsSchema,
  pagination,
  PayoutSchema,
  PayoutsQuery,
  ReferralSchema,
  SummarySchema,
  TopMinerSchema,
  WalletSchema,
  WalletUpdateSchema,
  WorkerListSchema,
  WorkersQuery,
} from './schemas';

// Every operation of the contract. The tags are the "API types" of the docs pages: public, account, settings.

const json = <T extends z.ZodType>(schema: T, description: string) => ({
  content: { 'application/json': { schema } },
  description,
});

const error = (description: string) => json(ErrorSchema, description);

const commonErrors = {
  400: error('Invalid parameters or body: `validation_failed` with one entry per field in `details.fields`'),
};
const authErrors = {
  ...commonErrors,
  401: error(
    'No credentials, or a token or key that is expired, revoked or not ours (`unauthorized`, `invalid_token`, `invalid_api_key`)',
  ),
  403: error('`account_banned`, or an API key without the scope (`insufficient_scope`)'),
  429: error('Too many requests for this key (`rate_limited`); wait `Retry-After` seconds'),
};
const notModified = { 304: { description: 'Not modified: the `If-None-Match` ETag still matches' } };

const secured: Record<string, string[]>[] = [{ bearer: [] }, { apiKey: [] }];
const bearerOnly: Record<string, string[]>[] = [{ bearer: [] }];

const coinParam = z.object({
  coin: CoinIdSchema.openapi({ param: { name: 'coin', in: 'path' } }),
});

// ── public ────────────────────────────────────────────────────────────────────────────────────────────────────────

export const listCoins = createRoute({
  method: 'get',
  path: '/coins',
  tags: ['public'],
  operationId: 'listCoins',
  summary: 'Coins the pool mines, with pool and network figures',
  responses: { 200: json(listOf(CoinSchema), 'Every coin'), ...notModified },
});

export const getCoin = createRoute({
  method: 'get',
  path: '/coins/{coin}',
  tags: ['public'],
  operationId: 'getCoin',
  summary: 'One coin',
  request: { params: coinParam },
  responses: { 200: json(CoinSchema, 'The coin'), ...notModified, ...commonErrors },
});

export const getCoinHistory = createRoute({
  method: 'get',
  path: '/coins/{coin}/history',
  tags: ['public'],
  operationId: 'getCoinHistory',
  summary: 'Pool hashrate, network difficulty and price over a range',
  request: { params: coinParam, query: historyQuery },
  responses: { 200: json(CoinHistorySchema, 'Points, oldest first'), ...notModified, ...commonErrors },
});

export const listBlocks = createRoute({
  method: 'get',
  path: '/blocks',
  tags: ['public'],
  operationId: 'listBlocks',
  summary: 'Blocks found in the last 30 days, newest first, with effort and confirmations',
  request: {
    query: z.object({
      coin: CoinIdSchema.optional().openapi({ param: { name: 'coin', in: 'query' } }),
      status: z
        .enum(['pending', 'confirmed', 'orphaned'])
        .optional()
        .openapi({ param: { name: 'status', in: 'query' } }),
      ...pagination,
    }),
  },
  responses: { 200: json(listOf(BlockSchema), 'A page of blocks'), ...notModified, ...commonErrors },
});

export const listTopMiners = createRoute({
  method: 'get',
  path: '/top-miners',
  tags: ['public'],
  operationId: 'listTopMiners',
  summary: 'The 100 largest miners by 24 h hashrate, masked',
  request: { query: z.object({ algorithm: algorithmOnly.shape.algorithm, ...pagination }) },
  responses: { 200: json(listOf(TopMinerSchema), 'A page of the ranking'), ...notModified, ...commonErrors },
});

export const calculate = createRoute({
  method: 'get',
  path: '/calculator',
  tags: ['public'],
  operationId: 'calculate',
  summary: 'Expected daily earnings, power cost, profit and break-even for a hashrate (PPS+ formula)',
  request: { query: CalculatorQuery },
  responses: {
    200: json(CalculatorSchema, 'The estimate at today’s difficulty and price'),
    ...notModified,
    ...commonErrors,
  },
});

export const listNews = createRoute({
  method: 'get',
  path: '/news',
  tags: ['public'],
  operationId: 'listNews',
  summary: 'Pool news in one interface language, newest first',
  request: {
    query: z.object({
      locale: z
        .enum(locales)
        .default('en')
        .openapi({ param: { name: 'locale', in: 'query' } }),
      ...pagination,
    }),
  },
  responses: { 200: json(listOf(NewsSchema), 'A page of news'), ...notModified, ...commonErrors },
});

export const createContactMessage = createRoute({
  method: 'post',
  path: '/contact',
  tags: ['public'],
  operationId: 'createContactMessage',
  summary: 'Send a message to the pool’s support team (the contact form)',
  request: {
    body: { content: { 'application/json': { schema: ContactMessageCreateSchema } }, required: true },
  },
  responses: {
    201: json(ContactMessageSchema, 'Stored; support answers by e-mail'),
    ...commonErrors,
    429: error('Too many messages from this sender (`rate_limited`); wait `Retry-After` seconds'),
  },
});

// ── account ───────────────────────────────────────────────────────────────────────────────────────────────────────

export const getSummary = createRoute({
  method: 'get',
  path: '/account/summary',
  tags: ['account'],
  operationId: 'getAccountSummary',
  summary: 'Dashboard tiles: hashrate 10 min/1 h/24 h, reject rate, workers, balance and earnings',
  security: secured,
  request: { query: algorithmOnly },
  responses: { 200: json(SummarySchema, 'The summary'), ...notModified, ...authErrors },
});

export const getHashrate = createRoute({
  method: 'get',
  path: '/account/hashrate',
  tags: ['account'],
  operationId: 'getAccountHashrate',
  summary: 'Hashrate history of all workers on the algorithm (accepted, rejected, stale)',
  security: secured,
  request: { query: historyQuery.extend({ algorithm: algorithmOnly.shape.algorithm }) },
  responses: { 200: json(HashrateHistorySchema, 'Points, oldest first'), ...notModified, ...authErrors },
});

export const listWorkers = createRoute({
  method: 'get',
  path: '/account/workers',
  tags: ['account'],
  operationId: 'listWorkers',
  summary:
    'Workers with status (online: a share in the last 10 min; offline: none for 10 min; inactive: none for 24 h)',
  security: secured,
  request: { query: WorkersQuery },
  responses: {
    200: json(WorkerListSchema, 'A page of workers, counts per status, groups'),
    ...notModified,
    ...authErrors,
  },
});

export const getWorkerHashrate = createRoute({
  method: 'get',
  path: '/account/workers/{workerId}/hashrate',
  tags: ['account'],
  operationId: 'getWorkerHashrate',
  summary: 'Hashrate history of one worker',
  security: secured,
  request: {
    params: z.object({
      workerId: z
        .string()
        .max(64)
        .openapi({ param: { name: 'workerId', in: 'path' } }),
    }),
    query: historyQuery,
  },
  responses: {
    200: json(HashrateHistorySchema, 'Points, oldest first'),
    ...notModified,
    ...authErrors,
    404: error('No such worker on this account (`not_found`)'),
  },
});

export const listAccruals = createRoute({
  method: 'get',
  path: '/account/accruals',
  tags: ['account'],
  operationId: 'listAccruals',
  summary: 'Daily accruals (UTC settlement days) with type and status, newest first',
  security: secured,
  request: { query: AccrualsQuery },
  responses: { 200: json(listOf(AccrualSchema), 'A page of accruals'), ...notModified, ...authErrors },
});

const csv = (description: string) => ({
  content: { 'text/csv': { schema: z.string().openapi({ description: 'RFC 4180, header row, CRLF' }) } },
  description,
});

export const exportAccruals = createRoute({
  method: 'get',
  path: '/account/accruals.csv',
  tags: ['account'],
  operationId: 'exportAccruals',
  summary: 'Every accrual matching the filters as CSV (page and pageSize are ignored)',
  security: secured,
  request: { query: AccrualsQuery.omit({ page: true, pageSize: true }) },
  responses: { 200: csv('The CSV file'), ...notModified, ...authErrors },
});

export const listPayouts = createRoute({
  method: 'get',
  path: '/account/payouts',
  tags: ['account'],
  operationId: 'listPayouts',
  summary: 'Payouts, newest first (sent daily between 01:00 and 03:00 UTC)',
  security: secured,
  request: { query: PayoutsQuery },
  responses: { 200: json(listOf(PayoutSchema), 'A page of payouts'), ...notModified, ...authErrors },
});

export const exportPayouts = createRoute({
  method: 'get',
  path: '/account/payouts.csv',
  tags: ['account'],
  operationId: 'exportPayouts',
  summary: 'Every payout as CSV, for taxes',
  security: secured,
  request: { query: PayoutsQuery.omit({ page: true, pageSize: true }) },
  responses: { 200: csv('The CSV file'), ...notModified, ...authErrors },
});

export const getReferral = createRoute({
  method: 'get',
  path: '/account/referral',
  tags: ['account'],
  operationId: 'getReferral',
  summary: 'Referral code and link, commission rate, referees and rewards',
  security: secured,
  responses: {
    200: json(ReferralSchema, 'The referral programme of this account'),
    ...notModified,
    ...authErrors,
  },
});

// ── settings ──────────────────────────────────────────────────────────────────────────────────────────────────────

export const listWallets = createRoute({
  method: 'get',
  path: '/settings/wallets',
  tags: ['settings'],
  operationId: 'listWallets',
  summary: 'Payout address, threshold and pause per coin of the algorithm',
  security: secured,
  request: { query: algorithmOnly },
  responses: { 200: json(listOf(WalletSchema), 'The wallets'), ...notModified, ...authErrors },
});

export const updateWallet = createRoute({
  method: 'put',
  path: '/settings/wallets/{coin}',
  tags: ['settings'],
  operationId: 'updateWallet',
  summary:
    'Change the address (payouts then wait 48 h), the threshold (within the coin’s limits, at most 8 decimals) or pause',
  security: secured,
  request: {
    params: coinParam,
    body: { content: { 'application/json': { schema: WalletUpdateSchema } }, required: true },
  },
  responses: { 200: json(WalletSchema, 'The wallet after the change'), ...authErrors },
});

export const getNotifications = createRoute({
  method: 'get',
  path: '/settings/notifications',
  tags: ['settings'],
  operationId: 'getNotificationSettings',
  summary: 'Notification settings',
  security: secured,
  responses: { 200: json(NotificationSettingsSchema, 'The settings'), ...notModified, ...authErrors },
});

export const putNotifications = createRoute({
  method: 'put',
  path: '/settings/notifications',
  tags: ['settings'],
  operationId: 'putNotificationSettings',
  summary: 'Replace the notification settings',
  security: secured,
  request: {
    body: { content: { 'application/json': { schema: NotificationSettingsSchema } }, required: true },
  },
  responses: { 200: json(NotificationSettingsSchema, 'The saved settings'), ...authErrors },
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
  security: bearerOnly,
  request: { body: { content: { 'application/json': { schema: ApiKeyCreateSchema } }, required: true } },
  responses: { 201: json(ApiKeyCreatedSchema, 'The new key with its secret'), ...authErrors },
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

export const listAlerts = createRoute({
  method: 'get',
  path: '/account/alerts',
  tags: ['account'],
  operationId: 'listAlerts',
  summary: 'Alerts raised by the notification settings, newest first, with where each e-mail stands',
  security: secured,
  request: { query: z.object({ ...pagination }) },
  responses: { 200: json(listOf(AlertSchema), 'A page of alerts'), ...notModified, ...authErrors },
});
