import { cabinetPage, defineMessages, defineRoute } from '../../lib/routes';

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
