export {
  cabinetPage,
  defineMessages,
  defineRoute,
  errorPage,
  publicPage,
  type LayoutName,
  type PageComponent,
  type PageRoute,
  type RouteMessages,
  type RouteMeta,
  type RouteParams,
  watchPage,
  watchSecretPattern,
} from './declaration';
export { signInLandingPath, techWorkPath, watchBasePath } from './landmarks';
