import { defineMessages, defineRoute, publicPage } from '../../lib/routes';

/** The page `Top` at `/top`. */
export const topRoute = defineRoute({
  id: 'top',
  path: '/top',
  meta: publicPage,
  messages: defineMessages({
    title: { id: 'route.top.title', defaultMessage: 'Top miners' },
    description: {
      id: 'route.top.description',
      defaultMessage: 'The miners with the highest hashrate over the last 24 hours, their names masked.',
    },
    nav: { id: 'nav.top', defaultMessage: 'Top miners' },
  }),
  page: () => import('./Top').then((m) => m.Top),
});
