import { cabinetPage, defineMessages, defineRoute, watchBasePath, watchPage } from '../../lib/routes';

/** The page `Workers` at `/workers`. */
export const workersRoute = defineRoute({
  id: 'workers',
  path: '/workers',
  meta: cabinetPage,
  messages: defineMessages({
    title: { id: 'route.workers.title', defaultMessage: 'Workers' },
    description: {
      id: 'route.workers.description',
      defaultMessage: 'Every rig connected to your account, its status, hashrate and last share.',
    },
    nav: { id: 'nav.workers', defaultMessage: 'Workers' },
  }),
  page: () => import('./Workers').then((m) => m.Workers),
});

/** The page `Workers` in a watcher view, at `/watch/:secret/workers`: read-only, through the link. */
export const watchWorkersRoute = defineRoute({
  id: 'watch-workers',
  path: `${watchBasePath}/workers`,
  meta: watchPage,
  messagePrefix: 'workers',
  messages: {
    ...workersRoute.messages,
    ...defineMessages({
      description: {
        id: 'route.watch.workers.description',
        defaultMessage: 'Every rig of the shared sub-account, its status, hashrate and last share.',
      },
    }),
  },
  page: () => import('./Workers').then((m) => m.Workers),
});
