import { cabinetPage, defineMessages, defineRoute } from '../../lib/routes';

/** The page `Settings` at `/settings`. */
export const settingsRoute = defineRoute({
  id: 'settings',
  path: '/settings',
  meta: cabinetPage,
  messages: defineMessages({
    title: { id: 'route.settings.title', defaultMessage: 'Settings' },
    description: {
      id: 'route.settings.description',
      defaultMessage: 'Sub-accounts, language, theme and notifications for your account.',
    },
    nav: { id: 'nav.settings', defaultMessage: 'Settings' },
  }),
  page: () => import('./Settings').then((m) => m.Settings),
});
