import { defineMessage, defineMessages, type IntlShape } from 'react-intl';
import { subAccountNameLength, type SubAccountNameProblem } from './subAccountName';

// The words of the sub-accounts section, and how a refused name or action is put to the user.

/** Plain messages of the section. */
export const messages = defineMessages({
  title: { id: 'settings.subaccounts', defaultMessage: 'Sub-accounts' },
  description: {
    id: 'settings.subaccounts.description',
    defaultMessage:
      'Split your farm by site: each sub-account has its own workers, wallets, earnings, payouts and alerts.',
  },
  active: { id: 'settings.subaccounts.active', defaultMessage: 'Active' },
  archived: { id: 'settings.subaccounts.archived', defaultMessage: 'Archived' },
  archivedDescription: {
    id: 'settings.subaccounts.archived.description',
    defaultMessage: 'Their history is kept. Restore one to use it again.',
  },
  defaultMarker: { id: 'settings.subaccounts.default', defaultMessage: 'Default' },
  empty: {
    id: 'settings.subaccounts.empty',
    defaultMessage: 'No sub-accounts yet. Create one below.',
  },
  retry: { id: 'settings.subaccounts.retry', defaultMessage: 'Retry' },
  createTitle: { id: 'settings.subaccounts.create', defaultMessage: 'New sub-account' },
  name: { id: 'settings.subaccounts.name', defaultMessage: 'Name' },
  create: { id: 'settings.subaccounts.create.submit', defaultMessage: 'Create sub-account' },
  rename: { id: 'settings.subaccounts.rename', defaultMessage: 'Rename' },
  renameSubmit: { id: 'settings.subaccounts.rename.submit', defaultMessage: 'Save name' },
  renameDescription: {
    id: 'settings.subaccounts.rename.description',
    defaultMessage:
      'Rigs log in with the sub-account’s name: after a rename, change their stratum login to the new one.',
  },
  archive: { id: 'settings.subaccounts.archive', defaultMessage: 'Archive' },
  archiveConfirm: { id: 'settings.subaccounts.archive.confirm', defaultMessage: 'Archive sub-account' },
  restore: { id: 'settings.subaccounts.restore', defaultMessage: 'Restore' },
  cancel: { id: 'settings.subaccounts.cancel', defaultMessage: 'Cancel' },
  close: { id: 'settings.subaccounts.close', defaultMessage: 'Close' },
  stratum: { id: 'settings.subaccounts.stratum', defaultMessage: 'Stratum login' },
  worker: {
    id: 'settings.subaccounts.worker',
    defaultMessage: 'worker',
    description:
      'Stands for a worker’s name in a stratum login such as “north.worker”; lower case, no spaces.',
  },
  exists: {
    id: 'settings.subaccounts.error.exists',
    defaultMessage: 'You already have a sub-account with this name: choose another one.',
  },
  lastActive: {
    id: 'settings.subaccounts.error.lastActive',
    defaultMessage:
      'This is your only active sub-account, so it cannot be archived. Create or restore another one first.',
  },
  unpaid: {
    id: 'settings.subaccounts.error.unpaidUnknown',
    defaultMessage:
      'This sub-account still holds an unpaid balance. It must be paid out before the sub-account can be archived.',
  },
  nameRequired: { id: 'settings.subaccounts.error.required', defaultMessage: 'Enter a name' },
  nameUppercase: {
    id: 'settings.subaccounts.error.uppercase',
    defaultMessage: 'Use lower-case letters only',
  },
  space: {
    id: 'settings.subaccounts.space',
    defaultMessage: 'space',
    description: 'The space character, named in a list of characters a name may not contain',
  },
});

