export { InboxList, type InboxListProps } from './InboxList';
