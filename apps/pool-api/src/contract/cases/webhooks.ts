import { describe, expect, it } from 'vitest';
import { startTestReceiver } from '../../testing/receiver';
import type { Call, ContractStack } from '../harness';

/**
 * Every webhook operation once, through `call` (whose answers are checked against the document), as `token`; the
 * API must allow loopback endpoints. Their behaviour: src/webhooks/*.test.ts.
 */
export async function exerciseWebhookOperations(call: Call, token: string): Promise<void> {
  const receiver = await startTestReceiver();
  try {
    const created = await call('/settings/webhooks', {
      token,
      method: 'POST',
      body: { url: `${receiver.origin}/contract`, description: 'contract', format: 'standard' },
    });
    expect(created.status).toBe(201);
    const id = created.body.endpoint.id as string;
    expect((await call('/settings/webhooks', { token })).body.endpoints).toHaveLength(1);
    const changed = await call(`/settings/webhooks/${id}`, {
      token,
      method: 'PATCH',
      body: { description: 'renamed', subaccounts: null },
    });
    expect(changed.body.endpoint.description).toBe('renamed');
    const tested = await call(`/settings/webhooks/${id}/test`, { token, method: 'POST' });
    expect(tested.body.delivery.status).toBe('delivered');
    expect(receiver.received).toHaveLength(1);
    const log = await call(`/settings/webhooks/${id}/deliveries?limit=5`, { token });
    expect(log.body).toEqual({ deliveries: [tested.body.delivery], nextCursor: null });
    const refused = await call('/settings/webhooks', {
      token,
      method: 'POST',
      body: { url: 'http://169.254.169.254/' },
    });
    expect(refused.body.details.fields[0]).toMatchObject({ field: 'url', code: 'url_private' });
    expect((await call(`/settings/webhooks/${id}`, { token, method: 'DELETE' })).status).toBe(204);
  } finally {
    await receiver.close();
  }
}

/** The webhook endpoints' operations on the simulator's stack. */
export function webhookCases(stack: ContractStack) {
  describe('webhook endpoints', () => {
    it('are created, listed, changed, tested, logged and deleted as the document says', async () => {
      await exerciseWebhookOperations(stack.call, stack.demo);
    });
  });
}
