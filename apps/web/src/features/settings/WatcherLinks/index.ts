export { WatcherLinks } from './WatcherLinks';
export { WatcherLinksView, type WatcherLinksViewProps } from './WatcherLinksView';
