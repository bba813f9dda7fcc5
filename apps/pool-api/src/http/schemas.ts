import { z } from '@hono/zod-openapi';
import { algorithms, coinIds } from '../domain/coins';

// The contract's shapes, in one place: they validate requests, describe responses, and become the OpenAPI document
// (and through it the typed client), so the three cannot drift apart.

/** Every error answer: a stable machine code, an English message, optional details. */
export const ErrorSchema = z
  .object({
    code: z.string().openapi({ example: 'validation_failed' }),
    message: z.string().openapi({ example: 'Some fields are not valid' }),
    details: z
      .object({
        fields: z
          .array(z.object({ field: z.string(), message: z.string() }))
          .optional()
          .openapi({
            description: 'One entry per invalid field, named by its path (`address`, `query.pageSize`)',
          }),
      })
      .catchall(z.unknown())
      .optional(),
  })
  .openapi('Error');

/** A coin amount: a decimal string with 8 decimals, never a float. */
export const Amount = z
  .string()
  .regex(/^-?\d+\.\d{8}$/)
  .openapi({ example: '0.03981234', description: 'Coin amount as a decimal string (8 decimals)' });

/** A hashrate in H/s. */
export const Hashrate = z.number().min(0).openapi({ example: 9.5e9, description: 'Hashrate in H/s' });
/** A UTC time. */
export const Time = z.string().datetime().openapi({ example: '2026-11-22T18:00:00.000Z' });
/** A calendar day. */
export const Day = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/)
  .openapi({ example: '2026-11-21' });
/** A fraction 0..1 (0.012 = 1.2 %). */
export const Ratio = z
  .number()
  .min(0)
  .max(1)
  .openapi({ example: 0.012, description: 'Fraction, 0.012 = 1.2 %' });

export const AlgorithmSchema = z.enum(algorithms).openapi('Algorithm');
export const CoinIdSchema = z.enum(coinIds).openapi('CoinId');

const algorithmQuery = AlgorithmSchema.default('Scrypt').openapi({
  param: { name: 'algorithm', in: 'query' },
  description: 'Mining algorithm the data is filtered by (the app keeps it in the `algorithm-state` cookie)',
});

const isTimeZone = (tz: string) => {
  try {
    new Intl.DateTimeFormat('en', { timeZone: tz });
    return true;
  } catch {
    return false;
  }
};

const tzQuery = z
  .string()
  .max(64)
  .refine(isTimeZone, 'Not an IANA time zone such as Europe/Moscow')
  .default('UTC')
  .openapi({
    param: { name: 'tz', in: 'query' },
    description: 'IANA time zone for daily buckets (`interval=1d`); other buckets are UTC-aligned',
    example: 'Europe/Moscow',
  });

/** Pagination of every list: `page` from 1, `pageSize` up to 200. */
export const pagination = {
  page: z.coerce
    .number()
    .int()
    .min(1)
    .max(100_000)
    .default(1)
    .openapi({ param: { name: 'page', in: 'query' } }),
  pageSize: z.coerce
    .number()
    .int()
    .min(1)
    .max(200)
    .default(50)
    .openapi({ param: { name: 'pageSize', in: 'query' }, description: 'Items per page, at most 200' }),
};

/** A paginated list of `item`. */
export const listOf = <T extends z.ZodType>(item: T) =>
  z.object({
    items: z.array(item),
    total: z.number().int().min(0).openapi({ description: 'Items in all pages' }),
  });

export const ranges = ['1h', '24h', '7d', '30d', '90d'] as const;
export const intervals = ['1m', '10m', '1h', '1d'] as const;

export const historyQuery = z.object({
  range: z
    .enum(ranges)
    .default('24h')
    .openapi({ param: { name: 'range', in: 'query' } }),
  interval: z
    .enum(intervals)
    .optional()
    .openapi({
      param: { name: 'interval', in: 'query' },
      description:
        'Bucket size; default and allowed values depend on the range: 1h → 1m|10m, 24h → 10m|1h, 7d and 30d → 1h|1d, 90d → 1h|1d',
    }),
  tz: tzQuery,
});

