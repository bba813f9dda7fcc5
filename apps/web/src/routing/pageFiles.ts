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
  home: { file: 'pages/Home.tsx', name: 'Home' },
  faq: { file: 'pages/Faq.tsx', name: 'Faq' },
  top: { file: 'pages/public/Top.tsx', name: 'Top' },
  calc: { file: 'pages/public/Calc.tsx', name: 'Calc' },
  news: { file: 'pages/public/News.tsx', name: 'News' },
  contacts: { file: 'pages/public/Contacts.tsx', name: 'Contacts' },
  docs: { file: 'pages/public/Docs.tsx', name: 'Docs' },
  apiDocsType: { file: 'pages/docs/ApiDocsType.tsx', name: 'ApiDocsType' },
  apiDocsMethod: { file: 'pages/docs/ApiDocsMethod.tsx', name: 'ApiDocsMethod' },
  dashboard: { file: 'pages/cabinet/Dashboard.tsx', name: 'Dashboard' },
  statistics: { file: 'pages/cabinet/Statistics.tsx', name: 'Statistics' },
  workers: { file: 'pages/cabinet/Workers.tsx', name: 'Workers' },
  accruals: { file: 'pages/cabinet/Accruals.tsx', name: 'Accruals' },
  payouts: { file: 'pages/cabinet/Payouts.tsx', name: 'Payouts' },
  wallets: { file: 'pages/cabinet/Wallets.tsx', name: 'Wallets' },
  referral: { file: 'pages/cabinet/Referral.tsx', name: 'Referral' },
  api: { file: 'pages/cabinet/ApiAccess.tsx', name: 'ApiAccess' },
  settings: { file: 'pages/cabinet/Settings.tsx', name: 'Settings' },
  error401: { file: 'pages/errors/Error401.tsx', name: 'Error401' },
  error404: { file: 'pages/errors/Error404.tsx', name: 'Error404' },
  errorBanned: { file: 'pages/errors/ErrorBanned.tsx', name: 'ErrorBanned' },
  techWork: { file: 'pages/TechWork.tsx', name: 'TechWork' },
  authCallback: { file: 'pages/AuthCallback.tsx', name: 'AuthCallback' },
};

/** The module of each layout but `error`, which is in the main bundle. */
export const layoutFiles: Readonly<Record<Exclude<LayoutName, 'error'>, ModuleRef>> = {
  default: { file: 'layouts/DefaultLayout/DefaultLayout.tsx', name: 'DefaultLayout' },
  authenticated: { file: 'layouts/CabinetLayout/CabinetLayout.tsx', name: 'CabinetLayout' },
  techwork: { file: 'layouts/TechWorkLayout/TechWorkLayout.tsx', name: 'TechWorkLayout' },
  'api-docs': { file: 'layouts/ApiDocsLayout/ApiDocsLayout.tsx', name: 'ApiDocsLayout' },
};
