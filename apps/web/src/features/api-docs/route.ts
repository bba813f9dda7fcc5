import { defineMessages, defineRoute, publicPage } from '../../lib/routes';
import { isApiDocType, isApiOperation } from './apiDocTypes';

/** The page `Docs` at `/docs`. */
export const docsRoute = defineRoute({
  id: 'docs',
  path: '/docs',
  meta: publicPage,
  messages: defineMessages({
    title: { id: 'route.docs.title', defaultMessage: 'API documentation' },
    description: {
      id: 'route.docs.description',
      defaultMessage:
        'The pool’s HTTP API: public statistics for everyone, and your account data with a personal key.',
    },
    nav: { id: 'nav.docs', defaultMessage: 'API docs' },
  }),
  page: () => import('./Docs').then((m) => m.Docs),
});

/** The page `ApiDocsType` at `/docs/api-swagger/:type`. */
export const apiDocsTypeRoute = defineRoute({
  id: 'apiDocsType',
  path: '/docs/api-swagger/:type',
  meta: { layout: 'api-docs', middleware: ['locale'], validate: ({ type }) => isApiDocType(type) },
  messages: defineMessages({
    title: { id: 'route.apiDocsType.title', defaultMessage: 'API reference' },
    description: {
      id: 'route.apiDocsType.description',
      defaultMessage: 'Every method of this part of the API, with its parameters and answers.',
    },
  }),
  page: () => import('./ApiDocsType').then((m) => m.ApiDocsType),
});

/** The page `ApiDocsMethod` at `/docs/api-swagger/:type/:mathod`. */
export const apiDocsMethodRoute = defineRoute({
  id: 'apiDocsMethod',
  // `mathod` is the parameter's name in the product's published URL scheme, misspelling included.
  path: '/docs/api-swagger/:type/:mathod',
  meta: {
    layout: 'api-docs',
    middleware: ['locale'],
    validate: ({ type, mathod }) => isApiOperation(type, mathod),
  },
  messages: defineMessages({
    title: { id: 'route.apiDocsMethod.title', defaultMessage: 'API method' },
    description: {
      id: 'route.apiDocsMethod.description',
      defaultMessage: 'One method of the API: what it takes, what it answers and an example request.',
    },
  }),
  page: () => import('./ApiDocsMethod').then((m) => m.ApiDocsMethod),
});
