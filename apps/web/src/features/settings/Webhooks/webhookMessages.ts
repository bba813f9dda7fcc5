import { defineMessage, defineMessages, type IntlShape, type MessageDescriptor } from 'react-intl';
import type {
  WebhookAttemptError,
  WebhookDelivery,
  WebhookFormat,
} from '../../../lib/cabinet/webhookQueries';
import type { WebhookState, WebhookUrlProblem } from './webhook';

// The words of the webhooks section.

/** Plain messages of the section. */
export const messages = defineMessages({
  title: { id: 'settings.webhooks', defaultMessage: 'Webhooks' },
  description: {
    id: 'settings.webhooks.description',
    defaultMessage:
      'The pool posts each alert to your own address (your monitoring, Slack, Discord or a script), signed by the Standard Webhooks specification so you can check it came from the pool.',
  },
  listTitle: { id: 'settings.webhooks.list', defaultMessage: 'Your endpoints' },
  empty: {
    id: 'settings.webhooks.empty',
    defaultMessage: 'No webhooks yet. Add an endpoint below to get alerts at your own address.',
  },
  retry: { id: 'settings.webhooks.retry', defaultMessage: 'Retry' },
  addTitle: { id: 'settings.webhooks.add', defaultMessage: 'New endpoint' },
  url: { id: 'settings.webhooks.url', defaultMessage: 'Endpoint URL' },
  urlHint: {
    id: 'settings.webhooks.url.hint',
    defaultMessage: 'An https address on the internet; the pool does not follow redirects.',
  },
  descriptionField: { id: 'settings.webhooks.descriptionField', defaultMessage: 'Description (optional)' },
  descriptionHint: {
    id: 'settings.webhooks.descriptionField.hint',
    defaultMessage: 'What it is for, e.g. “Farm monitoring”. Only you see it.',
  },
  format: { id: 'settings.webhooks.format', defaultMessage: 'Message format' },
  formatHint: {
    id: 'settings.webhooks.format.hint',
    defaultMessage:
      'Every format carries the signature headers; Slack and Discord get a message they can show.',
  },
  formatStandard: { id: 'settings.webhooks.format.standard', defaultMessage: 'Standard Webhooks (JSON)' },
  formatSlack: { id: 'settings.webhooks.format.slack', defaultMessage: 'Slack' },
  formatDiscord: { id: 'settings.webhooks.format.discord', defaultMessage: 'Discord' },
  subaccounts: { id: 'settings.webhooks.subaccounts', defaultMessage: 'Sub-accounts' },
  allSubaccounts: {
    id: 'settings.webhooks.subaccounts.all',
    defaultMessage: 'All sub-accounts, also ones added later',
  },
  subaccountsRequired: {
    id: 'settings.webhooks.subaccounts.required',
    defaultMessage: 'Choose at least one sub-account',
  },
  add: { id: 'settings.webhooks.add.submit', defaultMessage: 'Add endpoint' },
  urlRequired: { id: 'settings.webhooks.error.urlRequired', defaultMessage: 'Enter the endpoint’s URL' },
  urlInvalid: {
    id: 'settings.webhooks.error.urlInvalid',
    defaultMessage: 'This is not a web address: it starts with https:// and names a host',
  },
  urlScheme: {
    id: 'settings.webhooks.error.urlScheme',
    defaultMessage: 'Use an https address (plain http is refused)',
  },
  urlPrivate: {
    id: 'settings.webhooks.error.urlPrivate',
    defaultMessage:
      'This address points into a private, loopback or link-local network; the pool only posts to public addresses',
  },
  urlUnresolvable: {
    id: 'settings.webhooks.error.urlUnresolvable',
    defaultMessage: 'This host name could not be found; check its spelling',
  },
  secretTitle: { id: 'settings.webhooks.secret.title', defaultMessage: 'Your endpoint’s signing secret' },
  secretDescription: {
    id: 'settings.webhooks.secret.description',
    defaultMessage:
      'Your receiver checks each request’s webhook-signature header with this secret. It is shown only now: copy it and keep it with your receiver.',
  },
  copySecret: { id: 'settings.webhooks.secret.copy', defaultMessage: 'Copy secret' },
  copied: { id: 'settings.webhooks.copied', defaultMessage: 'Copied' },
  copyFailed: {
    id: 'settings.webhooks.copyFailed',
    defaultMessage: 'Copy failed: select the secret and copy it',
  },
  secretDone: { id: 'settings.webhooks.secret.done', defaultMessage: 'I have copied it' },
  close: { id: 'settings.webhooks.close', defaultMessage: 'Close' },
  stateActive: { id: 'settings.webhooks.state.active', defaultMessage: 'Active' },
  stateOwner: { id: 'settings.webhooks.state.owner', defaultMessage: 'Turned off' },
  stateFailing: { id: 'settings.webhooks.state.failing', defaultMessage: 'Turned off after failing' },
  factSubaccounts: { id: 'settings.webhooks.fact.subaccounts', defaultMessage: 'Sub-accounts' },
  factFormat: { id: 'settings.webhooks.fact.format', defaultMessage: 'Format' },
  factLast: { id: 'settings.webhooks.fact.last', defaultMessage: 'Last delivery' },
  factCreated: { id: 'settings.webhooks.fact.created', defaultMessage: 'Added' },
  all: { id: 'settings.webhooks.all', defaultMessage: 'All' },
  noDelivery: { id: 'settings.webhooks.noDelivery', defaultMessage: 'None yet' },
  enabled: { id: 'settings.webhooks.enabled', defaultMessage: 'Send alerts here' },
  test: { id: 'settings.webhooks.test', defaultMessage: 'Send a test event' },
  log: { id: 'settings.webhooks.log', defaultMessage: 'Delivery log' },
  remove: { id: 'settings.webhooks.remove', defaultMessage: 'Delete' },
  removeConfirm: { id: 'settings.webhooks.remove.confirm', defaultMessage: 'Delete endpoint' },
  removeDescription: {
    id: 'settings.webhooks.remove.description',
    defaultMessage:
      'Nothing more is sent to it, deliveries still waiting are dropped and its delivery log is deleted. Its secret stops being used; to receive alerts there again, add it anew.',
  },
  cancel: { id: 'settings.webhooks.cancel', defaultMessage: 'Cancel' },
  logEmpty: {
    id: 'settings.webhooks.log.empty',
    defaultMessage: 'Nothing was sent to this endpoint yet. Send a test event to try it.',
  },
  older: { id: 'settings.webhooks.log.older', defaultMessage: 'Older deliveries' },
  columnTime: { id: 'settings.webhooks.column.time', defaultMessage: 'Time' },
  columnEvent: { id: 'settings.webhooks.column.event', defaultMessage: 'Event' },
  columnStatus: { id: 'settings.webhooks.column.status', defaultMessage: 'Status' },
  columnCode: { id: 'settings.webhooks.column.code', defaultMessage: 'HTTP code' },
  columnLatency: { id: 'settings.webhooks.column.latency', defaultMessage: 'Latency' },
  columnResponse: { id: 'settings.webhooks.column.response', defaultMessage: 'Response start' },
  columnNext: { id: 'settings.webhooks.column.next', defaultMessage: 'Next try' },
  statusPending: { id: 'settings.webhooks.status.pending', defaultMessage: 'Waiting' },
  statusRetrying: { id: 'settings.webhooks.status.retrying', defaultMessage: 'Retrying' },
  statusDelivered: { id: 'settings.webhooks.status.delivered', defaultMessage: 'Delivered' },
  statusFailed: { id: 'settings.webhooks.status.failed', defaultMessage: 'Failed' },
  errorTimeout: { id: 'settings.webhooks.attempt.timeout', defaultMessage: 'no answer within 5 s' },
  errorConnection: {
    id: 'settings.webhooks.attempt.connection',
    defaultMessage: 'connection refused or lost',
  },
  errorRedirect: { id: 'settings.webhooks.attempt.redirect', defaultMessage: 'answered with a redirect' },
  errorPrivate: {
    id: 'settings.webhooks.attempt.private',
    defaultMessage: 'the name pointed to a private address',
  },
  errorTls: { id: 'settings.webhooks.attempt.tls', defaultMessage: 'TLS certificate not accepted' },
  errorStatus: { id: 'settings.webhooks.attempt.status', defaultMessage: 'answered with an error' },
});

