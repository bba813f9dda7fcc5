import { CabinetPage } from './CabinetPage';

/** The cabinet's dashboard page. */
export function Dashboard() {
  return <CabinetPage id="dashboard" />;
}
