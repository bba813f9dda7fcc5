export { MaintenanceBanner, MaintenanceNotice, type MaintenanceNoticeProps } from './MaintenanceBanner';
