import { cabinetPage, defineMessages, defineRoute, signInLandingPath } from '../../lib/routes';

/** The page `Dashboard` at `/dashboard`. */
export const dashboardRoute = defineRoute({
  id: 'dashboard',
  path: signInLandingPath,
  meta: cabinetPage,
  messages: defineMessages({
    title: { id: 'route.dashboard.title', defaultMessage: 'Dashboard' },
    description: {
      id: 'route.dashboard.description',
      defaultMessage: 'Your hashrate, workers, balance and today’s estimate at a glance.',
    },
    nav: { id: 'nav.dashboard', defaultMessage: 'Dashboard' },
  }),
  page: () => import('./Dashboard').then((m) => m.Dashboard),
});