/** Messages with values. */
export const valued = {
  descriptionTooLong: defineMessage<{ readonly max: number }>({
    id: 'settings.webhooks.error.descriptionTooLong',
    defaultMessage: 'Use at most {max} characters',
  }),
  addFailed: defineMessage<{ readonly reason: string }>({
    id: 'settings.webhooks.error.add',
    defaultMessage: 'The endpoint was not added: {reason}. What you typed is still in the form.',
  }),
  loadFailed: defineMessage<{ readonly reason: string }>({
    id: 'settings.webhooks.error.load',
    defaultMessage: 'The webhooks could not be loaded: {reason}',
  }),
  limitReached: defineMessage<{ readonly limit: number }>({
    id: 'settings.webhooks.limit',
    defaultMessage: 'You have {limit} endpoints, the most an account may have: delete one to add another.',
  }),
  failingSince: defineMessage<{ readonly date: string }>({
    id: 'settings.webhooks.failingSince',
    defaultMessage: 'Failing since {date}',
  }),
  failingOff: defineMessage<{ readonly date: string }>({
    id: 'settings.webhooks.failingOff',
    defaultMessage:
      'Every delivery failed from {date} for 24 hours, so the pool turned this endpoint off and e-mailed you. Fix the receiver, then turn it on again.',
  }),
  lastDelivery: defineMessage<{ readonly when: string; readonly code: string }>({
    id: 'settings.webhooks.lastDelivery',
    defaultMessage: '{when}, HTTP {code}',
  }),
  toggleFailed: defineMessage<{ readonly reason: string }>({
    id: 'settings.webhooks.error.toggle',
    defaultMessage: 'Not changed: {reason}',
  }),
  testLabel: defineMessage<{ readonly url: string }>({
    id: 'settings.webhooks.test.label',
    defaultMessage: 'Send a test event to {url}',
  }),
  testDelivered: defineMessage<{ readonly code: string; readonly latency: string }>({
    id: 'settings.webhooks.test.delivered',
    defaultMessage: 'The test event was delivered: HTTP {code} in {latency}.',
  }),
  testNotDelivered: defineMessage<{ readonly reason: string }>({
    id: 'settings.webhooks.test.failed',
    defaultMessage: 'The test event was not delivered: {reason}. The pool tries again; see the delivery log.',
  }),
  testFailed: defineMessage<{ readonly reason: string }>({
    id: 'settings.webhooks.error.test',
    defaultMessage: 'The test event was not sent: {reason}',
  }),
  logLabel: defineMessage<{ readonly url: string }>({
    id: 'settings.webhooks.log.label',
    defaultMessage: 'Delivery log of {url}',
  }),
  logFailed: defineMessage<{ readonly reason: string }>({
    id: 'settings.webhooks.error.log',
    defaultMessage: 'The delivery log could not be loaded: {reason}',
  }),
  removeLabel: defineMessage<{ readonly url: string }>({
    id: 'settings.webhooks.remove.label',
    defaultMessage: 'Delete {url}',
  }),
  removeTitle: defineMessage<{ readonly url: string }>({
    id: 'settings.webhooks.remove.title',
    defaultMessage: 'Delete the endpoint {url}?',
  }),
  removeFailed: defineMessage<{ readonly reason: string }>({
    id: 'settings.webhooks.error.remove',
    defaultMessage: 'The endpoint was not deleted: {reason}',
  }),
  milliseconds: defineMessage<{ readonly ms: string }>({
    id: 'settings.webhooks.ms',
    defaultMessage: '{ms} ms',
  }),
  attempts: defineMessage<{ readonly count: number }>({
    id: 'settings.webhooks.attempts',
    defaultMessage: '{count, plural, one {# attempt} other {# attempts}}',
  }),
};

