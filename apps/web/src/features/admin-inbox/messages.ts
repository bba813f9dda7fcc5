import { defineMessage, defineMessages } from 'react-intl';
import type { InboxStatus, MessageLocale } from './inboxQueries';

/** The inbox pages' texts. */
export const messages = defineMessages({
  filters: { id: 'adminInbox.filters', defaultMessage: 'Filter messages' },
  status: { id: 'adminInbox.status', defaultMessage: 'Status' },
  allStatuses: { id: 'adminInbox.status.all', defaultMessage: 'All' },
  search: { id: 'adminInbox.search', defaultMessage: 'Search' },
  searchHint: { id: 'adminInbox.search.hint', defaultMessage: 'Name, e-mail, subject or text' },
  apply: { id: 'adminInbox.apply', defaultMessage: 'Show' },
  caption: { id: 'adminInbox.caption', defaultMessage: 'Contact messages' },
  empty: { id: 'adminInbox.empty', defaultMessage: 'No message matches these filters.' },
  subject: { id: 'adminInbox.column.subject', defaultMessage: 'Subject' },
  from: { id: 'adminInbox.column.from', defaultMessage: 'From' },
  language: { id: 'adminInbox.column.language', defaultMessage: 'Language' },
  replies: { id: 'adminInbox.column.replies', defaultMessage: 'Replies' },
  received: { id: 'adminInbox.column.received', defaultMessage: 'Received' },
  failed: {
    id: 'adminInbox.failed',
    defaultMessage: 'The messages could not be loaded. Check the connection and try again.',
  },
  retry: { id: 'adminInbox.retry', defaultMessage: 'Retry' },
  notFound: { id: 'adminInbox.notFound', defaultMessage: 'There is no message with this id.' },
  back: { id: 'adminInbox.back', defaultMessage: 'All messages' },
  message: { id: 'adminInbox.message', defaultMessage: 'The message' },
  email: { id: 'adminInbox.email', defaultMessage: 'E-mail' },
  repliesTitle: { id: 'adminInbox.replies.title', defaultMessage: 'Replies' },
  noReplies: { id: 'adminInbox.replies.none', defaultMessage: 'Nobody has answered yet.' },
  replyTitle: { id: 'adminInbox.reply.title', defaultMessage: 'Answer by e-mail' },
  reply: { id: 'adminInbox.reply.body', defaultMessage: 'Your answer' },
  send: { id: 'adminInbox.reply.send', defaultMessage: 'Send answer' },
  sent: { id: 'adminInbox.reply.sent', defaultMessage: 'Your answer is on its way to the sender.' },
  replyRequired: { id: 'adminInbox.reply.required', defaultMessage: 'Write the answer first' },
  invalid: {
    id: 'adminInbox.reply.invalid',
    defaultMessage: 'The server found problems in the fields marked below.',
  },
  statusTitle: { id: 'adminInbox.status.title', defaultMessage: 'Where it stands' },
  saveStatus: { id: 'adminInbox.status.save', defaultMessage: 'Change status' },
});

/** The inbox pages' texts with values. */
export const valued = {
  replyLanguage: defineMessage<{ readonly language: string }>({
    id: 'adminInbox.reply.language',
    defaultMessage:
      'The answer goes out in {language}, the language the sender wrote in, with the greeting and signature in it, as a reply to their message.',
  }),
  counter: defineMessage<{ readonly count: number; readonly max: number }>({
    id: 'adminInbox.reply.counter',
    defaultMessage: '{count, number} of {max, number} characters',
  }),
  failed: defineMessage<{ readonly reason: string }>({
    id: 'adminInbox.write.failed',
    defaultMessage: 'The change was not saved: {reason}',
  }),
  repliedBy: defineMessage<{ readonly author: string; readonly date: string }>({
    id: 'adminInbox.replies.by',
    defaultMessage: '{author}, {date}',
  }),
  open: defineMessage<{ readonly subject: string }>({
    id: 'adminInbox.open',
    defaultMessage: 'Open “{subject}”',
  }),
};

/** The statuses' names. */
export const statusNames = defineMessages({
  new: { id: 'adminInbox.status.new', defaultMessage: 'New' },
  answered: { id: 'adminInbox.status.answered', defaultMessage: 'Answered' },
  closed: { id: 'adminInbox.status.closed', defaultMessage: 'Closed' },
} satisfies Record<InboxStatus, unknown>);

/** The languages' names. */
export const languageNames = defineMessages({
  en: { id: 'adminInbox.language.en', defaultMessage: 'English' },
  ru: { id: 'adminInbox.language.ru', defaultMessage: 'Russian' },
  cn: { id: 'adminInbox.language.cn', defaultMessage: 'Chinese' },
} satisfies Record<MessageLocale, unknown>);

/** The mail states of a reply. */
export const mailStatusNames = defineMessages({
  queued: { id: 'adminInbox.mail.queued', defaultMessage: 'Mail queued' },
  sent: { id: 'adminInbox.mail.sent', defaultMessage: 'Mail sent' },
  failed: { id: 'adminInbox.mail.failed', defaultMessage: 'Mail failed' },
});
