export { Webhooks } from './Webhooks';
export { WebhooksView, webhooksSectionId, type WebhooksViewProps } from './WebhooksView';
