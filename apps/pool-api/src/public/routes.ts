import { createRoute, z } from '@hono/zod-openapi';
import { coinParam, commonErrors, error, json, notModified } from '../http/responses';
import { algorithmOnly, CoinIdSchema, historyQuery, listOf, locales, pagination } from '../http/schemas';
import {
  BlockSchema,
  CalculatorQuery,
  CalculatorSchema,
  CoinHistorySchema,
  CoinSchema,
  ContactMessageCreateSchema,
  ContactMessageSchema,
  NewsSchema,
  TopMinerSchema,
} from './schemas';

// The public tag's operations: no authentication.

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
  responses: {
    200: json(CoinSchema, 'The coin'),
    ...notModified,
    ...commonErrors,
    404: error('The pool does not mine this coin'),
  },
});

export const getCoinHistory = createRoute({
  method: 'get',
  path: '/coins/{coin}/history',
  tags: ['public'],
  operationId: 'getCoinHistory',
  summary: 'Pool hashrate, network difficulty and price over a range',
  request: { params: coinParam, query: historyQuery },
  responses: {
    200: json(CoinHistorySchema, 'Points, oldest first'),
    ...notModified,
    ...commonErrors,
    404: error('The pool does not mine this coin'),
  },
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
