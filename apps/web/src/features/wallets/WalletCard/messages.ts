import { defineMessage, defineMessages } from 'react-intl';

// The wallets page's texts: the card in each of its states, the edit dialog, the proof steps and the unlink question.

/** Texts without values. */
export const messages = defineMessages({
  address: { id: 'wallets.address', defaultMessage: 'Payout address' },
  threshold: { id: 'wallets.threshold', defaultMessage: 'Payout threshold' },
  status: { id: 'wallets.status', defaultMessage: 'Payouts' },
  active: { id: 'wallets.status.active', defaultMessage: 'Active' },
  paused: { id: 'wallets.status.paused', defaultMessage: 'Paused' },
  pause: { id: 'wallets.pause', defaultMessage: 'Pause payouts' },
  pauseHint: {
    id: 'wallets.pause.hint',
    defaultMessage: 'Earnings keep accruing to your balance while payouts are paused.',
  },
  edit: { id: 'wallets.edit', defaultMessage: 'Edit' },
  link: { id: 'wallets.link', defaultMessage: 'Link an address' },
  save: { id: 'wallets.save', defaultMessage: 'Save' },
  cancel: { id: 'wallets.cancel', defaultMessage: 'Cancel' },
  back: { id: 'wallets.back', defaultMessage: 'Back' },
  confirmChange: { id: 'wallets.confirm.action', defaultMessage: 'Change address' },
  confirmLink: { id: 'wallets.confirm.link.action', defaultMessage: 'Link address' },
  close: { id: 'wallets.close', defaultMessage: 'Close' },
  saved: { id: 'wallets.saved', defaultMessage: 'Saved.' },
  retry: { id: 'wallets.retry', defaultMessage: 'Retry' },
  required: { id: 'wallets.error.required', defaultMessage: 'This field is required' },
  numeric: { id: 'wallets.error.numeric', defaultMessage: 'This field can only contain numbers' },
  decimals: { id: 'wallets.error.decimals', defaultMessage: 'Use at most 8 decimals' },
  emptyTitle: { id: 'wallets.empty.title', defaultMessage: 'No wallets for this algorithm' },
  linkedElsewhere: {
    id: 'wallets.error.linkedElsewhere',
    defaultMessage: 'This address is linked to another account',
  },
  proveFirst: {
    id: 'wallets.error.proveFirst',
    defaultMessage: 'Prove the address first: the pool pays only proved addresses',
  },
  cannotPause: { id: 'wallets.error.cannotPause', defaultMessage: 'This pool engine cannot pause payouts' },
  addressFirst: { id: 'wallets.error.addressFirst', defaultMessage: 'Enter an address for this coin first' },
  proofLabel: { id: 'wallets.proof.label', defaultMessage: 'Ownership' },
  proofPending: { id: 'wallets.proof.pending', defaultMessage: 'Waiting for the worker' },
  proofProven: { id: 'wallets.proof.proven', defaultMessage: 'Proved' },
  proofTitle: { id: 'wallets.proof.title', defaultMessage: 'Prove that this address is yours' },
  proofWhy: {
    id: 'wallets.proof.why',
    defaultMessage:
      'This proves the address is yours; it works with any wallet. Until it is proved, the address shows no data here and the pool pays nothing to it.',
  },
  proofStepLogin: {
    id: 'wallets.proof.step.login',
    defaultMessage: 'Set your miner’s user name (worker) to:',
  },
  proofStepMine: {
    id: 'wallets.proof.step.mine',
    defaultMessage: 'Mine for a few minutes, with the pool’s usual stratum address and any password.',
  },
  proofStepWait: {
    id: 'wallets.proof.step.wait',
    defaultMessage: 'This page checks again by itself every minute. You can also check now.',
  },
  copyLogin: { id: 'wallets.proof.copy', defaultMessage: 'Copy user name' },
  copied: { id: 'wallets.proof.copied', defaultMessage: 'Copied' },
  copyFailed: { id: 'wallets.proof.copyFailed', defaultMessage: 'Copy failed' },
  checkNow: { id: 'wallets.proof.check', defaultMessage: 'Check now' },
  provedNotice: {
    id: 'wallets.proof.done',
    defaultMessage: 'Address proved: the pool shows its data and pays it.',
  },
  thresholdLater: {
    id: 'wallets.threshold.afterProof',
    defaultMessage: 'You can set the payout threshold once the address is proved.',
  },
  thresholdNow: { id: 'wallets.threshold.now', defaultMessage: 'Applies at once' },
  unlink: { id: 'wallets.unlink', defaultMessage: 'Unlink' },
  unlinkConfirm: { id: 'wallets.unlink.action', defaultMessage: 'Unlink address' },
  unlinked: { id: 'wallets.unlink.done', defaultMessage: 'Unlinked.' },
  proofDescription: {
    id: 'wallets.dialog.description.proof',
    defaultMessage:
      'You then prove the address is yours by mining a few minutes with a one-time worker name; until then it shows no data.',
  },
});