// ── public ────────────────────────────────────────────────────────────────────────────────────────────────────────

export const CoinSchema = z
  .object({
    id: CoinIdSchema,
    name: z.string(),
    algorithm: AlgorithmSchema,
    mergedWith: z
      .enum(coinIds)
      .nullable()
      .openapi({ description: 'The coin whose work this one is merge-mined on' }),
    scheme: z.literal('PPS+'),
    poolFee: z.string().openapi({ example: '0.02', description: 'Pool fee as a decimal fraction' }),
    blockReward: Amount,
    blockTime: z.number().int().openapi({ description: 'Target block time, seconds' }),
    minPayout: Amount,
    maxPayout: Amount,
    payoutFee: Amount,
    priceUsd: z.string().openapi({ example: '86.12' }),
    poolHashrate: Hashrate,
    networkHashrate: Hashrate,
    networkDifficulty: z.number(),
    workers: z.number().int(),
    miners: z.number().int(),
    lastBlock: z.object({ height: z.number().int(), time: Time }).nullable(),
    stratum: z.array(z.string()),
    explorerTxUrl: z.string().openapi({ description: 'Transaction link template, `{tx}` is replaced' }),
  })
  .openapi('Coin');

export const CoinHistorySchema = z
  .object({
    coin: CoinIdSchema,
    range: z.enum(ranges),
    interval: z.enum(intervals),
    tz: z.string(),
    points: z.array(
      z.object({ time: Time, poolHashrate: Hashrate, networkDifficulty: z.number(), priceUsd: z.string() }),
    ),
  })
  .openapi('CoinHistory');

export const BlockSchema = z
  .object({
    coin: CoinIdSchema,
    height: z.number().int(),
    hash: z.string(),
    time: Time,
    reward: Amount,
    effort: z.number().openapi({ description: 'Work spent against the expected, 1 = 100 %' }),
    status: z.enum(['pending', 'confirmed', 'orphaned']),
    confirmations: z.number().int(),
    requiredConfirmations: z.number().int(),
    explorerUrl: z.string().openapi({ description: 'The block in a public block explorer' }),
  })
  .openapi('Block');

export const TopMinerSchema = z
  .object({
    rank: z.number().int(),
    miner: z.string().openapi({ example: 'a3f***9c', description: 'Masked account' }),
    hashrate24h: Hashrate,
    workers: z.number().int(),
  })
  .openapi('TopMiner');

export const CalculatorQuery = z.object({
  algorithm: algorithmQuery,
  hashrate: z.coerce
    .number()
    .positive()
    .max(1e21)
    .openapi({ param: { name: 'hashrate', in: 'query' }, example: 9.5e9, description: 'Hashrate in H/s' }),
  power: z.coerce
    .number()
    .min(0)
    .max(1e7)
    .default(0)
    .openapi({ param: { name: 'power', in: 'query' }, description: 'Power draw in watts' }),
  electricityPrice: z.coerce
    .number()
    .min(0)
    .max(100)
    .default(0)
    .openapi({ param: { name: 'electricityPrice', in: 'query' }, description: 'USD per kWh' }),
  hardwareCost: z.coerce
    .number()
    .min(0)
    .max(1e9)
    .default(0)
    .openapi({ param: { name: 'hardwareCost', in: 'query' }, description: 'USD' }),
  uptime: z.coerce
    .number()
    .min(0)
    .max(1)
    .default(1)
    .openapi({ param: { name: 'uptime', in: 'query' }, description: 'Share of the day running, 0..1' }),
});

export const CalculatorSchema = z
  .object({
    algorithm: AlgorithmSchema,
    hashrate: Hashrate,
    coins: z.array(
      z.object({
        coin: CoinIdSchema,
        perDay: Amount,
        schemePerDay: Amount,
        feeBonusPerDay: Amount,
        priceUsd: z.string(),
        revenueUsdPerDay: z.string(),
        networkDifficulty: z.number(),
      }),
    ),
    revenueUsdPerDay: z.string(),
    powerCostUsdPerDay: z.string(),
    profitUsdPerDay: z.string(),
    breakEvenDays: z.number().nullable().openapi({ description: 'Null when the profit is not positive' }),
  })
  .openapi('Calculation');

