import * as accruals from '../features/accruals/route';
import * as adminAccounts from '../features/admin-accounts/route';
import * as adminAudit from '../features/admin-audit/route';
import * as adminHome from '../features/admin-home/route';
import * as adminInbox from '../features/admin-inbox/route';
import * as adminMail from '../features/admin-mail/route';
import * as adminMaintenance from '../features/admin-maintenance/route';
import * as adminNews from '../features/admin-news/route';
import * as adminRedirects from '../features/admin-redirects/route';
import * as apiDocs from '../features/api-docs/route';
import * as apiKeys from '../features/api-keys/route';
import * as calculator from '../features/calculator/route';
import * as contacts from '../features/contacts/route';
import * as dashboard from '../features/dashboard/route';
import * as errors from '../features/errors/route';
import * as faq from '../features/faq/route';
import * as home from '../features/home/route';
import * as news from '../features/news/route';
import * as payouts from '../features/payouts/route';
import * as referral from '../features/referral/route';
import * as security from '../features/security/route';
import * as settings from '../features/settings/route';
import * as signIn from '../features/sign-in/route';
import * as statistics from '../features/statistics/route';
import * as subAccounts from '../features/subaccounts/route';
import * as techWork from '../features/tech-work/route';
import * as top from '../features/top/route';
import * as wallets from '../features/wallets/route';
import * as workers from '../features/workers/route';
import type { PageRoute } from '../lib/routes';

// Every page of the app, each declared once beside its feature (features/<name>/route.ts): a feature's route module
// exports its declarations and nothing else. Everything else that knows the pages is derived from this list: the
// router (router.tsx), the prerendered pages (prerender.tsx), the host server's answer to unknown paths
// (server/app.ts, through routing/routeTable.ts) and the catalog parts (catalogParts.ts). A new route in a feature
// is its declaration alone; a new feature adds its line below (routes.test.ts fails until it does).

/**
 * The features' route modules, in matching order; the cabinet's and the console's in the order of their side
 * navigations.
 */
const features = [
  home,
  faq,
  top,
  calculator,
  news,
  contacts,
  apiDocs,
  subAccounts,
  dashboard,
  statistics,
  workers,
  accruals,
  payouts,
  wallets,
  referral,
  apiKeys,
  settings,
  adminHome,
  adminNews,
  adminMaintenance,
  adminRedirects,
  adminAudit,
  adminAccounts,
  adminInbox,
  adminMail,
  errors,
  techWork,
  signIn,
  security,
] as const;

type RouteOf<F> = F extends Readonly<Record<string, infer R>> ? R : never;

/** Every page, in matching order. */
export const pageRoutes: readonly RouteOf<(typeof features)[number]>[] = features.flatMap(
  (feature) => Object.values(feature) as RouteOf<typeof feature>[],
);

/** The id of a page: a misspelt one fails the type check. */
export type RouteId = (typeof pageRoutes)[number]['id'];

// Every declaration is a PageRoute.
pageRoutes satisfies readonly PageRoute[];
