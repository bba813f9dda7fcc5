import { defineMessages, defineRoute, publicPage } from '../../lib/routes';

/** The page `Calc` at `/calc`. */
export const calcRoute = defineRoute({
  id: 'calc',
  path: '/calc',
  meta: publicPage,
  messages: defineMessages({
    title: { id: 'route.calc.title', defaultMessage: 'Profitability calculator' },
    description: {
      id: 'route.calc.description',
      defaultMessage:
        'Estimate what your hashrate earns a day in Litecoin and Dogecoin, after the pool fee and power costs.',
    },
    nav: { id: 'nav.calc', defaultMessage: 'Calculator' },
  }),
  page: () => import('./Calc').then((m) => m.Calc),
});
