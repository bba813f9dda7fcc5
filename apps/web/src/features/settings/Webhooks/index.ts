export { WebhooksView, webhooksSectionId, type WebhooksViewProps } from './WebhooksView';
