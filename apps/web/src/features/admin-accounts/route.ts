import { consolePage, defineMessages, defineRoute } from '../../lib/routes';

/** The page `AdminAccounts` at `/admin/accounts`: find an account by user name, e-mail or payout address. */
export const adminAccountsRoute = defineRoute({
  id: 'adminAccounts',
  path: '/admin/accounts',
  meta: consolePage,
  console: { section: 'accounts', roles: ['admin', 'support'] },
  messagePrefix: 'adminAccounts',
  messages: defineMessages({
    title: { id: 'route.adminAccounts.title', defaultMessage: 'Accounts' },
    description: {
      id: 'route.adminAccounts.description',
      defaultMessage: 'Find a miner by user name, e-mail or payout address, see their sub-accounts and bans.',
    },
    nav: { id: 'nav.adminAccounts', defaultMessage: 'Accounts' },
  }),
  page: () => import('./AdminAccounts').then((m) => m.AdminAccounts),
});

/** The page `AdminAccount` at `/admin/accounts/:sub`: one account's sub-accounts, workers, balances and ban. */
export const adminAccountRoute = defineRoute({
  id: 'adminAccount',
  path: '/admin/accounts/:sub',
  meta: consolePage,
  console: { section: 'accounts', roles: ['admin', 'support'] },
  messagePrefix: 'adminAccounts',
  messages: defineMessages({
    title: { id: 'route.adminAccount.title', defaultMessage: 'Account' },
    description: {
      id: 'route.adminAccount.description',
      defaultMessage:
        'The account’s sub-accounts with their workers and balances, its payout addresses and its ban.',
    },
  }),
  page: () => import('./AdminAccount').then((m) => m.AdminAccount),
});
