import { newRouter } from '../http/router';
import type { ServicesOf } from '../services';
import { accountsRouter } from './accountsRoutes';
import { auditRouter } from './auditRoutes';
import { inboxRouter } from './inboxRoutes';
import { mailAdminRouter } from './mail';
import { maintenanceRouter } from './maintenance';
import { newsRouter } from './news';
import { redirectsRouter } from './redirects';

export { requireStaff, staffGate, type StaffRole } from './guard';
export { recordAudit, type AuditAction } from './audit';
export { maintenanceGate } from './maintenance';

/**
 * The `admin` tag's router: the operator console's operations, each mounted behind `staffGate` (app.ts) and calling
 * `requireStaff` with the roles it allows before anything else.
 */
export function adminRouter(services: ServicesOf) {
  const app = newRouter();
  app.route('/', newsRouter(services));
  app.route('/', maintenanceRouter(services));
  app.route('/', redirectsRouter(services));
  app.route('/', auditRouter(services));
  app.route('/', accountsRouter(services));
  app.route('/', inboxRouter(services));
  app.route('/', mailAdminRouter(services));
  return app;
}
