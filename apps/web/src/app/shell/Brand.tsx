import { LocaleLink } from '@lode/i18n';
import { defineMessages, FormattedMessage } from 'react-intl';
import * as styles from './header.css';

const messages = defineMessages({
  appName: { id: 'app.name', defaultMessage: 'Lode' },
});

/** The site's name, linking home in the page language. */
export function Brand() {
  return (
    <LocaleLink to="/" className={styles.brand}>
      {/* lucide "activity", drawn inline: every page's first paint shows it, so it must not pull in the icon set. */}
      <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true" className={styles.brandMark}>
        <path
          fill="none"
          stroke="currentColor"
          strokeLinecap="round"
          strokeLinejoin="round"
          strokeWidth="2"
          d="M22 12h-2.48a2 2 0 0 0-1.93 1.46l-2.35 8.36a.25.25 0 0 1-.48 0L9.24 2.18a.25.25 0 0 0-.48 0l-2.35 8.36A2 2 0 0 1 4.49 12H2"
        />
      </svg>
      <FormattedMessage {...messages.appName} />
    </LocaleLink>
  );
}
