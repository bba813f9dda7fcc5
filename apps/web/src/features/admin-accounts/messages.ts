import { defineMessage, defineMessages } from 'react-intl';
import type { BanReason } from '../../lib/pool/accountBanned';

/** The accounts pages' texts. */
export const messages = defineMessages({
  search: { id: 'adminAccounts.search.label', defaultMessage: 'User name, e-mail or payout address' },
  searchButton: { id: 'adminAccounts.search.submit', defaultMessage: 'Search' },
  searchHint: {
    id: 'adminAccounts.search.hint',
    defaultMessage: 'Part of a user name or e-mail, or the start of an address.',
  },
  prompt: {
    id: 'adminAccounts.search.prompt',
    defaultMessage: 'Type a user name, an e-mail or an address to find an account.',
  },
  results: { id: 'adminAccounts.results.caption', defaultMessage: 'Accounts found' },
  none: { id: 'adminAccounts.results.none', defaultMessage: 'No account matches this search.' },
  user: { id: 'adminAccounts.column.user', defaultMessage: 'User' },
  email: { id: 'adminAccounts.column.email', defaultMessage: 'E-mail' },
  subaccounts: { id: 'adminAccounts.column.subaccounts', defaultMessage: 'Sub-accounts' },
  addresses: { id: 'adminAccounts.column.addresses', defaultMessage: 'Payout addresses' },
  status: { id: 'adminAccounts.column.status', defaultMessage: 'Status' },
  active: { id: 'adminAccounts.status.active', defaultMessage: 'Active' },
  banned: { id: 'adminAccounts.status.banned', defaultMessage: 'Banned' },
  noAddress: { id: 'adminAccounts.noAddress', defaultMessage: 'None' },
  noEmail: { id: 'adminAccounts.noEmail', defaultMessage: 'Not given' },
  failed: {
    id: 'adminAccounts.failed',
    defaultMessage: 'The accounts could not be loaded. Check the connection and try again.',
  },
  notFound: { id: 'adminAccounts.notFound', defaultMessage: 'There is no account with this id.' },
  retry: { id: 'adminAccounts.retry', defaultMessage: 'Retry' },
  back: { id: 'adminAccounts.back', defaultMessage: 'All accounts' },
  facts: { id: 'adminAccounts.facts', defaultMessage: 'Account' },
  created: { id: 'adminAccounts.created', defaultMessage: 'First seen' },
  id: { id: 'adminAccounts.id', defaultMessage: 'Id' },
  subaccountsTitle: { id: 'adminAccounts.subaccounts.title', defaultMessage: 'Sub-accounts' },
  subaccountsCaption: {
    id: 'adminAccounts.subaccounts.caption',
    defaultMessage: 'Workers and balances of each sub-account',
  },
  subaccountName: { id: 'adminAccounts.subaccounts.name', defaultMessage: 'Name' },
  workersOnline: { id: 'adminAccounts.subaccounts.online', defaultMessage: 'Workers online' },
  workersOffline: { id: 'adminAccounts.subaccounts.offline', defaultMessage: 'Workers offline' },
  balances: { id: 'adminAccounts.subaccounts.balances', defaultMessage: 'Balances' },
  noBalance: { id: 'adminAccounts.subaccounts.noBalance', defaultMessage: 'Nothing yet' },
  noSubaccounts: {
    id: 'adminAccounts.subaccounts.none',
    defaultMessage: 'This account has no sub-accounts yet.',
  },
  banTitle: { id: 'adminAccounts.ban.section', defaultMessage: 'Ban' },
  notBanned: {
    id: 'adminAccounts.ban.none',
    defaultMessage: 'The account is not banned: it can sign in, mine and use its API keys.',
  },
  ban: { id: 'adminAccounts.ban.open', defaultMessage: 'Ban account' },
  banConfirm: { id: 'adminAccounts.ban.confirm', defaultMessage: 'Ban' },
  reason: { id: 'adminAccounts.ban.reason', defaultMessage: 'Reason' },
  reasonPlaceholder: { id: 'adminAccounts.ban.reasonPlaceholder', defaultMessage: 'Choose a reason' },
  note: { id: 'adminAccounts.ban.note', defaultMessage: 'Note for the team (optional)' },
  cancel: { id: 'adminAccounts.cancel', defaultMessage: 'Cancel' },
  unban: { id: 'adminAccounts.unban.open', defaultMessage: 'Lift the ban' },
  unbanConfirm: { id: 'adminAccounts.unban.confirm', defaultMessage: 'Lift the ban' },
  invalid: {
    id: 'adminAccounts.ban.invalid',
    defaultMessage: 'The server found problems in the fields marked below.',
  },
  reasonRequired: { id: 'adminAccounts.ban.reasonRequired', defaultMessage: 'Choose a reason' },
  supportOnly: {
    id: 'adminAccounts.ban.supportOnly',
    defaultMessage: 'Only an administrator can ban or unban an account.',
  },
});

/** The accounts pages' texts with values. */
export const valued = {
  banDialogTitle: defineMessage<{ readonly user: string }>({
    id: 'adminAccounts.ban.title',
    defaultMessage: 'Ban {user}?',
  }),
  banDescription: defineMessage<{ readonly user: string }>({
    id: 'adminAccounts.ban.description',
    defaultMessage:
      '{user} will be refused at their next request: the cabinet, API keys and watcher links stop working at once, and they see the reason you choose.',
  }),
  unbanTitle: defineMessage<{ readonly user: string }>({
    id: 'adminAccounts.unban.title',
    defaultMessage: 'Lift the ban on {user}?',
  }),
  unbanDescription: defineMessage<{ readonly user: string }>({
    id: 'adminAccounts.unban.description',
    defaultMessage: '{user} can sign in, mine and use their API keys again at once.',
  }),
  bannedSince: defineMessage<{ readonly reason: string; readonly date: string; readonly by: string }>({
    id: 'adminAccounts.ban.since',
    defaultMessage: 'Banned for {reason} on {date} by {by}.',
  }),
  failed: defineMessage<{ readonly reason: string }>({
    id: 'adminAccounts.ban.failed',
    defaultMessage: 'The change was not saved: {reason}',
  }),
  noteCounter: defineMessage<{ readonly count: number; readonly max: number }>({
    id: 'adminAccounts.ban.noteCounter',
    defaultMessage: '{count, number} of {max, number} characters',
  }),
  open: defineMessage<{ readonly user: string }>({
    id: 'adminAccounts.open',
    defaultMessage: 'Open {user}',
  }),
};

/** The names of the ban reasons, as a staff member picks them. */
export const reasonNames = defineMessages({
  abuse: { id: 'adminAccounts.reason.abuse', defaultMessage: 'abuse' },
  fraud: { id: 'adminAccounts.reason.fraud', defaultMessage: 'fraud' },
  spam: { id: 'adminAccounts.reason.spam', defaultMessage: 'spam' },
  chargeback: { id: 'adminAccounts.reason.chargeback', defaultMessage: 'chargeback' },
  other: { id: 'adminAccounts.reason.other', defaultMessage: 'another reason' },
} satisfies Record<BanReason, unknown>);
