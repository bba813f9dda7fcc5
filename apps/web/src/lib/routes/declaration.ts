import type { ComponentType } from 'react';
import type { MessageDescriptor } from 'react-intl';

// What a route declares about itself, once, beside its feature (features/<name>/route.ts). The router, the prerender
// at build, the host server's list of known paths and the catalog parts are all derived from these declarations
// (app/routes.ts lists them). Free of React at run time (types only), so the host server can read them too.

/** The page frames of the app. */
export type LayoutName =
  'default' | 'authenticated' | 'watch' | 'console' | 'error' | 'techwork' | 'api-docs';

/** Route parameters as the router reports them. */
export type RouteParams = Readonly<Record<string, string | undefined>>;

/** What a route says about how it is shown, beyond its path. */
export interface RouteMeta {
  /** The frame the page renders in. */
  layout: LayoutName;
  /** Names of the middleware that run before the page, in order, from the registry (`auth`, `locale`). */
  middleware: readonly string[];
  /** A check of the parameters; false renders the 404 page (`Page Not Found: {path}`). */
  validate?: (params: RouteParams) => boolean;
  /** A colour mode the page forces whatever the visitor chose. */
  colorMode?: 'light' | 'dark' | 'system';
  /**
   * The address holds a credential (a link's secret): the page announces no twins in other languages, asks search
   * engines not to keep it and browsers to send no Referer (the host server says the same in its headers).
   */
  secretPath?: boolean;
}

/** The texts a route declares: its heading and document title, its description, its name in navigation. */
export interface RouteMessages {
  /** The page's heading and `<title>`. */
  title: MessageDescriptor;
  /** The lead paragraph and `<meta name="description">`. */
  description: MessageDescriptor;
  /** The short name in navigation links, when it differs from the title. */
  nav?: MessageDescriptor;
}

/** A realm role that opens parts of the operator console (the API checks the same role on every call). */
export type StaffRole = 'admin' | 'support';

/** Where a console page belongs and who may open it. */
export interface ConsoleDeclaration {
  /** The console's section: its navigation shows each section once, as the section's first declared page. */
  section: string;
  /** The realm roles that may open the page (any one of them). */
  roles: readonly StaffRole[];
}

/** A page component; it gets its route, so one component can serve several pages. */
export type PageComponent = ComponentType<{ route: PageRoute }>;

/** One page of the app: everything about it in one declaration. */
export interface PageRoute<Id extends string = string> {
  /** Stable name, checked by the type checker wherever a route is named (`RouteId`). */
  id: Id;
  /** Path without locale prefix, react-router syntax (`/docs/api-swagger/:type`). */
  path: string;
  /** Layout, middleware, validation and forced colour mode. */
  meta: RouteMeta;
  /** False for paths that exist only once, without /ru and /cn twins (the sign-in callback). */
  localized?: boolean;
  /** Heading, description and navigation name. */
  messages: RouteMessages;
  /**
   * The id prefix of the messages only this page shows (`workers` for `workers.*`). Pages of the authenticated
   * layout have theirs in the cabinet's catalog part, which no public page downloads. Defaults to the id.
   */
  messagePrefix?: string;
  /** A page of the operator console: its section and the roles that may open it (the `staff` middleware checks). */
  console?: ConsoleDeclaration;
  /** The page's module, loaded when the page is first opened: its own chunk. */
  page: () => Promise<PageComponent>;
}

/** Declares a route; the id's literal type is kept, so a list of routes yields the union of their ids. */
export function defineRoute<const Id extends string>(route: PageRoute<Id>): PageRoute<Id> {
  return route;
}

/**
 * react-intl's `defineMessages` without react-intl: the extractor and the build find messages by this name, and a
 * route declaration stays loadable where React is not (the host server).
 */
export function defineMessages<const T extends Record<string, MessageDescriptor>>(messages: T): T {
  return messages;
}

/** A public page: the default layout, the page's language and head. */
export const publicPage: RouteMeta = { layout: 'default', middleware: ['locale'] };

/** A cabinet page: signed in only, in the cabinet's layout, showing one sub-account's data. */
export const cabinetPage: RouteMeta = {
  layout: 'authenticated',
  middleware: ['locale', 'auth', 'subaccount'],
};

/** A page of the operator console: signed in with a staff role (the route's `console.roles`), in the console's layout. */
export const consolePage: RouteMeta = { layout: 'console', middleware: ['locale', 'auth', 'staff'] };

/** A watcher link's secret as the API issues it: 32 characters of base64url (24 random bytes). */
export const watchSecretPattern = /^[A-Za-z0-9_-]{32}$/;

/**
 * A page of a watcher view (`/watch/:secret/…`): a cabinet page, read-only, without sign-in, in the watch layout,
 * which reads through the link. An address whose secret is not of the link's shape is no page (404).
 */
export const watchPage: RouteMeta = {
  layout: 'watch',
  middleware: ['locale'],
  validate: (params) => watchSecretPattern.test(params.secret ?? ''),
};

/** An error or status page. */
export const errorPage: RouteMeta = { layout: 'error', middleware: ['locale'] };
