import { consolePage, defineMessages, defineRoute } from '../../lib/routes';

/** The page `AdminHome` at `/admin`: what needs the operator's attention. */
export const adminHomeRoute = defineRoute({
  id: 'adminHome',
  path: '/admin',
  meta: consolePage,
  console: { section: 'home', roles: ['admin', 'support'] },
  messages: defineMessages({
    title: { id: 'route.adminHome.title', defaultMessage: 'Operator console' },
    description: {
      id: 'route.adminHome.description',
      defaultMessage:
        'What needs attention: news waiting to go out, maintenance, new messages and failed mail.',
    },
    nav: { id: 'nav.adminHome', defaultMessage: 'Overview' },
  }),
  page: () => import('./AdminHome').then((m) => m.AdminHome),
});
