import { useSubAccounts } from '../../../lib/cabinet/subAccountQueries';
import {
  useChangeWebhook,
  useCreateWebhook,
  useDeleteWebhook,
  useLoadWebhookDeliveries,
  useTestWebhook,
  useWebhooks,
} from '../../../lib/cabinet/webhookQueries';
import { WebhooksView } from './WebhooksView';

/** The settings section of webhooks, on the API. */
export function Webhooks() {
  const list = useWebhooks();
  const subaccounts = useSubAccounts();
  const create = useCreateWebhook();
  const change = useChangeWebhook();
  const remove = useDeleteWebhook();
  const test = useTestWebhook();
  const loadDeliveries = useLoadWebhookDeliveries();
  return (
    <WebhooksView
      endpoints={list.data?.endpoints}
      {...(list.isError ? { loadError: list.error.message } : {})}
      onRetry={() => void list.refetch()}
      subaccounts={(subaccounts.data?.items ?? []).filter((s) => s.archivedAt === null).map((s) => s.name)}
      onAdd={create.mutateAsync}
      onToggle={(id, enabled) => change.mutateAsync({ id, change: { enabled } })}
      onTest={async (id) => (await test.mutateAsync(id)).delivery}
      onDelete={remove.mutateAsync}
      loadDeliveries={loadDeliveries}
    />
  );
}
