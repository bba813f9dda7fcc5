import { CabinetPage } from './CabinetPage';

/** The cabinet's payouts page. */
export function Payouts() {
  return <CabinetPage id="payouts" />;
}
