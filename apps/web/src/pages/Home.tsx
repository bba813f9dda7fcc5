import { FormattedMessage } from 'react-intl';
import * as styles from './pages.css';

/** The home page. */
export function Home() {
  return (
    <article>
      <h1 className={styles.title}>
        <FormattedMessage id="home.title" />
      </h1>
      <p className={styles.lead}>
        <FormattedMessage id="home.lead" />
      </p>
      <p className={styles.muted}>
        <FormattedMessage id="home.status" />
      </p>
    </article>
  );
}
