import { consolePage, defineMessages, defineRoute } from '../../lib/routes';

/** The page `AdminMaintenance` at `/admin/maintenance`. */
export const adminMaintenanceRoute = defineRoute({
  id: 'adminMaintenance',
  path: '/admin/maintenance',
  meta: consolePage,
  console: { section: 'maintenance', roles: ['admin'] },
  messages: defineMessages({
    title: { id: 'route.adminMaintenance.title', defaultMessage: 'Maintenance' },
    description: {
      id: 'route.adminMaintenance.description',
      defaultMessage: 'Put the site into maintenance now or for a window, with a message in each language.',
    },
  }),
  page: () => import('./AdminMaintenance').then((m) => m.AdminMaintenance),
});
