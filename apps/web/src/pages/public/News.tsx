import { NewsList } from '../../public/NewsList';
import { PublicPage } from './PublicPage';

/** The news page (`/news`): localised posts, newest first, paginated, each with its permalink. */
export function News() {
  return (
    <PublicPage id="news">
      <NewsList />
    </PublicPage>
  );
}
