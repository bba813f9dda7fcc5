export { NewsStatusBadge } from './NewsStatusBadge';
