import { I18nProvider, localeFromPath } from '@lode/i18n';
import { Outlet, useLocation } from 'react-router-dom';
import { catalogs } from './catalogs';

/** The root of every route: the page's language comes from its URL prefix (none for English, /ru, /cn). */
export function LocaleRoot() {
  const { pathname } = useLocation();
  return (
    <I18nProvider locale={localeFromPath(pathname)} catalogs={catalogs}>
      <Outlet />
    </I18nProvider>
  );
}
