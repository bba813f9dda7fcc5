import { defineMessage, defineMessages } from 'react-intl';
import type { ApiKeyScope } from '../../lib/cabinet/settingsQueries';

// The words of the API keys page.

/** The scopes a key can be given, in the order the form lists them. */
export const apiKeyScopes: readonly ApiKeyScope[] = ['account:read', 'settings:read', 'settings:write'];

/** Longest key name the API takes. */
export const nameMaxLength = 64;

/** Plain messages of the page. */
export const messages = defineMessages({
  createTitle: { id: 'apiKeys.create.title', defaultMessage: 'Create a key' },
  createDescription: {
    id: 'apiKeys.create.description',
    defaultMessage:
      'A key lets a script or a monitoring tool call the pool API as you, with only the scopes you give it. Send it in the X-API-Key header.',
  },
  name: { id: 'apiKeys.name', defaultMessage: 'Name' },
  nameHint: { id: 'apiKeys.name.hint', defaultMessage: 'Where the key is used, e.g. “Grafana”.' },
  scopes: { id: 'apiKeys.scopes', defaultMessage: 'Scopes' },
  'account:read': { id: 'apiKeys.scope.accountRead', defaultMessage: 'Read account figures' },
  'settings:read': { id: 'apiKeys.scope.settingsRead', defaultMessage: 'Read settings' },
  'settings:write': { id: 'apiKeys.scope.settingsWrite', defaultMessage: 'Change settings' },
  accountReadHint: {
    id: 'apiKeys.scope.accountRead.hint',
    defaultMessage: 'Hashrate, workers, earnings and payouts.',
  },
  settingsReadHint: {
    id: 'apiKeys.scope.settingsRead.hint',
    defaultMessage: 'Wallets and notification settings.',
  },
  settingsWriteHint: {
    id: 'apiKeys.scope.settingsWrite.hint',
    defaultMessage: 'Change wallets and notification settings: give it only to tools you trust.',
  },
  noScope: { id: 'apiKeys.error.noScope', defaultMessage: 'Choose at least one scope' },
  noSubAccount: { id: 'apiKeys.error.noSubaccount', defaultMessage: 'Choose at least one sub-account' },
  subAccounts: { id: 'apiKeys.column.subaccounts', defaultMessage: 'Sub-accounts' },
  allSubAccounts: { id: 'apiKeys.subaccounts.allShort', defaultMessage: 'All' },
  required: { id: 'apiKeys.error.required', defaultMessage: 'This field is required' },
  create: { id: 'apiKeys.create', defaultMessage: 'Create key' },
  createdTitle: { id: 'apiKeys.created.title', defaultMessage: 'Your new API key' },
  createdDescription: {
    id: 'apiKeys.created.description',
    defaultMessage:
      'Copy it now and keep it safe: you will not see it again. Only a fingerprint of it is stored.',
  },
  copy: { id: 'apiKeys.copy', defaultMessage: 'Copy key' },
  copied: { id: 'apiKeys.copied', defaultMessage: 'Copied' },
  copyFailed: { id: 'apiKeys.copyFailed', defaultMessage: 'Copy failed: select the key and copy it' },
  done: { id: 'apiKeys.done', defaultMessage: 'I have copied it' },
  close: { id: 'apiKeys.close', defaultMessage: 'Close' },
  listTitle: { id: 'apiKeys.list.title', defaultMessage: 'Your keys' },
  caption: { id: 'apiKeys.caption', defaultMessage: 'API keys' },
  prefix: { id: 'apiKeys.column.prefix', defaultMessage: 'Starts with' },
  created: { id: 'apiKeys.column.created', defaultMessage: 'Created' },
  lastUsed: { id: 'apiKeys.column.lastUsed', defaultMessage: 'Last use' },
  status: { id: 'apiKeys.column.status', defaultMessage: 'Status' },
  actions: { id: 'apiKeys.column.actions', defaultMessage: 'Actions' },
  never: { id: 'apiKeys.never', defaultMessage: 'Never' },
  active: { id: 'apiKeys.status.active', defaultMessage: 'Active' },
  revoke: { id: 'apiKeys.revoke', defaultMessage: 'Revoke' },
  revokeConfirm: { id: 'apiKeys.revoke.confirm', defaultMessage: 'Revoke key' },
  cancel: { id: 'apiKeys.cancel', defaultMessage: 'Cancel' },
  empty: {
    id: 'apiKeys.empty',
    defaultMessage: 'No keys yet. Create one above to let a script or a monitoring tool read your figures.',
  },
  docs: { id: 'apiKeys.docs', defaultMessage: 'API documentation: every endpoint and the scope it needs' },
});

/** Messages with values. */
export const valued = {
  maxLength: defineMessage<{ readonly max: number }>({
    id: 'apiKeys.error.maxLength',
    defaultMessage: 'You must enter a maximum of {max} characters',
  }),
  createFailed: defineMessage<{ readonly reason: string }>({
    id: 'apiKeys.error.create',
    defaultMessage: 'The key was not created: {reason}',
  }),
  revoked: defineMessage<{ readonly date: string }>({
    id: 'apiKeys.status.revoked',
    defaultMessage: 'Revoked {date}',
  }),
  revokeLabel: defineMessage<{ readonly name: string }>({
    id: 'apiKeys.revoke.label',
    defaultMessage: 'Revoke {name}',
  }),
  revokeTitle: defineMessage<{ readonly name: string }>({
    id: 'apiKeys.revoke.title',
    defaultMessage: 'Revoke the key “{name}”?',
  }),
  revokeDescription: defineMessage<{ readonly prefix: string }>({
    id: 'apiKeys.revoke.description',
    defaultMessage: 'Requests with the key {prefix}… are refused from now on. This cannot be undone.',
  }),
  revokeFailed: defineMessage<{ readonly reason: string }>({
    id: 'apiKeys.error.revoke',
    defaultMessage: 'The key was not revoked: {reason}',
  }),
  usage: defineMessage<{ readonly header: string }>({
    id: 'apiKeys.created.usage',
    defaultMessage: 'Send it with every request in the {header} header:',
  }),
};

/** What each scope lets a key do. */
export const scopeHints = {
  'account:read': messages.accountReadHint,
  'settings:read': messages.settingsReadHint,
  'settings:write': messages.settingsWriteHint,
} as const;
