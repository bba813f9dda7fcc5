import { z } from '@hono/zod-openapi';
import { Averages } from '../account/schemas';
import { error } from '../http/responses';
import { AlgorithmSchema, Amount, CoinIdSchema, Time } from '../http/schemas';
import { SUBACCOUNT_NAME } from './names';

// The shapes of sub-accounts: the parameter every account and settings operation takes, the list and its changes,
// and the overview.

const Name = z.string().regex(SUBACCOUNT_NAME).openapi({
  example: 'site-a',
  description: '3–32 characters of a–z, 0–9, `-` and `_`, unique among the account’s sub-accounts',
});

/** The `subaccount` query parameter of every `/account/*` and sub-account-bound `/settings/*` operation. */
export const subaccountQuery = {
  subaccount: Name.optional().openapi({
    param: { name: 'subaccount', in: 'query' },
    description:
      'The sub-account to read or change, by name; without it the default one (the first active). `404 subaccount_not_found` for a name the account does not have, `403 subaccount_forbidden` for one an API key is not limited to',
  }),
};

/** What an operation that takes `subaccount` may answer besides its own answers. */
export const subaccountErrors = {
  404: error('`subaccount_not_found`: the account has no sub-account of that name'),
};

/** What a change to a sub-account's settings may answer besides its own answers. */
export const subaccountWriteErrors = {
  ...subaccountErrors,
  409: error('`subaccount_archived`: the sub-account is archived; restore it first'),
};

export const SubaccountSchema = z
  .object({
    name: Name,
    default: z.boolean().openapi({ description: 'The one used when a request names none' }),
    createdAt: Time,
    archivedAt: Time.nullable().openapi({ description: 'Null: active' }),
  })
  .openapi('SubAccount');

export const SubaccountListSchema = z
  .object({
    items: z.array(SubaccountSchema).openapi({
      description: 'Active ones in the order they were made (the default first), then archived ones',
    }),
    limit: z.number().int().openapi({ description: 'How many sub-accounts an account may hold' }),
  })
  .openapi('SubAccountList');

export const SubaccountCreateSchema = z.object({ name: Name }).strict().openapi('SubAccountCreate');

export const SubaccountChangeSchema = z
  .object({
    name: Name.optional().openapi({ description: 'A new name (the stratum login changes with it)' }),
    archived: z.boolean().optional().openapi({
      description:
        'Archive (`true`: history kept, hidden from the switcher; refused while a balance is unpaid) or restore (`false`)',
    }),
  })
  .strict()
  .openapi('SubAccountChange');

export const SubaccountNameParam = z.object({
  name: z
    .string()
    .max(64)
    .openapi({ param: { name: 'name', in: 'path' }, example: 'site-a' }),
});

const Balance = z.object({
  coin: CoinIdSchema,
  amount: Amount.openapi({ description: 'Settled and not yet paid' }),
});
const WorkerCounts = z.object({
  online: z.number().int(),
  offline: z.number().int(),
  inactive: z.number().int(),
});

export const OverviewSchema = z
  .object({
    algorithm: AlgorithmSchema,
    updatedAt: Time,
    items: z.array(
      z
        .object({
          name: Name,
          default: z.boolean(),
          archivedAt: Time.nullable(),
          hashrate: Averages,
          workers: WorkerCounts,
          balances: z.array(Balance).openapi({ description: 'One entry per coin of the algorithm' }),
        })
        .openapi('SubAccountFigures'),
    ),
    totals: z.object({ hashrate: Averages, workers: WorkerCounts, balances: z.array(Balance) }),
  })
  .openapi('SubAccountOverview');