export const locales = ['en', 'ru', 'cn'] as const;

export const NewsSchema = z
  .object({
    id: z.string(),
    date: Day,
    locale: z.enum(locales),
    title: z.string(),
    summary: z.string(),
    body: z.string(),
  })
  .openapi('News');

/** Limits of the contact form's fields, shared with the web app's own checks through the document. */
export const contactLimits = { name: 100, email: 254, subject: 150, message: 5000 } as const;

// The field messages are the spec's default validation messages (spec.md §5), so the form can show its own
// translation of the same rule.
const required = 'This field is required';
const maxChars = (n: number) => `You must enter a maximum of ${n} characters`;
const text = (max: number) =>
  z.string(required).trim().min(1, { error: required, abort: true }).max(max, maxChars(max));

export const ContactMessageCreateSchema = z
  .object({
    name: text(contactLimits.name),
    email: z
      .string(required)
      .trim()
      .min(1, { error: required, abort: true })
      .max(contactLimits.email, { error: maxChars(contactLimits.email), abort: true })
      .pipe(z.email('Please enter a valid email'))
      .openapi({ example: 'miner@example.com' }),
    subject: text(contactLimits.subject),
    message: text(contactLimits.message),
    locale: z.enum(locales).default('en').openapi({ description: 'Language to answer in' }),
  })
  .strict()
  .openapi('ContactMessageCreate');

export const ContactMessageSchema = z
  .object({
    id: z.string(),
    receivedAt: Time,
  })
  .openapi('ContactMessage');

// ── account ───────────────────────────────────────────────────────────────────────────────────────────────────────

export const algorithmOnly = z.object({ algorithm: algorithmQuery });

const Averages = z
  .object({
    tenMinutes: Hashrate,
    oneHour: Hashrate,
    oneDay: Hashrate,
  })
  .openapi('HashrateAverages', {
    description: 'Average accepted hashrate over the last 10 minutes, hour and day',
  });

export const SummarySchema = z
  .object({
    algorithm: AlgorithmSchema,
    updatedAt: Time,
    hashrate: Averages,
    rejectRate: Ratio.openapi({ description: 'Rejected share of the work in the last 24 h' }),
    staleRate: Ratio.openapi({ description: 'Stale share of the work in the last 24 h' }),
    workers: z.object({ online: z.number().int(), offline: z.number().int(), inactive: z.number().int() }),
    earnings: z.array(
      z.object({
        coin: CoinIdSchema,
        balance: Amount.openapi({ description: 'Settled and not yet paid' }),
        todayEstimate: Amount.openapi({
          description: 'A whole day at the 24 h average and today’s difficulty',
        }),
        yesterday: Amount.openapi({ description: 'Every accrual of yesterday (UTC settlement day)' }),
        totalPaid: Amount,
      }),
    ),
  })
  .openapi('AccountSummary');

export const HashratePointSchema = z
  .object({
    time: Time,
    hashrate: Hashrate.openapi({ description: 'Accepted hashrate' }),
    rejectedHashrate: Hashrate,
    staleHashrate: Hashrate,
  })
  .openapi('HashratePoint');

export const HashrateHistorySchema = z
  .object({
    range: z.enum(ranges),
    interval: z.enum(intervals),
    tz: z.string(),
    points: z.array(HashratePointSchema),
  })
  .openapi('HashrateHistory');

export const workerStatuses = ['online', 'offline', 'inactive'] as const;

export const WorkerSchema = z
  .object({
    id: z.string(),
    name: z.string(),
    group: z.string(),
    model: z.string(),
    algorithm: AlgorithmSchema,
    status: z.enum(workerStatuses),
    hashrate: Averages,
    rejectRate: Ratio,
    staleRate: Ratio,
    lastShareAt: Time.nullable(),
    uptime: Ratio.openapi({ description: 'Share of the last 24 h with accepted shares' }),
  })
  .openapi('Worker');