const formatMessages: Readonly<Record<WebhookFormat, MessageDescriptor>> = {
  standard: messages.formatStandard,
  slack: messages.formatSlack,
  discord: messages.formatDiscord,
};

/** The name of a body format. */
export function formatLabel(intl: IntlShape, format: WebhookFormat): string {
  return intl.formatMessage(formatMessages[format]);
}

const urlProblemMessages: Readonly<Record<WebhookUrlProblem, MessageDescriptor>> = {
  url_required: messages.urlRequired,
  url_invalid: messages.urlInvalid,
  url_scheme: messages.urlScheme,
  url_private: messages.urlPrivate,
  url_unresolvable: messages.urlUnresolvable,
};

/** Why a URL is refused, in words. */
export function urlProblemText(intl: IntlShape, problem: WebhookUrlProblem): string {
  return intl.formatMessage(urlProblemMessages[problem]);
}

/** The words of an endpoint's state. */
export const stateWords: Readonly<Record<WebhookState, MessageDescriptor>> = {
  active: messages.stateActive,
  owner: messages.stateOwner,
  failing: messages.stateFailing,
};

/** The words of a delivery's status. */
export const deliveryStatusWords: Readonly<Record<WebhookDelivery['status'], MessageDescriptor>> = {
  pending: messages.statusPending,
  retrying: messages.statusRetrying,
  delivered: messages.statusDelivered,
  failed: messages.statusFailed,
};

const attemptErrorMessages: Readonly<Record<WebhookAttemptError, MessageDescriptor>> = {
  timeout: messages.errorTimeout,
  connection: messages.errorConnection,
  redirect: messages.errorRedirect,
  private_address: messages.errorPrivate,
  tls: messages.errorTls,
  http_status: messages.errorStatus,
};

/** Why an attempt failed, in words. */
export function attemptErrorText(intl: IntlShape, error: WebhookAttemptError): string {
  return intl.formatMessage(attemptErrorMessages[error]);
}
