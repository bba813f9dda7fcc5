import { z } from '@hono/zod-openapi';
import { type Locale, locales as localeList } from '@lode/i18n/paths';
import { algorithms, coinIds, payoutSchemes } from '../domain/coins';

// The shapes every tag uses: errors, amounts, times, pagination, the algorithm and history filters. Each tag keeps its
// own shapes in its folder (`public/schemas.ts`, …). All of them validate requests, describe responses and become the
// OpenAPI document (and through it the typed client), so the three cannot drift apart.

/** Every error answer: a stable machine code, an English message, optional details. */
export const ErrorSchema = z
  .object({
    code: z.string().openapi({ example: 'validation_failed' }),
    message: z.string().openapi({ example: 'Some fields are not valid' }),
    details: z
      .object({
        fields: z
          .array(
            z.object({
              field: z.string(),
              message: z.string(),
              code: z.string().optional().openapi({
                description:
                  'Why, where a field has several ways to fail (a webhook URL: `url_invalid`, `url_scheme`, `url_private`, `url_unresolvable`)',
              }),
            }),
          )
          .optional()
          .openapi({
            description: 'One entry per invalid field, named by its path (`address`, `query.pageSize`)',
          }),
      })
      .catchall(z.unknown())
      .optional(),
  })
  .openapi('Error');

/**
 * The step-up refusal (RFC 9470): the usual error (`insufficient_user_authentication`) plus what to ask the identity
 * provider for, as the `WWW-Authenticate` challenge says it.
 */
export const StepUpErrorSchema = ErrorSchema.extend({
  code: z.literal('insufficient_user_authentication'),
  acrValues: z.string().openapi({
    example: '2',
    description: 'The `acr_values` to sign in with (`2`: password and a second factor)',
  }),
  maxAge: z.number().int().openapi({
    example: 300,
    description:
      'The `max_age` to sign in with: the factors must have been proven at most this many seconds ago',
  }),
}).openapi('StepUpError', {
  description:
    '`details.reason` is `second_factor` (the token shows no second factor) or `too_old` (its latest factor is more than `maxAge` seconds old); `details.accountUrl` is the identity provider’s account page, where an authenticator app is set up',
});

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
/** What every figure a pool engine may not have says about its `null`. */
export const NOT_REPORTED = 'null: the pool engine does not report it';

/**
 * A figure that some pool engines do not have (Miningcore keeps only accepted shares, no prices, no fee split…):
 * `null` then, never a made-up 0, and the document says so after the figure's own description.
 */
export const notReported = <T extends z.ZodType>(schema: T, description: string) =>
  schema.nullable().openapi({ description: `${description}; ${NOT_REPORTED}` });

/** A fraction 0..1 (0.012 = 1.2 %). */
export const Ratio = z
  .number()
  .min(0)
  .max(1)
  .openapi({ example: 0.012, description: 'Fraction, 0.012 = 1.2 %' });

export const AlgorithmSchema = z.enum(algorithms).openapi('Algorithm');
export const PayoutSchemeSchema = z.enum(payoutSchemes).openapi('PayoutScheme', {
  description:
    'How the pool pays for work: PPS+ (per share, plus transaction fees), PPLNS (last N shares), PROP (the round’s shares), SOLO (the finder’s block)',
});
export const CoinIdSchema = z.enum(coinIds).openapi('CoinId');

/** The `algorithm` query parameter of every filtered read. */
export const algorithmQuery = AlgorithmSchema.default('Scrypt').openapi({
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

/** Just the `algorithm` filter. */
export const algorithmOnly = z.object({ algorithm: algorithmQuery });

/** The interface languages, as the app names them (the table of `@lode/i18n`), as a tuple for `z.enum`. */
export const locales = localeList as [Locale, ...Locale[]];
