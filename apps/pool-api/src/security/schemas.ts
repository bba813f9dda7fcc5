import { z } from '@hono/zod-openapi';
import { CoinIdSchema, Time } from '../http/schemas';

// The shapes of the freeze link's operation.

export const FreezeRequestSchema = z
  .object({
    token: z.string().min(1).max(200).openapi({
      example: 'lUq3Xv0cR1m2bq9f3zY0dXk1Vf5m0f8cA4jG7wq2rTs',
      description: 'The last part of the freeze link in the address-change e-mail',
    }),
  })
  .strict()
  .openapi('FreezeRequest');

export const PayoutFreezeSchema = z
  .object({
    coin: CoinIdSchema,
    subaccount: z.string().openapi({ example: 'site-a', description: 'The sub-account whose payouts stop' }),
    frozenAt: Time,
  })
  .openapi('PayoutFreeze', {
    description: 'The coin’s payouts of the sub-account are frozen until the pool’s support releases them',
  });