/** Messages with values. */
export const valued = {
  nameHint: defineMessage<{ readonly min: number; readonly max: number }>({
    id: 'settings.subaccounts.name.hint',
    defaultMessage: '{min}–{max} characters: lower-case letters a–z, digits, hyphens and underscores.',
  }),
  nameCharacters: defineMessage<{ readonly characters: string }>({
    id: 'settings.subaccounts.error.characters',
    defaultMessage: 'Only a–z, 0–9, - and _ are allowed; remove {characters}',
  }),
  nameTooShort: defineMessage<{ readonly min: number }>({
    id: 'settings.subaccounts.error.tooShort',
    defaultMessage: 'Use at least {min} characters',
  }),
  nameTooLong: defineMessage<{ readonly max: number }>({
    id: 'settings.subaccounts.error.tooLong',
    defaultMessage: 'Use at most {max} characters',
  }),
  created: defineMessage<{ readonly date: string }>({
    id: 'settings.subaccounts.created',
    defaultMessage: 'Created {date}',
  }),
  archivedOn: defineMessage<{ readonly date: string }>({
    id: 'settings.subaccounts.archivedOn',
    defaultMessage: 'Archived {date}',
  }),
  renameTitle: defineMessage<{ readonly name: string }>({
    id: 'settings.subaccounts.rename.title',
    defaultMessage: 'Rename “{name}”',
  }),
  renameLabel: defineMessage<{ readonly name: string }>({
    id: 'settings.subaccounts.rename.label',
    defaultMessage: 'Rename {name}',
  }),
  archiveLabel: defineMessage<{ readonly name: string }>({
    id: 'settings.subaccounts.archive.label',
    defaultMessage: 'Archive {name}',
  }),
  restoreLabel: defineMessage<{ readonly name: string }>({
    id: 'settings.subaccounts.restore.label',
    defaultMessage: 'Restore {name}',
  }),
  archiveTitle: defineMessage<{ readonly name: string }>({
    id: 'settings.subaccounts.archive.title',
    defaultMessage: 'Archive the sub-account “{name}”?',
  }),
  archiveDescription: defineMessage<{ readonly name: string }>({
    id: 'settings.subaccounts.archive.description',
    defaultMessage:
      '{name} leaves the sub-account switcher and can no longer be changed. Its history (workers, earnings, payouts) is kept, and you can restore it at any time.',
  }),
  limit: defineMessage<{ readonly limit: number }>({
    id: 'settings.subaccounts.error.limit',
    defaultMessage:
      'You already have {limit} sub-accounts, the most the pool allows: no more can be created.',
  }),
  unpaidBalances: defineMessage<{ readonly balances: string }>({
    id: 'settings.subaccounts.error.unpaid',
    defaultMessage:
      'This sub-account still holds an unpaid balance of {balances}. It must be paid out before the sub-account can be archived.',
  }),
  listLabel: defineMessage<{ readonly count: number; readonly limit: number }>({
    id: 'settings.subaccounts.count',
    defaultMessage: '{count, plural, one {# sub-account} other {# sub-accounts}} of {limit}',
  }),
  loadFailed: defineMessage<{ readonly reason: string }>({
    id: 'settings.subaccounts.error.load',
    defaultMessage: 'The sub-accounts could not be loaded: {reason}',
  }),
  createdNotice: defineMessage<{ readonly name: string }>({
    id: 'settings.subaccounts.created.notice',
    defaultMessage: 'Sub-account {name} created.',
  }),
  failed: defineMessage<{ readonly reason: string }>({
    id: 'settings.subaccounts.error.failed',
    defaultMessage: 'Nothing was changed: {reason}',
  }),
};

/** The sentence that says why a typed name will be refused. */
export function nameProblemText(intl: IntlShape, problem: SubAccountNameProblem): string {
  switch (problem.kind) {
    case 'required':
      return intl.formatMessage(messages.nameRequired);
    case 'uppercase':
      return intl.formatMessage(messages.nameUppercase);
    case 'characters':
      return intl.formatMessage(valued.nameCharacters, {
        characters: intl.formatList(
          problem.characters.map((c) => (c === ' ' ? intl.formatMessage(messages.space) : `“${c}”`)),
          { type: 'conjunction' },
        ),
      });
    case 'tooShort':
      return intl.formatMessage(valued.nameTooShort, { min: subAccountNameLength.min });
    case 'tooLong':
      return intl.formatMessage(valued.nameTooLong, { max: subAccountNameLength.max });
  }
}
