import { createRoute, z } from '@hono/zod-openapi';
import { HashratePointSchema, SummarySchema, workerStatuses } from '../account/schemas';
import { AlgorithmSchema, Amount, CoinIdSchema, ErrorSchema, Hashrate, Time } from '../http/schemas';
import { subaccountQuery } from '../subaccounts/schemas';

// What the stream's events carry (the `data:` line of each, JSON). Registered as components of the OpenAPI document,
// so the generated client has their types although OpenAPI 3.1 cannot tie them to `text/event-stream` messages.

export const StreamHashrateSchema = z
  .object({
    algorithm: AlgorithmSchema,
    points: z.array(HashratePointSchema).openapi({
      description: 'The new samples of the account’s workers on this algorithm, per minute, oldest first',
    }),
    workers: z
      .array(z.object({ workerId: z.string(), hashrate: Hashrate }))
      .openapi({ description: 'Each worker’s hashrate in the newest minute' }),
    from: Time.optional().openapi({
      description:
        'Where `points` start: a history whose `end` is here gains them and ends at `until` (absent from events of older servers)',
    }),
    until: Time.optional().openapi({ description: 'The end of the newest sample' }),
    summary: SummarySchema.optional().openapi({
      description: 'The algorithm’s summary after these samples, as `GET /account/summary` answers it',
    }),
  })
  .openapi('StreamHashrate');

export const StreamWorkerSchema = z
  .object({
    workerId: z.string(),
    workerName: z.string(),
    algorithm: AlgorithmSchema,
    status: z.enum(workerStatuses),
    previous: z.enum(workerStatuses),
    lastShareAt: Time.nullable(),
    time: Time.openapi({ description: 'When the status changed (the end of the sampled minute)' }),
  })
  .openapi('StreamWorkerStatus');

export const StreamBalanceSchema = z
  .object({
    balances: z.array(z.object({ coin: CoinIdSchema, balance: Amount })),
    time: Time,
  })
  .openapi('StreamBalance');

export const StreamPositionSchema = z
  .object({
    reason: z.enum(['expired', 'unknown']).optional().openapi({
      description:
        '`reset` only: the events after the client’s `Last-Event-ID` are no longer kept (`expired`) or that id is not one of ours (`unknown`)',
    }),
    expiresAt: Time.optional().openapi({
      description: 'When the server ends this stream (the access token’s expiry)',
    }),
  })
  .openapi('StreamPosition');

export const StreamRefreshSchema = z
  .object({ cycle: Time.openapi({ description: 'The pool engine’s newest statistics cycle' }) })
  .openapi('StreamRefresh');

export const StreamEndSchema = z
  .object({
    reason: z.enum([
      'token_expired',
      'max_lifetime',
      'shutdown',
      'watcher_expired',
      'watcher_revoked',
      'account_banned',
    ]),
  })
  .openapi('StreamEnd');

export const StreamWatcherSchema = z
  .object({ id: z.string(), revokedAt: Time })
  .openapi('StreamWatcher', { description: 'A watcher link of the sub-account was revoked' });

/** Every schema the stream's messages use, for the document's components. */
export const streamSchemas = {
  StreamHashrate: StreamHashrateSchema,
  StreamWorkerStatus: StreamWorkerSchema,
  StreamBalance: StreamBalanceSchema,
  StreamPosition: StreamPositionSchema,
  StreamEnd: StreamEndSchema,
  StreamRefresh: StreamRefreshSchema,
  StreamWatcher: StreamWatcherSchema,
};

const description = `Server-sent events (\`text/event-stream\`) with the account's news as it happens. Read it with
\`fetch\` and \`Authorization: Bearer\` (a browser's EventSource cannot send the header); an API key with
\`account:read\` works too, and so does a watcher link (\`Authorization: Watcher <secret>\`: it sees what its
scopes allow). Each message is \`id: <n>\\nevent: <type>\\ndata: <JSON>\`; ids increase by one per event
of the account, so after a drop the client sends the last one it saw in \`Last-Event-ID\` and gets exactly what it
missed (kept for a retention window, one hour by default).

| event | data | when |
| --- | --- | --- |
| \`ready\` | \`StreamPosition\` | first message: the stream starts after this id (the client's \`Last-Event-ID\`, else the newest event) |
| \`reset\` | \`StreamPosition\` | instead of \`ready\` (or later, for a client too far behind): events were lost to retention; refetch, then follow |
| \`hashrate\` | \`StreamHashrate\` | new samples, every minute |
| \`worker\` | \`StreamWorkerStatus\` | a worker became online, offline or inactive |
| \`balance\` | \`StreamBalance\` | a day was settled (accruals, payouts) |
| \`payout\` | \`Payout\`, as \`/account/payouts\` lists it | a payout was made, or confirmed |
| \`alert\` | \`Alert\`, as \`/account/alerts\` lists it | a notification rule fired or recovered |
| \`refresh\` | \`StreamRefresh\` | in front of a pool engine (Miningcore): it wrote new figures for the account's pools (a statistics cycle); refetch what is shown |
| \`watcher\` | \`StreamWatcher\` | a watcher link of the sub-account was revoked (a stream read through that link ends at once instead) |
| \`end\` | \`StreamEnd\` | last message: the token expired (reconnect with a fresh one), the server stops, the watcher link the stream reads through expired or was revoked, or the account was banned (\`account_banned\`: reconnecting answers 403) |

A \`: heartbeat\` comment every 15 s keeps proxies from closing an idle stream. The stream ends when the access
token expires; a token refused at the start gets \`401\` and nothing is streamed. Where no stream can be opened (a
proxy that buffers, a client without streaming \`fetch\`) poll \`/account/summary\` and \`/account/workers\` every
minute, \`/account/alerts\`, \`/account/payouts\` and \`/account/hashrate\` with \`If-None-Match\`.`;

export const openStream = createRoute({
  method: 'get',
  path: '/account/stream',
  tags: ['account'],
  operationId: 'openAccountStream',
  summary: 'Live events of the account (server-sent events), resumable with Last-Event-ID',
  description,
  security: [{ bearer: [] }, { apiKey: [] }],
  request: {
    query: z.object(subaccountQuery),
    headers: z.object({
      'last-event-id': z.string().optional().openapi({
        description: 'The id of the last event the client received: the stream resumes after it',
      }),
    }),
  },
  responses: {
    200: {
      description: 'The stream; it stays open until the token expires',
      content: { 'text/event-stream': { schema: z.string() } },
    },
    401: {
      description: 'No credentials, or a token that is expired or not ours (`unauthorized`, `invalid_token`)',
      content: { 'application/json': { schema: ErrorSchema } },
    },
    404: {
      description: '`subaccount_not_found`: the account has no sub-account of that name',
      content: { 'application/json': { schema: ErrorSchema } },
    },
    403: {
      description: '`account_banned`, or an API key without `account:read`',
      content: { 'application/json': { schema: ErrorSchema } },
    },
    429: {
      description: 'Too many requests (`rate_limited`); wait `Retry-After` seconds',
      content: { 'application/json': { schema: ErrorSchema } },
    },
  },
});
