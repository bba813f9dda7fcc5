import { cabinetPage, defineMessages, defineRoute } from '../../lib/routes';

/** The page `Referral` at `/referral`. */
export const referralRoute = defineRoute({
  id: 'referral',
  path: '/referral',
  meta: cabinetPage,
  messages: defineMessages({
    title: { id: 'route.referral.title', defaultMessage: 'Referral programme' },
    description: {
      id: 'route.referral.description',
      defaultMessage: 'Your referral link, the miners who joined with it and what they earned you.',
    },
    nav: { id: 'nav.referral', defaultMessage: 'Referral' },
  }),
  page: () => import('./Referral').then((m) => m.Referral),
});
