import { defineMessage, defineMessages, type IntlShape, type MessageDescriptor } from 'react-intl';
import type { WatcherExpiry, WatcherScope } from '../../../lib/cabinet/watcherQueries';

// The words of the watcher links section.

/** Plain messages of the section. */
export const messages = defineMessages({
  title: { id: 'settings.watchers', defaultMessage: 'Watcher links' },
  description: {
    id: 'settings.watchers.description',
    defaultMessage:
      'Share a read-only view of this sub-account with a hosting client, an investor or a site manager: they open the link without signing in and cannot change anything.',
  },
  active: { id: 'settings.watchers.active', defaultMessage: 'Active links' },
  ended: { id: 'settings.watchers.ended', defaultMessage: 'Revoked and expired' },
  endedDescription: {
    id: 'settings.watchers.ended.description',
    defaultMessage: 'These links no longer open anything. They are kept here for your records.',
  },
  empty: {
    id: 'settings.watchers.empty',
    defaultMessage: 'No watcher links yet. Create one below to share this sub-account.',
  },
  noneActive: { id: 'settings.watchers.noneActive', defaultMessage: 'No link works at the moment.' },
  retry: { id: 'settings.watchers.retry', defaultMessage: 'Retry' },
  createTitle: { id: 'settings.watchers.create', defaultMessage: 'New watcher link' },
  label: { id: 'settings.watchers.label', defaultMessage: 'Label' },
  labelHint: {
    id: 'settings.watchers.label.hint',
    defaultMessage: 'Who the link is for, e.g. “Hosting client: site A”. Only you see it.',
  },
  labelRequired: { id: 'settings.watchers.error.required', defaultMessage: 'Enter a label' },
  scopes: { id: 'settings.watchers.scopes', defaultMessage: 'What the watcher sees' },
  dashboard: { id: 'settings.watchers.scope.dashboard', defaultMessage: 'Dashboard' },
  dashboardHint: {
    id: 'settings.watchers.scope.dashboard.hint',
    defaultMessage: 'Always included: hashrate and worker counts of the last 24 hours.',
  },
  workers: { id: 'settings.watchers.scope.workers', defaultMessage: 'Workers' },
  workersHint: {
    id: 'settings.watchers.scope.workers.hint',
    defaultMessage: 'The workers list and each worker’s hashrate.',
  },
  earnings: { id: 'settings.watchers.scope.earnings', defaultMessage: 'Earnings (accruals and payouts)' },
  earningsHint: {
    id: 'settings.watchers.scope.earnings.hint',
    defaultMessage: 'Accruals, payouts and balances, with amounts.',
  },
  statistics: { id: 'settings.watchers.scope.statistics', defaultMessage: 'Statistics' },
  statisticsHint: {
    id: 'settings.watchers.scope.statistics.hint',
    defaultMessage: 'Hashrate history beyond the last 24 hours.',
  },
  expiry: { id: 'settings.watchers.expiry', defaultMessage: 'Works for' },
  expiry1h: { id: 'settings.watchers.expiry.1h', defaultMessage: '1 hour' },
  expiry1d: { id: 'settings.watchers.expiry.1d', defaultMessage: '1 day' },
  expiry7d: { id: 'settings.watchers.expiry.7d', defaultMessage: '7 days' },
  expiry30d: { id: 'settings.watchers.expiry.30d', defaultMessage: '30 days' },
  expiry180d: { id: 'settings.watchers.expiry.180d', defaultMessage: '180 days' },
  expiryNever: { id: 'settings.watchers.expiry.never', defaultMessage: 'Never expires' },
  create: { id: 'settings.watchers.create.submit', defaultMessage: 'Create link' },
  createdTitle: { id: 'settings.watchers.created.title', defaultMessage: 'Your new watcher link' },
  copy: { id: 'settings.watchers.copy', defaultMessage: 'Copy link' },
  copied: { id: 'settings.watchers.copied', defaultMessage: 'Copied' },
  copyFailed: {
    id: 'settings.watchers.copyFailed',
    defaultMessage: 'Copy failed: select the link and copy it',
  },
  done: { id: 'settings.watchers.done', defaultMessage: 'I have copied it' },
  columnScopes: { id: 'settings.watchers.column.scopes', defaultMessage: 'Shows' },
  columnCreated: { id: 'settings.watchers.column.created', defaultMessage: 'Created' },
  columnExpires: { id: 'settings.watchers.column.expires', defaultMessage: 'Expires' },
  columnLastUsed: { id: 'settings.watchers.column.lastUsed', defaultMessage: 'Last opened' },
  columnViews: { id: 'settings.watchers.column.views', defaultMessage: 'Views' },
  never: { id: 'settings.watchers.never', defaultMessage: 'Never' },
  notYet: { id: 'settings.watchers.notYet', defaultMessage: 'Not yet' },
  statusActive: { id: 'settings.watchers.status.active', defaultMessage: 'Active' },
  statusExpired: { id: 'settings.watchers.status.expired', defaultMessage: 'Expired' },
  statusRevoked: { id: 'settings.watchers.status.revoked', defaultMessage: 'Revoked' },
  revoke: { id: 'settings.watchers.revoke', defaultMessage: 'Revoke' },
  revokeConfirm: { id: 'settings.watchers.revoke.confirm', defaultMessage: 'Revoke link' },
  cancel: { id: 'settings.watchers.cancel', defaultMessage: 'Cancel' },
});