export const WorkersQuery = z.object({
  algorithm: algorithmQuery,
  status: z
    .enum(workerStatuses)
    .optional()
    .openapi({ param: { name: 'status', in: 'query' } }),
  search: z
    .string()
    .max(100)
    .optional()
    .openapi({
      param: { name: 'search', in: 'query' },
      description: 'Case-insensitive part of the name or model',
    }),
  group: z
    .string()
    .max(100)
    .optional()
    .openapi({ param: { name: 'group', in: 'query' } }),
  sort: z
    .enum(['name', 'hashrate', 'rejectRate', 'lastShare'])
    .default('name')
    .openapi({ param: { name: 'sort', in: 'query' }, description: '`hashrate` sorts by the 1 h average' }),
  order: z
    .enum(['asc', 'desc'])
    .default('asc')
    .openapi({ param: { name: 'order', in: 'query' } }),
  ...pagination,
});

export const WorkerListSchema = listOf(WorkerSchema)
  .extend({
    counts: z.object({
      all: z.number().int(),
      online: z.number().int(),
      offline: z.number().int(),
      inactive: z.number().int(),
    }),
    groups: z.array(z.string()),
  })
  .openapi('WorkerList');

export const accrualTypes = ['mining', 'merged', 'referral'] as const;
export const accrualStatuses = ['unpaid', 'paying', 'paid'] as const;

export const AccrualSchema = z
  .object({
    date: Day.openapi({ description: 'UTC settlement day' }),
    coin: CoinIdSchema,
    type: z.enum(accrualTypes),
    status: z.enum(accrualStatuses),
    hashrate: Hashrate.openapi({
      description: 'Average accepted hashrate of the day (referees’ for referral)',
    }),
    amount: Amount,
    schemeAmount: Amount.openapi({ description: 'The PPS part: block subsidy' }),
    feeBonus: Amount.openapi({ description: 'The “+” of PPS+: transaction fees' }),
    payoutId: z.string().nullable(),
  })
  .openapi('Accrual');

export const AccrualsQuery = z.object({
  algorithm: algorithmQuery,
  coin: CoinIdSchema.optional().openapi({ param: { name: 'coin', in: 'query' } }),
  type: z
    .enum(accrualTypes)
    .optional()
    .openapi({ param: { name: 'type', in: 'query' } }),
  status: z
    .enum(accrualStatuses)
    .optional()
    .openapi({ param: { name: 'status', in: 'query' } }),
  from: Day.optional().openapi({ param: { name: 'from', in: 'query' }, description: 'First day, inclusive' }),
  to: Day.optional().openapi({ param: { name: 'to', in: 'query' }, description: 'Last day, inclusive' }),
  ...pagination,
});

export const PayoutSchema = z
  .object({
    id: z.string(),
    time: Time,
    coin: CoinIdSchema,
    amount: Amount,
    fee: Amount,
    address: z.string(),
    txId: z.string(),
    explorerUrl: z.string().url(),
    status: z.enum(['pending', 'confirmed']),
  })
  .openapi('Payout');

export const PayoutsQuery = z.object({
  algorithm: algorithmQuery,
  coin: CoinIdSchema.optional().openapi({ param: { name: 'coin', in: 'query' } }),
  ...pagination,
});

export const ReferralSchema = z
  .object({
    code: z.string(),
    link: z.string().url(),
    rate: z.string().openapi({ example: '0.2', description: 'Share of the referee’s pool fee paid to you' }),
    referees: z.array(z.object({ name: z.string(), joinedAt: Time, hashrate24h: Hashrate })),
    rewards: z.object({
      coin: CoinIdSchema,
      total: Amount,
      days: z
        .array(z.object({ date: Day, amount: Amount }))
        .openapi({ description: 'The last 30 settled days' }),
    }),
  })
  .openapi('Referral');

