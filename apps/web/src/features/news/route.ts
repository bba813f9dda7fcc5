import { defineMessages, defineRoute, publicPage } from '../../lib/routes';

/** The page `News` at `/news`. */
export const newsRoute = defineRoute({
  id: 'news',
  path: '/news',
  meta: publicPage,
  messages: defineMessages({
    title: { id: 'route.news.title', defaultMessage: 'Pool news' },
    description: {
      id: 'route.news.description',
      defaultMessage: 'Announcements from the pool: maintenance windows, new coins and changes to payouts.',
    },
    nav: { id: 'nav.news', defaultMessage: 'News' },
  }),
  page: () => import('./News').then((m) => m.News),
});
