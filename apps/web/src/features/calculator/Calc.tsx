import { Calculator } from './Calculator';
import { PublicPage } from '../../lib/page/PublicPage';
import { calcRoute } from './route';

/** The profitability calculator (`/calc`): inputs in the address, results from the formula on the API's figures. */
export function Calc() {
  return (
    <PublicPage route={calcRoute}>
      <Calculator />
    </PublicPage>
  );
}
