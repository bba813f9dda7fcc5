import { consolePage, defineMessages, defineRoute } from '../../lib/routes';

/** The news items' list, `AdminNewsList` at `/admin/news`. */
export const adminNewsRoute = defineRoute({
  id: 'adminNews',
  path: '/admin/news',
  meta: consolePage,
  console: { section: 'news', roles: ['admin'] },
  messages: defineMessages({
    title: { id: 'route.adminNews.title', defaultMessage: 'News' },
    description: {
      id: 'route.adminNews.description',
      defaultMessage:
        'Write, schedule, publish and unpublish the pool’s news in English, Russian and Chinese.',
    },
  }),
  page: () => import('./AdminNewsList').then((m) => m.AdminNewsList),
});

/** A new item's editor, `AdminNewsEditor` at `/admin/news/new`. */
export const adminNewsNewRoute = defineRoute({
  id: 'adminNewsNew',
  path: '/admin/news/new',
  meta: consolePage,
  console: { section: 'news', roles: ['admin'] },
  messagePrefix: 'adminNews',
  messages: defineMessages({
    title: { id: 'route.adminNewsNew.title', defaultMessage: 'New news item' },
    description: {
      id: 'route.adminNewsNew.description',
      defaultMessage: 'Write the item in each language; a language left empty shows the English text.',
    },
  }),
  page: () => import('./AdminNewsEditor').then((m) => m.AdminNewsEditor),
});

/** An item's editor, `AdminNewsEditor` at `/admin/news/:id`. */
export const adminNewsItemRoute = defineRoute({
  id: 'adminNewsItem',
  path: '/admin/news/:id',
  meta: { ...consolePage, validate: ({ id }) => /^[A-Za-z0-9_-]{1,64}$/.test(id ?? '') },
  console: { section: 'news', roles: ['admin'] },
  messagePrefix: 'adminNews',
  messages: defineMessages({
    title: { id: 'route.adminNewsItem.title', defaultMessage: 'Edit news item' },
    description: {
      id: 'route.adminNewsItem.description',
      defaultMessage: 'Change the item, publish it now, schedule it, unpublish or delete it.',
    },
  }),
  page: () => import('./AdminNewsEditor').then((m) => m.AdminNewsEditor),
});
