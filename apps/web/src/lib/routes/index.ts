export {
  cabinetPage,
  consolePage,
  defineMessages,
  defineRoute,
  errorPage,
  publicPage,
  type ConsoleDeclaration,
  type LayoutName,
  type PageComponent,
  type PageRoute,
  type RouteMessages,
  type RouteMeta,
  type RouteParams,
  type StaffRole,
  watchPage,
  watchSecretPattern,
} from './declaration';
export { signInLandingPath, techWorkPath, watchBasePath } from './landmarks';
