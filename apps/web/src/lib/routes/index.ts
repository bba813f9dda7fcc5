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
} from './declaration';
export { signInLandingPath, techWorkPath } from './landmarks';
