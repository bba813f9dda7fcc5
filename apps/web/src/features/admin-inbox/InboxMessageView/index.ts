export { InboxMessageView, type InboxMessageViewProps } from './InboxMessageView';
