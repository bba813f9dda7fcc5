import { cabinetPage, defineMessages, defineRoute } from '../../lib/routes';

/** The page `Wallets` at `/wallets`. */
export const walletsRoute = defineRoute({
  id: 'wallets',
  path: '/wallets',
  meta: cabinetPage,
  messages: defineMessages({
    title: { id: 'route.wallets.title', defaultMessage: 'Wallets' },
    description: {
      id: 'route.wallets.description',
      defaultMessage: 'Your payout address and threshold for each coin.',
    },
    nav: { id: 'nav.wallets', defaultMessage: 'Wallets' },
  }),
  page: () => import('./Wallets').then((m) => m.Wallets),
});
