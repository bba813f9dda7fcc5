import { defineMessages, defineRoute, techWorkPath } from '../../lib/routes';

/** The page `TechWork` at `/tech-work`. */
export const techWorkRoute = defineRoute({
  id: 'techWork',
  path: techWorkPath,
  meta: { layout: 'techwork', middleware: ['locale'] },
  messages: defineMessages({
    title: { id: 'route.techWork.title', defaultMessage: 'Maintenance in progress' },
    description: {
      id: 'route.techWork.description',
      defaultMessage:
        'The pool site is being updated. Your rigs keep mining and your shares keep counting; the site is back shortly.',
    },
  }),
  page: () => import('./TechWork').then((m) => m.TechWork),
});
