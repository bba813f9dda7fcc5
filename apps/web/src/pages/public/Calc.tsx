import { PublicPage } from './PublicPage';

/** The calc page. */
export function Calc() {
  return <PublicPage id="calc" />;
}
