import { PublicPage } from './PublicPage';

/** The top page. */
export function Top() {
  return <PublicPage id="top" />;
}
