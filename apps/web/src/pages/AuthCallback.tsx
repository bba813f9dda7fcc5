import { PageIntro } from '../PageIntro';
import * as styles from './pages.css';

/** `/auth/callback`, where the identity provider sends the browser back: a neutral status while sign-in finishes. */
export function AuthCallback() {
  return (
    <article role="status" className={styles.muted}>
      <PageIntro id="authCallback" />
    </article>
  );
}
