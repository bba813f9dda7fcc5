import { consolePage, defineMessages, defineRoute } from '../../lib/routes';

/** The page `AdminRedirects` at `/admin/redirects`. */
export const adminRedirectsRoute = defineRoute({
  id: 'adminRedirects',
  path: '/admin/redirects',
  meta: consolePage,
  console: { section: 'redirects', roles: ['admin'] },
  messages: defineMessages({
    title: { id: 'route.adminRedirects.title', defaultMessage: 'Redirects' },
    description: {
      id: 'route.adminRedirects.description',
      defaultMessage: 'The route rules every host server applies: which old paths go where.',
    },
  }),
  page: () => import('./AdminRedirects').then((m) => m.AdminRedirects),
});
