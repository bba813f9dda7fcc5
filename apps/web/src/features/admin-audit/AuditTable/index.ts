export { AuditTable, type AuditTableProps } from './AuditTable';
