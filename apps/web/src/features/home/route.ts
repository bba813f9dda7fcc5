import { defineMessages, defineRoute, publicPage } from '../../lib/routes';

/** The page `Home` at `/`. */
export const homeRoute = defineRoute({
  id: 'home',
  path: '/',
  meta: publicPage,
  messages: defineMessages({
    title: { id: 'route.home.title', defaultMessage: 'Lode mining pool' },
    description: {
      id: 'route.home.description',
      defaultMessage:
        'Scrypt mining for Litecoin with merge-mined Dogecoin: one connection, two coins, payouts every day.',
    },
    nav: { id: 'nav.home', defaultMessage: 'Home' },
  }),
  page: () => import('./Home').then((m) => m.Home),
});
