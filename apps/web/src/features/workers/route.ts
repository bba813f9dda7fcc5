import { cabinetPage, defineMessages, defineRoute } from '../../lib/routes';

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
