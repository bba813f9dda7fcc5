import { cabinetPage, defineMessages, defineRoute } from '../../lib/routes';

/** The page `Accruals` at `/accruals`. */
export const accrualsRoute = defineRoute({
  id: 'accruals',
  path: '/accruals',
  meta: cabinetPage,
  messages: defineMessages({
    title: { id: 'route.accruals.title', defaultMessage: 'Accruals' },
    description: {
      id: 'route.accruals.description',
      defaultMessage: 'What the pool credited to you each day, by coin, type and status.',
    },
    nav: { id: 'nav.accruals', defaultMessage: 'Accruals' },
  }),
  page: () => import('./Accruals').then((m) => m.Accruals),
});
