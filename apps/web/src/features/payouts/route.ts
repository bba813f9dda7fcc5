import { cabinetPage, defineMessages, defineRoute, watchBasePath, watchPage } from '../../lib/routes';

/** The page `Payouts` at `/payouts`. */
export const payoutsRoute = defineRoute({
  id: 'payouts',
  path: '/payouts',
  meta: cabinetPage,
  messages: defineMessages({
    title: { id: 'route.payouts.title', defaultMessage: 'Payouts' },
    description: {
      id: 'route.payouts.description',
      defaultMessage: 'Payments sent to your wallets, with amounts, fees and transaction links.',
    },
    nav: { id: 'nav.payouts', defaultMessage: 'Payouts' },
  }),
  page: () => import('./Payouts').then((m) => m.Payouts),
});

/** The page `Payouts` in a watcher view, at `/watch/:secret/payouts`: read-only, through the link. */
export const watchPayoutsRoute = defineRoute({
  id: 'watch-payouts',
  path: `${watchBasePath}/payouts`,
  meta: watchPage,
  messagePrefix: 'payouts',
  messages: {
    ...payoutsRoute.messages,
    ...defineMessages({
      description: {
        id: 'route.watch.payouts.description',
        defaultMessage: 'The payouts sent for the shared sub-account, with their transactions.',
      },
    }),
  },
  page: () => import('./Payouts').then((m) => m.Payouts),
});
