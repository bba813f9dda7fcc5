import type { LayoutName } from './routeTable';

// Which module holds each page and layout, as paths under src/ and export names: the router loads them lazily from
// here (router.tsx), one chunk each. Plain data, so a build step (prerendering, preload hints) can read it too.

/** A module and the component it exports. */
export interface ModuleRef {
  /** Path under `src/`. */
  file: string;
  /** Name of the exported component. */
  name: string;
}

/** The module of each page, by route id. */
export const pageFiles: Readonly<Record<string, ModuleRef>> = {
  home: { file: 'features/home/Home.tsx', name: 'Home' },
  faq: { file: 'features/faq/Faq.tsx', name: 'Faq' },
  top: { file: 'features/top/Top.tsx', name: 'Top' },
  calc: { file: 'features/calculator/Calc.tsx', name: 'Calc' },
  news: { file: 'features/news/News.tsx', name: 'News' },
  contacts: { file: 'features/contacts/Contacts.tsx', name: 'Contacts' },
  docs: { file: 'features/api-docs/Docs.tsx', name: 'Docs' },
  apiDocsType: { file: 'features/api-docs/ApiDocsType.tsx', name: 'ApiDocsType' },
  apiDocsMethod: { file: 'features/api-docs/ApiDocsMethod.tsx', name: 'ApiDocsMethod' },
  dashboard: { file: 'features/dashboard/Dashboard.tsx', name: 'Dashboard' },
  statistics: { file: 'features/statistics/Statistics.tsx', name: 'Statistics' },
  workers: { file: 'features/workers/Workers.tsx', name: 'Workers' },
  accruals: { file: 'features/accruals/Accruals.tsx', name: 'Accruals' },
  payouts: { file: 'features/payouts/Payouts.tsx', name: 'Payouts' },
  wallets: { file: 'features/wallets/Wallets.tsx', name: 'Wallets' },
  referral: { file: 'features/referral/Referral.tsx', name: 'Referral' },
  api: { file: 'features/api-keys/ApiAccess.tsx', name: 'ApiAccess' },
  settings: { file: 'features/settings/Settings.tsx', name: 'Settings' },
  error401: { file: 'features/errors/Error401.tsx', name: 'Error401' },
  error404: { file: 'features/errors/Error404.tsx', name: 'Error404' },
  errorBanned: { file: 'features/errors/ErrorBanned.tsx', name: 'ErrorBanned' },
  techWork: { file: 'features/tech-work/TechWork.tsx', name: 'TechWork' },
  authCallback: { file: 'features/sign-in/AuthCallback.tsx', name: 'AuthCallback' },
};

/** The module of each layout but `error`, which is in the main bundle. */
export const layoutFiles: Readonly<Record<Exclude<LayoutName, 'error'>, ModuleRef>> = {
  default: { file: 'app/layouts/DefaultLayout/DefaultLayout.tsx', name: 'DefaultLayout' },
  authenticated: { file: 'app/layouts/CabinetLayout/CabinetLayout.tsx', name: 'CabinetLayout' },
  techwork: { file: 'app/layouts/TechWorkLayout/TechWorkLayout.tsx', name: 'TechWorkLayout' },
  'api-docs': { file: 'app/layouts/ApiDocsLayout/ApiDocsLayout.tsx', name: 'ApiDocsLayout' },
};
