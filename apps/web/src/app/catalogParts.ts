import type { PageRoute } from '../lib/routes';
import { pageRoutes } from './routes';

/**
 * Message id prefixes of the cabinet's shared parts (its tables and reports, the algorithm note, the watcher view's
 * frame, the second factor its forms may ask for), not of a page.
 */
const sharedCabinetPrefixes = ['algorithm', 'cabinet', 'reports', 'stepUp', 'watch'];

/** Message id prefixes of the operator console's frame (its navigation, header, "no access" page). */
const sharedConsolePrefixes = ['console'];

/**
 * The id prefixes of a route's own texts, its title, description and navigation name (`route.adminHome`,
 * `nav.adminHome`): a cabinet or console page's are shown only on its side's pages, in their navigation and head.
 */
export const declarationPrefixes = (route: PageRoute): string[] =>
  Object.values(route.messages).map((message) => String(message.id).split('.').slice(0, 2).join('.'));

/** The layouts whose pages are the cabinet's: the signed-in one, and the read-only watcher view. */
const cabinetLayouts = new Set(['authenticated', 'watch']);

/**
 * The cabinet's pages where a miner manages the account rather than reads reports: their texts (the settings' forms,
 * wallets, API keys, referral) are most of the cabinet's, and the report pages a miner opens daily never show them.
 */
export const accountPageIds: ReadonlySet<string> = new Set(['settings', 'wallets', 'api', 'referral']);

const isAccountPage = (route: PageRoute) => accountPageIds.has(route.id);

/**
 * The named parts of the app's catalogs, by the id prefixes of their messages (`dashboard` takes `dashboard.*`):
 * the i18nCatalogs plugin serves each as `i18n/<locale>.json?part=<name>`, its own chunk, and leaves it out of the
 * main part every page loads. `cabinet`: the messages of the pages of the authenticated and watch layouts (each route's
 * `messagePrefix`, derived from its declaration) and of their shared parts, which no public page shows
 * (catalogParts.test.ts keeps it so); a public visitor never downloads them. `account`: the own texts of the cabinet's
account pages (`accountPageIds`), which those pages load beside the cabinet's; their titles and navigation names stay
in the cabinet's, whose navigation shows them everywhere. `console`: the same for the operator
 * console's pages and frame, which neither a public page nor the cabinet downloads. Each part also takes its pages'
 * own titles, descriptions and navigation names: their route declarations travel with every page, their texts do not. vite.config.ts and Storybook read this
 * in Node: the route declarations load no page until one is asked for.
 */
export const catalogParts = {
  cabinet: [
    ...new Set([
      ...sharedCabinetPrefixes,
      ...pageRoutes
        .filter((r) => cabinetLayouts.has(r.meta.layout))
        .flatMap((r) => [...(isAccountPage(r) ? [] : [r.messagePrefix ?? r.id]), ...declarationPrefixes(r)]),
    ]),
  ].sort(),
  account: [...new Set(pageRoutes.filter(isAccountPage).map((r) => r.messagePrefix ?? r.id))].sort(),
  console: [
    ...new Set([
      ...sharedConsolePrefixes,
      ...pageRoutes
        .filter((r) => r.meta.layout === 'console')
        .flatMap((r) => [r.messagePrefix ?? r.id, ...declarationPrefixes(r)]),
    ]),
  ].sort(),
} satisfies Readonly<Record<string, readonly string[]>>;

/** The name of a catalog part. */
export type CatalogPart = keyof typeof catalogParts;
