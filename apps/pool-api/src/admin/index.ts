import { newRouter } from '../http/router';
import type { ServicesOf } from '../services';
import { auditRouter } from './auditRoutes';

export { requireStaff, staffGate, type StaffRole } from './guard';
export { recordAudit, type AuditAction } from './audit';

/**
 * The `admin` tag's router: the operator console's operations, each mounted behind `staffGate` (app.ts) and calling
 * `requireStaff` with the roles it allows before anything else.
 */
export function adminRouter(services: ServicesOf) {
  const app = newRouter();
  app.route('/', auditRouter(services));
  return app;
}
