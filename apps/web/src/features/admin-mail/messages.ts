import { defineMessage, defineMessages } from 'react-intl';
import type { MailStatus } from './mailQueries';

/** The mail page's texts. */
export const messages = defineMessages({
  filters: { id: 'adminMail.filters', defaultMessage: 'Filter mail' },
  status: { id: 'adminMail.status', defaultMessage: 'Status' },
  allStatuses: { id: 'adminMail.status.all', defaultMessage: 'All' },
  search: { id: 'adminMail.search', defaultMessage: 'Search' },
  searchHint: { id: 'adminMail.search.hint', defaultMessage: 'Recipient or subject' },
  apply: { id: 'adminMail.apply', defaultMessage: 'Show' },
  caption: { id: 'adminMail.caption', defaultMessage: 'Outbox' },
  empty: { id: 'adminMail.empty', defaultMessage: 'No mail matches these filters.' },
  created: { id: 'adminMail.column.created', defaultMessage: 'Queued' },
  recipient: { id: 'adminMail.column.recipient', defaultMessage: 'To' },
  subject: { id: 'adminMail.column.subject', defaultMessage: 'Subject' },
  kind: { id: 'adminMail.column.kind', defaultMessage: 'Kind' },
  attempts: { id: 'adminMail.column.attempts', defaultMessage: 'Attempts' },
  delivery: { id: 'adminMail.column.delivery', defaultMessage: 'Delivery' },
  actions: { id: 'adminMail.column.actions', defaultMessage: 'Actions' },
  retry: { id: 'adminMail.retry', defaultMessage: 'Retry now' },
  reload: { id: 'adminMail.reload', defaultMessage: 'Retry' },
  failed: {
    id: 'adminMail.failed',
    defaultMessage: 'The outbox could not be loaded. Check the connection and try again.',
  },
  noAnswer: { id: 'adminMail.noAnswer', defaultMessage: 'No answer from the mail server yet.' },
});

/** The mail page's texts with values. */
export const valued = {
  serverAnswer: defineMessage<{ readonly answer: string }>({
    id: 'adminMail.serverAnswer',
    defaultMessage: 'Mail server: {answer}',
  }),
  nextAttempt: defineMessage<{ readonly date: string }>({
    id: 'adminMail.nextAttempt',
    defaultMessage: 'Next attempt {date}',
  }),
  sentAt: defineMessage<{ readonly date: string }>({ id: 'adminMail.sentAt', defaultMessage: 'Sent {date}' }),
  retryLabel: defineMessage<{ readonly subject: string; readonly recipient: string }>({
    id: 'adminMail.retryLabel',
    defaultMessage: 'Retry now: “{subject}” to {recipient}',
  }),
  retryFailed: defineMessage<{ readonly reason: string }>({
    id: 'adminMail.retryFailed',
    defaultMessage: 'The retry was not accepted: {reason}',
  }),
};

/** The statuses' names. */
export const statusNames = defineMessages({
  queued: { id: 'adminMail.status.queued', defaultMessage: 'Queued' },
  sent: { id: 'adminMail.status.sent', defaultMessage: 'Sent' },
  failed: { id: 'adminMail.status.failed', defaultMessage: 'Failed' },
} satisfies Record<MailStatus, unknown>);
