import { catalogs, requireCatalogParts } from '../catalogs';
import { RouteHead } from '../head/RouteHead';
import type { MiddlewareRegistry } from './middleware';

/**
 * The app's route middleware. `locale`: the page's catalog, with the parts it needs (the cabinet's), is
 * loaded before it renders (no flash of another language or of English defaults) and `<html lang>` follows it, and the title, meta description and hreflang alternates are set; the
 * `locale` cookie is left alone (only a choice in the language switcher writes it). `auth`: see RequireSignIn.
 * `subaccount`: see RequireSubAccount. `staff`: see RequireStaff (the operator console's roles). Those three load with
 * the pages that name them, so a public page carries none of their code.
 */
export const middlewareRegistry: MiddlewareRegistry = {
  locale: {
    // The I18nProvider shows a loaded catalog in the same render and sets <html lang> from it. A catalog that
    // failed once is not asked for again on every navigation (one failure, one log line). A required part stays
    // required: a later locale switch loads it with the main part.
    beforeLoad: async ({ route, locale }) => {
      requireCatalogParts(route);
      if (!catalogs.peek(locale)) await catalogs.load(locale);
    },
    Guard: RouteHead,
  },
  auth: { loadGuard: () => import('../../lib/session/RequireSignIn').then((m) => m.RequireSignIn) },
  subaccount: {
    loadGuard: () => import('../../lib/subaccounts/RequireSubAccount').then((m) => m.RequireSubAccount),
  },
  staff: { loadGuard: () => import('../../lib/session/RequireStaff').then((m) => m.RequireStaff) },
};
