import { PageIntro } from '../../lib/page/PageIntro';
import * as styles from '../../lib/page/pages.css';
import { authCallbackRoute } from './route';

/** `/auth/callback`, where the identity provider sends the browser back: a neutral status while sign-in finishes. */
export function AuthCallback() {
  return (
    // A live status, not an article: ARIA allows no status role on <article> (axe: aria-allowed-role).
    <div role="status" className={styles.muted}>
      <PageIntro route={authCallbackRoute} />
    </div>
  );
}
