import type { ComponentType } from 'react';
import type { LayoutName } from '../../lib/routes';
import { ErrorLayout } from './ErrorLayout';

/** Lazy loaders of the layouts, by name. */
export type LayoutModules = Readonly<Record<LayoutName, () => Promise<ComponentType>>>;

/**
 * The layouts, each its own chunk but `error`, which is in the main bundle: the error boundary needs it when chunks
 * fail to load.
 */
export const layoutModules: LayoutModules = {
  default: () => import('./DefaultLayout/DefaultLayout').then((m) => m.DefaultLayout),
  authenticated: () => import('./CabinetLayout/CabinetLayout').then((m) => m.CabinetLayout),
  watch: () => import('./WatchLayout/WatchLayout').then((m) => m.WatchLayout),
  console: () => import('./ConsoleLayout/ConsoleLayout').then((m) => m.ConsoleLayout),
  techwork: () => import('./TechWorkLayout/TechWorkLayout').then((m) => m.TechWorkLayout),
  'api-docs': () => import('./ApiDocsLayout/ApiDocsLayout').then((m) => m.ApiDocsLayout),
  error: () => Promise.resolve(ErrorLayout),
};
