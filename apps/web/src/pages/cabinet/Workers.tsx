import { CabinetPage } from './CabinetPage';

/** The cabinet's workers page. */
export function Workers() {
  return <CabinetPage id="workers" />;
}
