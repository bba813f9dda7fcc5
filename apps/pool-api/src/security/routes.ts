import { createRoute } from '@hono/zod-openapi';
import { commonErrors, error, json } from '../http/responses';
import { FreezeRequestSchema, PayoutFreezeSchema } from './schemas';

// The freeze link's operation: public (the token is the credential), in the public tag beside the contact form.

export const freezePayouts = createRoute({
  method: 'post',
  path: '/security/freeze',
  tags: ['public'],
  operationId: 'freezePayouts',
  summary: 'Freeze a coin’s payouts from the link in an address-change e-mail',
  description:
    'Every payout address change e-mails the account a link `{publicUrl}/security/freeze/{token}` (with `/ru` or `/cn` for those languages); its page posts the token here. No sign-in: the token is the credential, valid for 7 days and once. The coin’s payouts of that sub-account stop until the pool’s support releases the freeze (the wallet shows `payoutsFrozenAt`), and support is told. In front of Miningcore the freeze is recorded and shown, but the engine’s own payouts are support’s to stop.',
  request: {
    body: { content: { 'application/json': { schema: FreezeRequestSchema } }, required: true },
  },
  responses: {
    200: json(PayoutFreezeSchema, 'Frozen (or frozen already, since `frozenAt`)'),
    ...commonErrors,
    404: error('`freeze_link_invalid`: no such link'),
    410: error('`freeze_link_used` (a link works once) or `freeze_link_expired` (after 7 days)'),
  },
});
