import { cabinetPage, defineMessages, defineRoute } from '../../lib/routes';

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