/** Texts with values. */
export const valued = {
  frozen: defineMessage<{ readonly coin: string; readonly since: string }>({
    id: 'wallets.frozen',
    defaultMessage:
      '{coin} payouts are frozen since {since}, from the link in an address-change e-mail. Nothing is paid until support has checked the account with you: contact support.',
  }),
  title: defineMessage<{ readonly coin: string }>({
    id: 'wallets.card.title',
    defaultMessage: '{coin} wallet',
  }),
  editTitle: defineMessage<{ readonly coin: string }>({
    id: 'wallets.dialog.title',
    defaultMessage: 'Edit the {coin} wallet',
  }),
  linkTitle: defineMessage<{ readonly coin: string }>({
    id: 'wallets.dialog.link.title',
    defaultMessage: 'Link an address to the {coin} wallet',
  }),
  editLabel: defineMessage<{ readonly coin: string }>({
    id: 'wallets.edit.label',
    defaultMessage: 'Edit the {coin} wallet',
  }),
  linkLabel: defineMessage<{ readonly coin: string }>({
    id: 'wallets.link.label',
    defaultMessage: 'Link an address to the {coin} wallet',
  }),
  unlinkLabel: defineMessage<{ readonly coin: string }>({
    id: 'wallets.unlink.label',
    defaultMessage: 'Unlink the {coin} address',
  }),
  editDescription: defineMessage<{ readonly hours: number }>({
    id: 'wallets.dialog.description',
    defaultMessage: 'A new address holds payouts for {hours} hours, so nobody can redirect them unnoticed.',
  }),
  unlinkedBody: defineMessage<{ readonly coin: string }>({
    id: 'wallets.unlinked',
    defaultMessage: 'No {coin} address is linked: nothing is paid out in {coin} until you link one.',
  }),
  addressHint: defineMessage<{ readonly coin: string; readonly starts: string }>({
    id: 'wallets.address.hint',
    defaultMessage: 'A {coin} address starting with {starts}.',
  }),
  thresholdHint: defineMessage<{ readonly min: string; readonly max: string; readonly coin: string }>({
    id: 'wallets.threshold.hint',
    defaultMessage: 'Paid out when your balance reaches it: from {min} to {max} {coin}.',
  }),
  thresholdNextRun: defineMessage<{ readonly minutes: number }>({
    id: 'wallets.threshold.nextRun',
    defaultMessage:
      'Applies at the pool’s next payout run, within {minutes, plural, one {# minute} other {# minutes}}',
  }),
  limits: defineMessage<{ readonly min: string; readonly max: string }>({
    id: 'wallets.limits',
    defaultMessage: 'from {min} to {max}',
  }),
  prefix: defineMessage<{ readonly coin: string; readonly starts: string }>({
    id: 'wallets.error.prefix',
    defaultMessage: 'Not a {coin} address: it starts with {starts}.',
  }),
  checksum: defineMessage<{ readonly coin: string }>({
    id: 'wallets.error.checksum',
    defaultMessage:
      'Not a valid {coin} address: a character is wrong or missing (the checksum does not match).',
  }),
  range: defineMessage<{ readonly min: string; readonly max: string; readonly coin: string }>({
    id: 'wallets.error.range',
    defaultMessage: 'Enter an amount from {min} to {max} {coin}.',
  }),
  saveFailed: defineMessage<{ readonly reason: string }>({
    id: 'wallets.error.save',
    defaultMessage: 'The wallet was not saved: {reason}',
  }),
  loadFailed: defineMessage<{ readonly reason: string }>({
    id: 'wallets.error.load',
    defaultMessage: 'The wallets could not be loaded: {reason}',
  }),
  confirmTitle: defineMessage<{ readonly coin: string }>({
    id: 'wallets.confirm.title',
    defaultMessage: 'Change the {coin} payout address?',
  }),
  confirmLinkTitle: defineMessage<{ readonly coin: string }>({
    id: 'wallets.confirm.link.title',
    defaultMessage: 'Link this {coin} address?',
  }),
  confirmBody: defineMessage<{ readonly hours: number }>({
    id: 'wallets.confirm.body',
    defaultMessage:
      'Payouts go to the new address below, and wait {hours} hours after the change. Check it character by character: a payout to a wrong address cannot be undone.',
  }),
  confirmProofBody: defineMessage({
    id: 'wallets.confirm.body.proof',
    defaultMessage:
      'Payouts go to the address below once you have proved it is yours, as the card shows next. Check it character by character: a payout to a wrong address cannot be undone.',
  }),
  held: defineMessage<{ readonly until: string }>({
    id: 'wallets.held',
    defaultMessage: 'Payouts are held until {until} after the address change.',
  }),
  empty: defineMessage<{ readonly algorithm: string }>({
    id: 'wallets.empty.body',
    defaultMessage:
      'The {algorithm} algorithm has no payout coins yet; pick another algorithm at the top of the page.',
  }),
  provenOn: defineMessage<{ readonly date: string }>({
    id: 'wallets.proof.provenOn',
    defaultMessage: 'Proved on {date}',
  }),
  checkedAt: defineMessage<{ readonly time: string }>({
    id: 'wallets.proof.checkedAt',
    defaultMessage: 'Not seen yet; last checked at {time}.',
  }),
  checkFailed: defineMessage<{ readonly reason: string }>({
    id: 'wallets.proof.checkFailed',
    defaultMessage: 'The check failed: {reason}',
  }),
  unlinkTitle: defineMessage<{ readonly coin: string }>({
    id: 'wallets.unlink.title',
    defaultMessage: 'Unlink the {coin} address?',
  }),
  unlinkBody: defineMessage<{ readonly coin: string }>({
    id: 'wallets.unlink.body',
    defaultMessage:
      'The address leaves your account: its hashrate, balance and payouts no longer show here, and the pool stops paying {coin} to you until you link an address again.',
  }),
  unlinkFailed: defineMessage<{ readonly reason: string }>({
    id: 'wallets.unlink.failed',
    defaultMessage: 'The address was not unlinked: {reason}',
  }),
};
