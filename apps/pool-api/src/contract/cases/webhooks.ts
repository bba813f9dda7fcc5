import { describe, expect, it } from 'vitest';
import { startTestReceiver } from '../../testing/receiver';
import type { ContractStack } from '../harness';

/** The webhook endpoints' operations (their behaviour: src/webhooks/*.test.ts), each answer checked. */
export function webhookCases(stack: ContractStack) {
  describe('webhook endpoints', () => {
    it('are created, listed, changed, tested, logged and deleted as the document says', async () => {
      const receiver = await startTestReceiver();
      try {
        const created = await stack.call('/settings/webhooks', {
          token: stack.demo,
          method: 'POST',
          body: { url: `${receiver.origin}/contract`, description: 'contract', format: 'standard' },
        });
        expect(created.status).toBe(201);
        const id = created.body.endpoint.id as string;
        expect((await stack.call('/settings/webhooks', { token: stack.demo })).body.endpoints).toHaveLength(
          1,
        );
        const changed = await stack.call(`/settings/webhooks/${id}`, {
          token: stack.demo,
          method: 'PATCH',
          body: { description: 'renamed', subaccounts: null },
        });
        expect(changed.body.endpoint.description).toBe('renamed');
        const tested = await stack.call(`/settings/webhooks/${id}/test`, {
          token: stack.demo,
          method: 'POST',
        });
        expect(tested.body.delivery.status).toBe('delivered');
        expect(receiver.received).toHaveLength(1);
        const log = await stack.call(`/settings/webhooks/${id}/deliveries?limit=5`, { token: stack.demo });
        expect(log.body).toEqual({ deliveries: [tested.body.delivery], nextCursor: null });
        const refused = await stack.call('/settings/webhooks', {
          token: stack.demo,
          method: 'POST',
          body: { url: 'http://169.254.169.254/' },
        });
        expect(refused.body.details.fields[0]).toMatchObject({ field: 'url', code: 'url_private' });
        expect(
          (await stack.call(`/settings/webhooks/${id}`, { token: stack.demo, method: 'DELETE' })).status,
        ).toBe(204);
      } finally {
        await receiver.close();
      }
    });
  });
}
