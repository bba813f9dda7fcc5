import { consolePage, defineMessages, defineRoute } from '../../lib/routes';

/** The page `AdminAudit` at `/admin/audit`. */
export const adminAuditRoute = defineRoute({
  id: 'adminAudit',
  path: '/admin/audit',
  meta: consolePage,
  console: { section: 'audit', roles: ['admin'] },
  messages: defineMessages({
    title: { id: 'route.adminAudit.title', defaultMessage: 'Audit log' },
    description: {
      id: 'route.adminAudit.description',
      defaultMessage: 'Every console action: who did it, when, and the values before and after.',
    },
  }),
  page: () => import('./AdminAudit').then((m) => m.AdminAudit),
});
