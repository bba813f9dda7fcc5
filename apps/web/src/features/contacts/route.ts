import { defineMessages, defineRoute, publicPage } from '../../lib/routes';

/** The page `Contacts` at `/contacts`. */
export const contactsRoute = defineRoute({
  id: 'contacts',
  path: '/contacts',
  meta: publicPage,
  messages: defineMessages({
    title: { id: 'route.contacts.title', defaultMessage: 'Contacts' },
    description: {
      id: 'route.contacts.description',
      defaultMessage: 'How to reach the pool team for help with mining, payouts or your account.',
    },
    nav: { id: 'nav.contacts', defaultMessage: 'Contacts' },
  }),
  page: () => import('./Contacts').then((m) => m.Contacts),
});
