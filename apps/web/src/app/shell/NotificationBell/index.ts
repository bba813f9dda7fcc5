export { NotificationBell, NotificationList } from './NotificationBell';
