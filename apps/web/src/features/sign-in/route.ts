import { defineMessages, defineRoute, publicPage } from '../../lib/routes';

/** The page `AuthCallback` at `/auth/callback`. */
export const authCallbackRoute = defineRoute({
  id: 'authCallback',
  path: '/auth/callback',
  meta: publicPage,
  localized: false,
  messages: defineMessages({
    title: { id: 'route.authCallback.title', defaultMessage: 'Signing you in…' },
    description: {
      id: 'route.authCallback.description',
      defaultMessage: 'Finishing your sign-in. You will be taken to your page in a moment.',
    },
  }),
  page: () => import('./AuthCallback').then((m) => m.AuthCallback),
});
