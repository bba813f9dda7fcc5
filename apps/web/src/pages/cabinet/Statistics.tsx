import { CabinetPage } from './CabinetPage';

/** The cabinet's statistics page. */
export function Statistics() {
  return <CabinetPage id="statistics" />;
}
