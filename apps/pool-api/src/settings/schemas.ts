import { z } from '@hono/zod-openapi';
import { apiKeyScopes } from '../http/auth';
import { Amount, CoinIdSchema, locales, Time } from '../http/schemas';

// The settings tag's shapes: wallets, notification settings, personal API keys.

export const WalletProofSchema = z
  .object({
    status: z.enum(['pending', 'proven']).openapi({
      description: '`pending` until the pool sees a worker with this name mining to the address',
    }),
    workerName: z
      .string()
      .openapi({ example: 'lodek3x9q2', description: 'The one-time worker name to mine with' }),
    login: z.string().openapi({
      example: 'ltc1q….lodek3x9q2',
      description: 'The stratum user name that proves the address: `address.workerName`',
    }),
    requestedAt: Time,
    provenAt: Time.nullable(),
  })
  .openapi('WalletProof', {
    description:
      'How the address is proved to be the account’s: mine a few minutes with a worker of this name; until then the address shows no data',
  });

export const WalletSchema = z
  .object({
    coin: CoinIdSchema,
    address: z.string().nullable().openapi({ description: 'Null: no address linked for this coin yet' }),
    payoutThreshold: Amount,
    minPayout: Amount,
    maxPayout: Amount,
    paused: z.boolean().nullable().openapi({ description: 'Null: the pool engine cannot pause payouts' }),
    addressChangedAt: Time.nullable(),
    payoutsHeldUntil: Time.nullable().openapi({ description: 'Payouts wait 48 h after an address change' }),
    payoutsFrozenAt: Time.nullable().openapi({
      description:
        'When the owner froze this coin’s payouts from the link in an address-change e-mail (`POST /security/freeze`); null: not frozen. They stay frozen until support releases them',
    }),
    proof: WalletProofSchema.nullable().openapi({
      description: 'Null: the pool needs no proof of this address (the embedded simulator)',
    }),
    thresholdTakesEffectWithin: z.number().int().openapi({
      description:
        'Seconds until a changed threshold applies: 0 at once, else the pool engine’s payout run interval',
    }),
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

export const RuleChannelsSchema = z
  .object({
    email: z.boolean().openapi({ description: 'By e-mail (only while the top-level `email` is on too)' }),
    telegram: z.boolean().openapi({ description: 'To the linked Telegram chats' }),
    webhook: z
      .boolean()
      .openapi({ description: 'To the enabled webhook endpoints covering the sub-account' }),
  })
  .strict()
  .openapi('RuleChannels', {
    description:
      'Where the rule’s alerts go. A channel is used only when the account has a destination for it (a linked Telegram chat, an enabled webhook endpoint)',
  });

const rules = (channels: z.ZodType<z.infer<typeof RuleChannelsSchema> | undefined>) => ({
  workerOffline: z.object({
    enabled: z.boolean(),
    afterMinutes: z.number().int().min(5).max(1440),
    channels,
  }),
  hashrateDrop: z.object({ enabled: z.boolean(), belowPercent: z.number().int().min(1).max(99), channels }),
  rejectRate: z.object({ enabled: z.boolean(), abovePercent: z.number().min(0.1).max(50), channels }),
  payoutSent: z.object({ enabled: z.boolean(), channels }),
});

const notificationFields = {
  email: z.boolean().openapi({ description: 'Send the notifications by e-mail (the e-mail master switch)' }),
  repeatMinutes: z.number().int().min(15).max(1440).openapi({
    description: 'Repeat an alert at most this often, so a flapping worker cannot flood the inbox',
  }),
  locale: z.enum(locales).optional().openapi({
    description:
      'Language of the e-mails and messages (`en` until set); a body without it keeps the saved one',
  }),
};

export const NotificationSettingsSchema = z
  .object({ ...notificationFields, ...rules(RuleChannelsSchema) })
  .strict()
  .openapi('NotificationSettings');

export const NotificationSettingsUpdateSchema = z
  .object({
    ...notificationFields,
    ...rules(
      RuleChannelsSchema.optional().openapi({
        description: 'Left out: the rule keeps its saved channels (every channel until saved)',
      }),
    ),
  })
  .strict()
  .openapi('NotificationSettingsUpdate');

export const ApiKeySchema = z
  .object({
    id: z.string(),
    name: z.string(),
    scopes: z.array(z.enum(apiKeyScopes)),
    prefix: z.string().openapi({ description: 'The start of the key, to recognise it' }),
    createdAt: Time,
    lastUsedAt: Time.nullable(),
    revokedAt: Time.nullable(),
    subaccounts: z.array(z.string()).nullable().openapi({
      description: 'The sub-accounts (by name) the key reaches; null: every one, present and future',
    }),
  })
  .openapi('ApiKey');

export const ApiKeyCreatedSchema = ApiKeySchema.extend({
  secret: z.string().openapi({ description: 'The whole key: shown once, only its hash is stored' }),
}).openapi('ApiKeyCreated');

export const ApiKeyCreateSchema = z
  .object({
    name: z.string().trim().min(1).max(64),
    scopes: z.array(z.enum(apiKeyScopes)).min(1),
    subaccounts: z.array(z.string().max(64)).max(200).optional().openapi({
      description: 'Limit the key to these sub-accounts (names); left out or empty: every sub-account',
    }),
  })
  .strict()
  .openapi('ApiKeyCreate');
