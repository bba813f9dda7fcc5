import { consolePage, defineMessages, defineRoute } from '../../lib/routes';

/** The page `AdminInbox` at `/admin/inbox`: the contact form's messages, by status, searchable. */
export const adminInboxRoute = defineRoute({
  id: 'adminInbox',
  path: '/admin/inbox',
  meta: consolePage,
  console: { section: 'inbox', roles: ['admin', 'support'] },
  messagePrefix: 'adminInbox',
  messages: defineMessages({
    title: { id: 'route.adminInbox.title', defaultMessage: 'Support inbox' },
    description: {
      id: 'route.adminInbox.description',
      defaultMessage: 'Messages sent through the contact form: new ones to answer, answered and closed ones.',
    },
    nav: { id: 'nav.adminInbox', defaultMessage: 'Inbox' },
  }),
  page: () => import('./AdminInbox').then((m) => m.AdminInbox),
});

/** The page `AdminInboxMessage` at `/admin/inbox/:id`: one message, its replies, a reply and its status. */
export const adminInboxMessageRoute = defineRoute({
  id: 'adminInboxMessage',
  path: '/admin/inbox/:id',
  meta: consolePage,
  console: { section: 'inbox', roles: ['admin', 'support'] },
  messagePrefix: 'adminInbox',
  messages: defineMessages({
    title: { id: 'route.adminInboxMessage.title', defaultMessage: 'Message' },
    description: {
      id: 'route.adminInboxMessage.description',
      defaultMessage:
        'Read the message, answer it by e-mail in the sender’s language, and mark where it stands.',
    },
  }),
  page: () => import('./AdminInboxMessage').then((m) => m.AdminInboxMessage),
});
