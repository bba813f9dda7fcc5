import { QueryClientProvider } from '@tanstack/react-query';
import { Calculator } from '../../calculator/Calculator';
import { publicQueryClient } from '../../public/data';
import { PublicPage } from './PublicPage';

/** The profitability calculator (`/calc`): inputs in the address, results from the formula on the API's figures. */
export function Calc() {
  return (
    <PublicPage id="calc">
      <QueryClientProvider client={publicQueryClient}>
        <Calculator />
      </QueryClientProvider>
    </PublicPage>
  );
}
