import { NewsList } from './NewsList';
import { PublicPage } from '../../lib/page/PublicPage';

/** The news page (`/news`): localised posts, newest first, paginated, each with its permalink. */
export function News() {
  return (
    <PublicPage id="news">
      <NewsList />
    </PublicPage>
  );
}
