import { CabinetPage } from './CabinetPage';

/** The cabinet's settings page. */
export function Settings() {
  return <CabinetPage id="settings" />;
}
