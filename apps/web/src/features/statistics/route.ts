import { cabinetPage, defineMessages, defineRoute, watchBasePath, watchPage } from '../../lib/routes';

/** The page `Statistics` at `/statistics`. */
export const statisticsRoute = defineRoute({
  id: 'statistics',
  path: '/statistics',
  meta: cabinetPage,
  messages: defineMessages({
    title: { id: 'route.statistics.title', defaultMessage: 'Statistics' },
    description: {
      id: 'route.statistics.description',
      defaultMessage: 'Your hashrate history and accepted, rejected and stale shares over time.',
    },
    nav: { id: 'nav.statistics', defaultMessage: 'Statistics' },
  }),
  page: () => import('./Statistics').then((m) => m.Statistics),
});

/** The page `Statistics` in a watcher view, at `/watch/:secret/statistics`: read-only, through the link. */
export const watchStatisticsRoute = defineRoute({
  id: 'watch-statistics',
  path: `${watchBasePath}/statistics`,
  meta: watchPage,
  messagePrefix: 'statistics',
  messages: {
    ...statisticsRoute.messages,
    ...defineMessages({
      description: {
        id: 'route.watch.statistics.description',
        defaultMessage: 'The shared sub-account’s hashrate over hours, days and months.',
      },
    }),
  },
  page: () => import('./Statistics').then((m) => m.Statistics),
});
