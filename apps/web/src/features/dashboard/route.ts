import {
  cabinetPage,
  defineMessages,
  defineRoute,
  signInLandingPath,
  watchBasePath,
  watchPage,
} from '../../lib/routes';

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

/** The page `Dashboard` in a watcher view, at `/watch/:secret`: read-only, through the link. */
export const watchDashboardRoute = defineRoute({
  id: 'watch',
  path: watchBasePath,
  meta: watchPage,
  messagePrefix: 'dashboard',
  messages: {
    ...dashboardRoute.messages,
    ...defineMessages({
      description: {
        id: 'route.watch.description',
        defaultMessage: 'A shared, read-only view of a sub-account: its hashrate and workers at a glance.',
      },
    }),
  },
  page: () => import('./Dashboard').then((m) => m.Dashboard),
});
