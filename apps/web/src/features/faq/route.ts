import { defineMessages, defineRoute, publicPage } from '../../lib/routes';

/** The page `Faq` at `/faq`. */
export const faqRoute = defineRoute({
  id: 'faq',
  path: '/faq',
  meta: publicPage,
  messages: defineMessages({
    title: { id: 'route.faq.title', defaultMessage: 'Frequently asked questions' },
    description: {
      id: 'route.faq.description',
      defaultMessage: 'Answers about languages, themes, payouts and how the pool counts your work.',
    },
    nav: {
      id: 'nav.faq',
      defaultMessage: 'FAQ',
      description: 'Header link to the frequently asked questions',
    },
  }),
  page: () => import('./Faq').then((m) => m.Faq),
});
