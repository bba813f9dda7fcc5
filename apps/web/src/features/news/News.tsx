import { NewsList } from './NewsList';
import { PublicPage } from '../../lib/page/PublicPage';
import { newsRoute } from './route';

/** The news page (`/news`): localised posts, newest first, paginated, each with its permalink. */
export function News() {
  return (
    <PublicPage route={newsRoute}>
      <NewsList />
    </PublicPage>
  );
}
