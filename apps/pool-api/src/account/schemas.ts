import { z } from '@hono/zod-openapi';
import {
  AlgorithmSchema,
  algorithmQuery,
  Amount,
  CoinIdSchema,
  Day,
  Hashrate,
  intervals,
  listOf,
  notReported,
  pagination,
  ranges,
  Ratio,
  Time,
} from '../http/schemas';

// The account tag's shapes: the dashboard summary, hashrate history, workers, accruals, payouts, referral, alerts.

export const Averages = z
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
    rejectRate: notReported(Ratio, 'Rejected share of the work in the last 24 h'),
    staleRate: notReported(Ratio, 'Stale share of the work in the last 24 h'),
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
    rejectedHashrate: notReported(Hashrate, 'Hashrate of the rejected work'),
    staleHashrate: notReported(Hashrate, 'Hashrate of the stale work'),
  })
  .openapi('HashratePoint');

export const HashrateHistorySchema = z
  .object({
    range: z.enum(ranges),
    interval: z.enum(intervals),
    tz: z.string(),
    end: Time.openapi({
      description:
        'Where the history ends: the newest bucket covers the time from its start up to here and grows with new samples',
    }),
    points: z.array(HashratePointSchema),
  })
  .openapi('HashrateHistory');

export const workerStatuses = ['online', 'offline', 'inactive'] as const;

export const WorkerSchema = z
  .object({
    id: z.string(),
    name: z.string(),
    group: notReported(z.string(), 'The group the miner put the worker in'),
    model: notReported(z.string(), 'The rig’s model'),
    algorithm: AlgorithmSchema,
    coin: CoinIdSchema.openapi({
      description:
        'The coin of the pool the worker sends its work to. Merge-mined coins ride on that work and list no workers of their own (a Scrypt worker of the LTC pool earns DOGE too); in front of an engine that runs a merge-mined coin as a pool of its own, a worker of that pool has its coin, so one name on two pools is two workers',
    }),
    status: z.enum(workerStatuses),
    hashrate: Averages,
    rejectRate: notReported(Ratio, 'Rejected share of the work in the last 24 h'),
    staleRate: notReported(Ratio, 'Stale share of the work in the last 24 h'),
    lastShareAt: Time.nullable(),
    uptime: Ratio.openapi({ description: 'Share of the last 24 h with accepted shares' }),
  })
  .openapi('Worker');

/** One worker as the contract describes it. */
export type Worker = z.infer<typeof WorkerSchema>;

/** The workers page's filters and order, shared by the JSON list and its CSV so the two cannot drift. */
export const WorkerFilters = z.object({
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
      description: 'Case-insensitive part of the name or (when there is one) the model',
    }),
  group: z
    .string()
    .max(100)
    .optional()
    .openapi({
      param: { name: 'group', in: 'query' },
      description: 'Only the workers in this group (a worker without one is in none)',
    }),
  coin: CoinIdSchema.optional().openapi({
    param: { name: 'coin', in: 'query' },
    description: 'Only the workers that send their work to this coin’s pool',
  }),
  sort: z
    .enum(['name', 'hashrate', 'rejectRate', 'lastShare'])
    .default('name')
    .openapi({
      param: { name: 'sort', in: 'query' },
      description: '`hashrate` sorts by the 1 h average; an unknown `rejectRate` comes last in either order',
    }),
  order: z
    .enum(['asc', 'desc'])
    .default('asc')
    .openapi({ param: { name: 'order', in: 'query' } }),
});

export const WorkersQuery = WorkerFilters.extend({ ...pagination });

export const WorkerListSchema = listOf(WorkerSchema)
  .extend({
    counts: z.object({
      all: z.number().int(),
      online: z.number().int(),
      offline: z.number().int(),
      inactive: z.number().int(),
    }),
    groups: z
      .array(z.string())
      .openapi({ description: 'Every group a worker is in (workers without one add none)' }),
    coins: z.array(CoinIdSchema).openapi({
      description:
        'Every coin a worker of the algorithm is on, whatever the filters, in the pool’s coin order (more than one: the list is worth a coin column)',
    }),
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
    schemeAmount: Amount.openapi({
      description:
        'The scheme’s part: the block subsidy under PPS+, the whole amount where no fee bonus is split',
    }),
    feeBonus: notReported(Amount, 'The “+” of PPS+: the transaction fees’ part of the amount'),
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

/**
 * `pending`: sent, not yet confirmed; `confirmed`: confirmed on chain; `sent`: the pool engine recorded the transaction
 * but does not track its confirmation.
 */
export const payoutStatuses = ['pending', 'confirmed', 'sent'] as const;

export const PayoutSchema = z
  .object({
    id: z.string(),
    time: Time,
    coin: CoinIdSchema,
    amount: Amount,
    fee: notReported(Amount, 'The network fee charged for the payout'),
    address: z.string(),
    txId: z.string(),
    explorerUrl: z.string().url(),
    status: z.enum(payoutStatuses).openapi({
      description:
        '`pending`: sent, not yet confirmed; `confirmed`: confirmed on chain; `sent`: the pool engine recorded the transaction and does not track its confirmation',
    }),
  })
  .openapi('Payout');

/** `YYYY-MM-DD` that names a real day (`2026-02-30` does not); another shape is left to `Day`'s own pattern. */
const isCalendarDay = (text: string) => {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(text)) return true;
  const time = Date.parse(`${text}T00:00:00Z`);
  return !Number.isNaN(time) && new Date(time).toISOString().slice(0, 10) === text;
};
const CalendarDay = Day.refine(isCalendarDay, 'Not a calendar day written YYYY-MM-DD');

/**
 * The payouts page's filters, shared by the JSON list and its CSV so the two cannot drift: coin, status and an open
 * range of UTC days on the time the payout was sent.
 */
export const PayoutFilters = z
  .object({
    algorithm: algorithmQuery,
    coin: CoinIdSchema.optional().openapi({ param: { name: 'coin', in: 'query' } }),
    status: z
      .enum(payoutStatuses)
      .optional()
      .openapi({ param: { name: 'status', in: 'query' } }),
    from: CalendarDay.optional().openapi({
      param: { name: 'from', in: 'query' },
      description: 'First UTC day the payout was sent, inclusive',
    }),
    to: CalendarDay.optional().openapi({
      param: { name: 'to', in: 'query' },
      description: 'Last UTC day the payout was sent, inclusive; not before `from`',
    }),
  })
  .refine((q) => !q.from || !q.to || q.from <= q.to, {
    message: 'The last day must not be before the first',
    path: ['to'],
  });

export const PayoutsQuery = PayoutFilters.extend({ ...pagination });

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

// The alert history (the alerts themselves are raised by `src/alerts/`).

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

export const AlertListSchema = listOf(AlertSchema)
  .extend({
    unread: z.number().int().min(0).openapi({
      description: 'Alerts created after the one last marked read (all of them when none was)',
    }),
    lastReadId: z
      .string()
      .nullable()
      .openapi({ description: 'The newest alert marked read (`POST /account/alerts/read`), or null' }),
  })
  .openapi('AlertList');

export const MarkAlertsReadSchema = z
  .object({
    lastId: z.string().min(1).max(200).openapi({
      description:
        'The newest alert the miner has seen: it, the alerts of the same second and every older alert count as read',
    }),
  })
  .openapi('MarkAlertsRead');

export const AlertReadStateSchema = z
  .object({
    unread: z.number().int().min(0),
    lastReadId: z.string().nullable(),
  })
  .openapi('AlertReadState');
