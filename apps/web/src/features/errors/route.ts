import { defineMessages, defineRoute, errorPage } from '../../lib/routes';

/** The page `Error401` at `/error/401`. */
export const error401Route = defineRoute({
  id: 'error401',
  path: '/error/401',
  meta: errorPage,
  messages: defineMessages({
    title: { id: 'route.error401.title', defaultMessage: 'Your session has ended' },
    description: {
      id: 'route.error401.description',
      defaultMessage: 'You were signed out, or your sign-in could not be renewed. Sign in again to carry on.',
    },
  }),
  page: () => import('./Error401').then((m) => m.Error401),
});

/** The page `Error404` at `/error/404`. */
export const error404Route = defineRoute({
  id: 'error404',
  path: '/error/404',
  meta: errorPage,
  messages: defineMessages({
    title: { id: 'route.error404.title', defaultMessage: 'Page Not Found' },
    description: {
      id: 'route.error404.description',
      defaultMessage: 'The address may be mistyped, or the page has moved.',
    },
  }),
  page: () => import('./Error404').then((m) => m.Error404),
});

/** The page `ErrorBanned` at `/error/banned`. */
export const errorBannedRoute = defineRoute({
  id: 'errorBanned',
  path: '/error/banned',
  meta: errorPage,
  messages: defineMessages({
    title: { id: 'route.errorBanned.title', defaultMessage: 'Your account is blocked' },
    description: {
      id: 'route.errorBanned.description',
      defaultMessage:
        'This account can no longer use the cabinet. If you think this is a mistake, write to the pool team and give your user name.',
    },
  }),
  page: () => import('./ErrorBanned').then((m) => m.ErrorBanned),
});
