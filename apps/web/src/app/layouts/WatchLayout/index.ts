export { WatchLayout } from './WatchLayout';