/** Messages with values. */
export const valued = {
  labelTooLong: defineMessage<{ readonly max: number }>({
    id: 'settings.watchers.error.tooLong',
    defaultMessage: 'Use at most {max} characters',
  }),
  createFailed: defineMessage<{ readonly reason: string }>({
    id: 'settings.watchers.error.create',
    defaultMessage: 'The link was not created: {reason}',
  }),
  loadFailed: defineMessage<{ readonly reason: string }>({
    id: 'settings.watchers.error.load',
    defaultMessage: 'The watcher links could not be loaded: {reason}',
  }),
  onceUntil: defineMessage<{ readonly label: string; readonly scopes: string; readonly date: string }>({
    id: 'settings.watchers.created.until',
    defaultMessage:
      'This link is shown only once: copy it now. Anyone who has it sees this sub-account’s {scopes} until {date}, or until you revoke it. Give it only to the person it is for ({label}).',
  }),
  onceForever: defineMessage<{ readonly label: string; readonly scopes: string }>({
    id: 'settings.watchers.created.forever',
    defaultMessage:
      'This link is shown only once: copy it now. Anyone who has it sees this sub-account’s {scopes} until you revoke it. Give it only to the person it is for ({label}).',
  }),
  revokeLabel: defineMessage<{ readonly label: string }>({
    id: 'settings.watchers.revoke.label',
    defaultMessage: 'Revoke {label}',
  }),
  revokeTitle: defineMessage<{ readonly label: string }>({
    id: 'settings.watchers.revoke.title',
    defaultMessage: 'Revoke the link “{label}”?',
  }),
  revokeDescription: defineMessage({
    id: 'settings.watchers.revoke.description',
    defaultMessage:
      'The link stops working at once: views that are open stop within a second, and it cannot be turned back on. To share again, create a new link.',
  }),
  revokeFailed: defineMessage<{ readonly reason: string }>({
    id: 'settings.watchers.error.revoke',
    defaultMessage: 'The link was not revoked: {reason}',
  }),
  revokedOn: defineMessage<{ readonly date: string }>({
    id: 'settings.watchers.revokedOn',
    defaultMessage: 'Revoked {date}',
  }),
};

const expiryMessages: Readonly<Record<WatcherExpiry, MessageDescriptor>> = {
  '1h': messages.expiry1h,
  '1d': messages.expiry1d,
  '7d': messages.expiry7d,
  '30d': messages.expiry30d,
  '180d': messages.expiry180d,
  never: messages.expiryNever,
};

/** How an expiry choice reads in the form: "1 hour" … "Never expires". */
export function expiryLabel(intl: IntlShape, expiry: WatcherExpiry): string {
  return intl.formatMessage(expiryMessages[expiry]);
}

const scopeMessages: Readonly<Record<WatcherScope, MessageDescriptor>> = {
  workers: messages.workers,
  earnings: messages.earnings,
  statistics: messages.statistics,
};

/** Hints under each scope's checkbox. */
export const scopeHints: Readonly<Record<WatcherScope, MessageDescriptor>> = {
  workers: messages.workersHint,
  earnings: messages.earningsHint,
  statistics: messages.statisticsHint,
};

/** The name of one scope. */
export function scopeLabel(intl: IntlShape, scope: WatcherScope): string {
  return intl.formatMessage(scopeMessages[scope]);
}

/** What a link shows, in words: the dashboard and each scope, as one list ("Dashboard, Workers and Statistics"). */
export function scopesText(intl: IntlShape, scopes: readonly WatcherScope[]): string {
  return intl.formatList(
    [intl.formatMessage(messages.dashboard), ...scopes.map((s) => scopeLabel(intl, s))],
    {
      type: 'conjunction',
    },
  );
}
