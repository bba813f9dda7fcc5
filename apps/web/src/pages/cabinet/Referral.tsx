import { CabinetPage } from './CabinetPage';

/** The cabinet's referral page. */
export function Referral() {
  return <CabinetPage id="referral" />;
}
