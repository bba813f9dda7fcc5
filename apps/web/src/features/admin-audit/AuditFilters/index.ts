export { AuditFilters } from './AuditFilters';