// ── settings ──────────────────────────────────────────────────────────────────────────────────────────────────────

export const WalletSchema = z
  .object({
    coin: CoinIdSchema,
    address: z.string(),
    payoutThreshold: Amount,
    minPayout: Amount,
    maxPayout: Amount,
    paused: z.boolean(),
    addressChangedAt: Time.nullable(),
    payoutsHeldUntil: Time.nullable().openapi({ description: 'Payouts wait 48 h after an address change' }),
  })
  .openapi('Wallet');

export const WalletUpdateSchema = z
  .object({
    address: z.string().max(100).optional(),
    payoutThreshold: z.string().max(30).optional().openapi({
      example: '0.5',
      description: 'Decimal string, at most 8 decimals, within the coin’s limits',
    }),
    paused: z.boolean().optional(),
  })
  .strict()
  .openapi('WalletUpdate');

export const NotificationSettingsSchema = z
  .object({
    email: z.boolean().openapi({ description: 'Send the notifications by e-mail' }),
    workerOffline: z.object({ enabled: z.boolean(), afterMinutes: z.number().int().min(5).max(1440) }),
    hashrateDrop: z.object({ enabled: z.boolean(), belowPercent: z.number().int().min(1).max(99) }),
    rejectRate: z.object({ enabled: z.boolean(), abovePercent: z.number().min(0.1).max(50) }),
    payoutSent: z.object({ enabled: z.boolean() }),
    repeatMinutes: z.number().int().min(15).max(1440).openapi({
      description: 'Repeat an alert at most this often, so a flapping worker cannot flood the inbox',
    }),
    locale: z.enum(locales).optional().openapi({
      description: 'Language of the e-mails (`en` until set); a body without it keeps the saved one',
    }),
  })
  .strict()
  .openapi('NotificationSettings');

export const apiKeyScopes = ['account:read', 'settings:read', 'settings:write'] as const;

export const ApiKeySchema = z
  .object({
    id: z.string(),
    name: z.string(),
    scopes: z.array(z.enum(apiKeyScopes)),
    prefix: z.string().openapi({ description: 'The start of the key, to recognise it' }),
    createdAt: Time,
    lastUsedAt: Time.nullable(),
    revokedAt: Time.nullable(),
  })
  .openapi('ApiKey');

export const ApiKeyCreatedSchema = ApiKeySchema.extend({
  secret: z.string().openapi({ description: 'The whole key: shown once, only its hash is stored' }),
}).openapi('ApiKeyCreated');

export const ApiKeyCreateSchema = z
  .object({
    name: z.string().trim().min(1).max(64),
    scopes: z.array(z.enum(apiKeyScopes)).min(1),
  })
  .strict()
  .openapi('ApiKeyCreate');

// ── alerts ────────────────────────────────────────────────────────────────────────────────────────────────────────

export const alertRules = ['workerOffline', 'hashrateDrop', 'rejectRate', 'payoutSent'] as const;

export const AlertSchema = z
  .object({
    id: z.string(),
    rule: z.enum(alertRules).openapi({ description: 'The notification setting that raised it' }),
    kind: z.enum(['fired', 'recovered']).openapi({
      description: '`fired` when the condition began (or the payout was sent), `recovered` when it ended',
    }),
    workerId: z.string().nullable(),
    workerName: z.string().nullable(),
    value: z.number().nullable().openapi({
      description:
        'Minutes without a share, percent of the 24 h average, or percent rejected; null for payouts',
    }),
    threshold: z.number().nullable().openapi({ description: 'The setting’s threshold in the same unit' }),
    payout: z.object({ id: z.string(), coin: CoinIdSchema, amount: Amount, txId: z.string() }).nullable(),
    createdAt: Time,
    delivery: z.enum(['pending', 'sent', 'failed', 'none']).openapi({
      description:
        'The e-mail: queued or being retried, sent, given up after the last retry, or none (mail off or no address)',
    }),
  })
  .openapi('Alert');
