export { MaintenanceForm, type MaintenanceFormProps } from './MaintenanceForm';
