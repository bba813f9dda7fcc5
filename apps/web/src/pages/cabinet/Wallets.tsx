import { CabinetPage } from './CabinetPage';

/** The cabinet's wallets page. */
export function Wallets() {
  return <CabinetPage id="wallets" />;
}
