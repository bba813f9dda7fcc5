import { cabinetPage, defineMessages, defineRoute } from '../../lib/routes';

/** The page `SubAccounts` at `/subaccounts`: every sub-account's figures side by side. */
export const subAccountsRoute = defineRoute({
  id: 'subaccounts',
  path: '/subaccounts',
  meta: cabinetPage,
  messages: defineMessages({
    title: { id: 'route.subaccounts.title', defaultMessage: 'Sub-accounts' },
    description: {
      id: 'route.subaccounts.description',
      defaultMessage: 'Every sub-account of your farm side by side: hashrate, workers and unpaid balances.',
    },
    nav: { id: 'nav.subaccounts', defaultMessage: 'Sub-accounts' },
  }),
  page: () => import('./SubAccounts').then((m) => m.SubAccounts),
});
