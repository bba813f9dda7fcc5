import { z } from '@hono/zod-openapi';
import { coinIds } from '../domain/coins';
import {
  AlgorithmSchema,
  algorithmQuery,
  Amount,
  CoinIdSchema,
  Day,
  Hashrate,
  intervals,
  locales,
  notReported,
  PayoutSchemeSchema,
  ranges,
  Time,
} from '../http/schemas';

// The public tag's shapes: coins, their history, blocks, top miners, the calculator, news, the contact form.

export const CoinSchema = z
  .object({
    id: CoinIdSchema,
    name: z.string(),
    algorithm: AlgorithmSchema,
    mergedWith: z
      .enum(coinIds)
      .nullable()
      .openapi({ description: 'The coin whose work this one is merge-mined on' }),
    scheme: PayoutSchemeSchema,
    poolFee: z.string().openapi({ example: '0.02', description: 'Pool fee as a decimal fraction' }),
    blockReward: Amount,
    blockTime: z.number().int().openapi({ description: 'Target block time, seconds' }),
    minPayout: Amount,
    maxPayout: Amount,
    payoutFee: Amount,
    priceUsd: notReported(z.string().openapi({ example: '86.12' }), 'Price of one coin in USD'),
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
      z.object({
        time: Time,
        poolHashrate: Hashrate,
        networkDifficulty: z.number(),
        priceUsd: notReported(z.string(), 'Price of one coin in USD'),
      }),
    ),
  })
  .openapi('CoinHistory');

export const BlockSchema = z
  .object({
    coin: CoinIdSchema,
    height: z.number().int(),
    hash: notReported(z.string(), 'The block’s hash'),
    time: Time,
    reward: Amount,
    effort: notReported(z.number(), 'Work spent against the expected, 1 = 100 %'),
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
        priceUsd: notReported(z.string(), 'Price of one coin in USD'),
        revenueUsdPerDay: z.string().nullable().openapi({
          description: '`perDay` in USD at `priceUsd`; null: the pool engine does not report the price',
        }),
        networkDifficulty: z.number(),
      }),
    ),
    revenueUsdPerDay: z.string().nullable().openapi({
      description: 'Every coin’s revenue in USD; null: the pool engine does not report a coin’s price',
    }),
    powerCostUsdPerDay: z.string(),
    profitUsdPerDay: z.string().nullable().openapi({
      description: 'Revenue less power cost; null: the pool engine does not report a coin’s price',
    }),
    breakEvenDays: z.number().nullable().openapi({
      description:
        'Null when the profit is not positive, or unknown (the pool engine does not report a price)',
    }),
  })
  .openapi('Calculation');

export const NewsSchema = z
  .object({
    id: z.string(),
    date: Day,
    locale: z.enum(locales).openapi({
      description: 'The language of the text: the one asked for, or `en` when the item falls back to English',
    }),
    title: z.string(),
    summary: z.string(),
    body: z.string().openapi({ description: 'Markdown source' }),
    bodyHtml: z.string().openapi({
      description:
        'The body rendered to safe HTML (raw HTML escaped; only http(s), mailto and relative links; no images from elsewhere): `@lode/pool-api/markdown` renders the same',
    }),
    fallback: z.boolean().openapi({
      description: 'True when the item has no text in the language asked for and is answered in English',
    }),
  })
  .openapi('News');

/** Limits of the contact form's fields, shared with the web app's own checks through the document. */
export const contactLimits = { name: 100, email: 254, subject: 150, message: 5000 } as const;

// The field messages are the product's default validation texts, word for word the ones the contact form shows in
// English, so the form can show its own translation of the same rule.
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
