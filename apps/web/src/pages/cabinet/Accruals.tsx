import { CabinetPage } from './CabinetPage';

/** The cabinet's accruals page. */
export function Accruals() {
  return <CabinetPage id="accruals" />;
}
