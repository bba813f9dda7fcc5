import { createRoute } from '@hono/zod-openapi';
import { authErrors, error, json, notModified, secured } from '../http/responses';
import { algorithmOnly } from '../http/schemas';
import {
  OverviewSchema,
  SubaccountChangeSchema,
  SubaccountCreateSchema,
  SubaccountListSchema,
  SubaccountNameParam,
  SubaccountSchema,
} from './schemas';

// Sub-accounts: listed, made and changed under the settings tag; their figures side by side under the account tag.

export const listSubaccounts = createRoute({
  method: 'get',
  path: '/settings/subaccounts',
  tags: ['settings'],
  operationId: 'listSubaccounts',
  summary: 'The account’s sub-accounts (an API key limited to some sees those only)',
  security: secured,
  responses: { 200: json(SubaccountListSchema, 'The sub-accounts'), ...notModified, ...authErrors },
});

export const createSubaccount = createRoute({
  method: 'post',
  path: '/settings/subaccounts',
  tags: ['settings'],
  operationId: 'createSubaccount',
  summary: 'Create a sub-account; its rigs join it by mining with the stratum login `<name>.<worker>`',
  security: secured,
  request: { body: { content: { 'application/json': { schema: SubaccountCreateSchema } }, required: true } },
  responses: {
    201: json(SubaccountSchema, 'The new sub-account'),
    ...authErrors,
    409: error(
      '`subaccount_exists`: the name is taken; `subaccount_limit`: the account holds the most it may',
    ),
  },
});

export const changeSubaccount = createRoute({
  method: 'put',
  path: '/settings/subaccounts/{name}',
  tags: ['settings'],
  operationId: 'changeSubaccount',
  summary: 'Rename, archive or restore a sub-account',
  security: secured,
  request: {
    params: SubaccountNameParam,
    body: { content: { 'application/json': { schema: SubaccountChangeSchema } }, required: true },
  },
  responses: {
    200: json(SubaccountSchema, 'The sub-account after the change'),
    ...authErrors,
    404: error('No sub-account of that name (`not_found`)'),
    409: error(
      '`subaccount_exists` (the new name is taken); `unpaid_balance` (a balance is not paid out yet: `details.balances` lists `{coin, amount}`); `last_active` (the only active sub-account)',
    ),
  },
});

export const getOverview = createRoute({
  method: 'get',
  path: '/account/overview',
  tags: ['account'],
  operationId: 'getSubaccountOverview',
  summary: 'Every sub-account side by side: hashrate, workers and unpaid balance per coin, with totals',
  security: secured,
  request: { query: algorithmOnly },
  responses: { 200: json(OverviewSchema, 'One row per sub-account'), ...notModified, ...authErrors },
});
