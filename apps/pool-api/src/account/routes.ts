import { createRoute, z } from '@hono/zod-openapi';
import { authErrors, error, json, notModified, secured } from '../http/responses';
import { algorithmOnly, historyQuery, listOf, pagination } from '../http/schemas';
import {
  AccrualSchema,
  AccrualsQuery,
  AlertListSchema,
  AlertReadStateSchema,
  MarkAlertsReadSchema,
  HashrateHistorySchema,
  PayoutFilters,
  PayoutSchema,
  PayoutsQuery,
  ReferralSchema,
  SummarySchema,
  WorkerFilters,
  WorkerListSchema,
  WorkersQuery,
} from './schemas';
import { subaccountErrors, subaccountQuery } from '../subaccounts/schemas';

// The account tag's operations: the caller's own data, by bearer token or an API key with `account:read`.

/** A CSV download. */
const csv = (description: string) => ({
  content: { 'text/csv': { schema: z.string().openapi({ description: 'RFC 4180, header row, CRLF' }) } },
  description,
});

export const getSummary = createRoute({
  method: 'get',
  path: '/account/summary',
  tags: ['account'],
  operationId: 'getAccountSummary',
  summary: 'Dashboard tiles: hashrate 10 min/1 h/24 h, reject rate, workers, balance and earnings',
  security: secured,
  request: { query: algorithmOnly.extend(subaccountQuery) },
  responses: { 200: json(SummarySchema, 'The summary'), ...notModified, ...authErrors, ...subaccountErrors },
});

export const getHashrate = createRoute({
  method: 'get',
  path: '/account/hashrate',
  tags: ['account'],
  operationId: 'getAccountHashrate',
  summary: 'Hashrate history of all workers on the algorithm (accepted, rejected, stale)',
  security: secured,
  request: { query: historyQuery.extend({ algorithm: algorithmOnly.shape.algorithm, ...subaccountQuery }) },
  responses: {
    200: json(HashrateHistorySchema, 'Points, oldest first'),
    ...notModified,
    ...authErrors,
    ...subaccountErrors,
  },
});

export const listWorkers = createRoute({
  method: 'get',
  path: '/account/workers',
  tags: ['account'],
  operationId: 'listWorkers',
  summary:
    'Workers with status (online: a share in the last 10 min; offline: none for 10 min; inactive: none for 24 h)',
  security: secured,
  request: { query: WorkersQuery.extend(subaccountQuery) },
  responses: {
    200: json(WorkerListSchema, 'A page of workers, counts per status, groups'),
    ...notModified,
    ...authErrors,
    ...subaccountErrors,
  },
});

export const exportWorkers = createRoute({
  method: 'get',
  path: '/account/workers.csv',
  tags: ['account'],
  operationId: 'exportWorkers',
  summary: 'Every worker matching the filters as CSV, in the asked order (page and pageSize are ignored)',
  security: secured,
  request: { query: WorkerFilters.extend(subaccountQuery) },
  responses: { 200: csv('The CSV file'), ...notModified, ...authErrors, ...subaccountErrors },
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
    query: historyQuery.extend(subaccountQuery),
  },
  responses: {
    200: json(HashrateHistorySchema, 'Points, oldest first'),
    ...notModified,
    ...authErrors,
    ...subaccountErrors,
    404: error(
      'No such worker on this sub-account (`not_found`), or no such sub-account (`subaccount_not_found`)',
    ),
  },
});

export const listAccruals = createRoute({
  method: 'get',
  path: '/account/accruals',
  tags: ['account'],
  operationId: 'listAccruals',
  summary: 'Daily accruals (UTC settlement days) with type and status, newest first',
  security: secured,
  request: { query: AccrualsQuery.extend(subaccountQuery) },
  responses: {
    200: json(listOf(AccrualSchema), 'A page of accruals'),
    ...notModified,
    ...authErrors,
    ...subaccountErrors,
  },
});

export const exportAccruals = createRoute({
  method: 'get',
  path: '/account/accruals.csv',
  tags: ['account'],
  operationId: 'exportAccruals',
  summary: 'Every accrual matching the filters as CSV (page and pageSize are ignored)',
  security: secured,
  request: { query: AccrualsQuery.omit({ page: true, pageSize: true }).extend(subaccountQuery) },
  responses: { 200: csv('The CSV file'), ...notModified, ...authErrors, ...subaccountErrors },
});

export const listPayouts = createRoute({
  method: 'get',
  path: '/account/payouts',
  tags: ['account'],
  operationId: 'listPayouts',
  summary: 'Payouts, newest first (sent daily between 01:00 and 03:00 UTC)',
  security: secured,
  request: { query: PayoutsQuery.extend(subaccountQuery) },
  responses: {
    200: json(listOf(PayoutSchema), 'A page of payouts'),
    ...notModified,
    ...authErrors,
    ...subaccountErrors,
  },
});

export const exportPayouts = createRoute({
  method: 'get',
  path: '/account/payouts.csv',
  tags: ['account'],
  operationId: 'exportPayouts',
  summary: 'Every payout matching the filters as CSV, for taxes (page and pageSize are ignored)',
  security: secured,
  request: { query: PayoutFilters.extend(subaccountQuery) },
  responses: { 200: csv('The CSV file'), ...notModified, ...authErrors, ...subaccountErrors },
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

export const listAlerts = createRoute({
  method: 'get',
  path: '/account/alerts',
  tags: ['account'],
  operationId: 'listAlerts',
  summary: 'Alerts raised by the notification settings, newest first, with where each e-mail stands',
  description: 'With the count of unread alerts: those newer than the one last marked read.',
  security: secured,
  request: { query: z.object({ ...pagination, ...subaccountQuery }) },
  responses: {
    200: json(AlertListSchema, 'A page of alerts'),
    ...notModified,
    ...authErrors,
    ...subaccountErrors,
  },
});

export const markAlertsRead = createRoute({
  method: 'post',
  path: '/account/alerts/read',
  tags: ['account'],
  operationId: 'markAlertsRead',
  summary: 'Marks an alert and every older one read (the cabinet’s notification bell)',
  description:
    'The read marker only moves forward: naming an alert older than the one already marked changes nothing.',
  security: secured,
  request: {
    query: z.object(subaccountQuery),
    body: { content: { 'application/json': { schema: MarkAlertsReadSchema } }, required: true },
  },
  responses: {
    200: json(AlertReadStateSchema, 'The read state after the change'),
    ...authErrors,
    404: error('`not_found`: no such alert on this sub-account; `subaccount_not_found`: no such sub-account'),
  },
});
