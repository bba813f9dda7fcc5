import { cabinetPage, defineMessages, defineRoute, watchBasePath, watchPage } from '../../lib/routes';

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

/** The page `Accruals` in a watcher view, at `/watch/:secret/accruals`: read-only, through the link. */
export const watchAccrualsRoute = defineRoute({
  id: 'watch-accruals',
  path: `${watchBasePath}/accruals`,
  meta: watchPage,
  messagePrefix: 'accruals',
  messages: {
    ...accrualsRoute.messages,
    ...defineMessages({
      description: {
        id: 'route.watch.accruals.description',
        defaultMessage: 'What the shared sub-account earned, day by day, and of what kind.',
      },
    }),
  },
  page: () => import('./Accruals').then((m) => m.Accruals),
});
