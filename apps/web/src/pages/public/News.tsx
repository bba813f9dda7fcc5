import { PublicPage } from './PublicPage';

/** The news page. */
export function News() {
  return <PublicPage id="news" />;
}
