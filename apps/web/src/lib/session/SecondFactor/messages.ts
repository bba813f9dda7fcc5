import { defineMessages } from 'react-intl';

// The texts of a change that needs a fresh second factor, for every form that makes one.

export const messages = defineMessages({
  neededTitle: { id: 'stepUp.needed.title', defaultMessage: 'Confirm it’s you' },
  needed: {
    id: 'stepUp.needed.body',
    defaultMessage:
      'This change needs the code from your authenticator app. The sign-in service asks for it and brings you back here with what you typed.',
  },
  confirm: { id: 'stepUp.confirm', defaultMessage: 'Continue to confirm' },
  confirmAgain: { id: 'stepUp.confirmAgain', defaultMessage: 'Confirm again' },
  cancelledTitle: { id: 'stepUp.cancelled.title', defaultMessage: 'Not confirmed' },
  cancelled: {
    id: 'stepUp.cancelled.body',
    defaultMessage: 'You cancelled the confirmation, so nothing was changed. What you typed is kept.',
  },
  failedTitle: { id: 'stepUp.failed.title', defaultMessage: 'Could not confirm' },
  failed: {
    id: 'stepUp.failed.body',
    defaultMessage:
      'The sign-in service could not confirm it was you, so nothing was changed. What you typed is kept.',
  },
  refusedTitle: { id: 'stepUp.refused.title', defaultMessage: 'Confirmation not accepted' },
  refused: {
    id: 'stepUp.refused.body',
    defaultMessage:
      'The pool did not accept the confirmation: a second factor counts for 5 minutes. Nothing was changed; confirm again.',
  },
  noFactorTitle: { id: 'stepUp.noFactor.title', defaultMessage: 'Set up a second factor first' },
  noFactor: {
    id: 'stepUp.noFactor.body',
    defaultMessage:
      'Your account has no second factor yet, and this change needs one. Set up an authenticator app on your account page at the sign-in service, then confirm again.',
  },
  enrol: { id: 'stepUp.noFactor.link', defaultMessage: 'Set up an authenticator app' },
  newTab: { id: 'stepUp.newTab', defaultMessage: '(opens in a new tab)' },
  unavailable: {
    id: 'stepUp.unavailable',
    defaultMessage:
      'The sign-in service cannot be reached to confirm it. Nothing was changed; try again later.',
  },
});
