import { CabinetPage } from './CabinetPage';

/** The cabinet's api page. */
export function ApiAccess() {
  return <CabinetPage id="api" />;
}
