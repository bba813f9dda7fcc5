import { cabinetPage, defineMessages, defineRoute } from '../../lib/routes';

/** The page `ApiAccess` at `/api`. */
export const apiKeysRoute = defineRoute({
  id: 'api',
  path: '/api',
  meta: cabinetPage,
  messagePrefix: 'apiKeys',
  messages: defineMessages({
    title: { id: 'route.api.title', defaultMessage: 'API access' },
    description: {
      id: 'route.api.description',
      defaultMessage: 'Personal API keys for your own tools and watchers, with the scopes you grant them.',
    },
    nav: { id: 'nav.api', defaultMessage: 'API access' },
  }),
  page: () => import('./ApiAccess').then((m) => m.ApiAccess),
});
