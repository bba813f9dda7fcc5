import { consolePage, defineMessages, defineRoute } from '../../lib/routes';

/** The page `AdminMail` at `/admin/mail`: the outbox, failed mail with the server's answer, and retry. */
export const adminMailRoute = defineRoute({
  id: 'adminMail',
  path: '/admin/mail',
  meta: consolePage,
  console: { section: 'mail', roles: ['admin'] },
  messagePrefix: 'adminMail',
  messages: defineMessages({
    title: { id: 'route.adminMail.title', defaultMessage: 'Mail' },
    description: {
      id: 'route.adminMail.description',
      defaultMessage:
        'The mail the pool sends: queued, sent and failed, with the mail server’s answer and the next attempt.',
    },
    nav: { id: 'nav.adminMail', defaultMessage: 'Mail' },
  }),
  page: () => import('./AdminMail').then((m) => m.AdminMail),
});
