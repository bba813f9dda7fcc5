import { LocaleLink } from '@lode/i18n';
import { Icon } from '@lode/ui';
import { defineMessages, FormattedMessage } from 'react-intl';
import * as styles from './header.css';

const messages = defineMessages({
  appName: { id: 'app.name', defaultMessage: 'Lode' },
});

/** The site's name, linking home in the page language. */
export function Brand() {
  return (
    <LocaleLink to="/" className={styles.brand}>
      <Icon name="lucide:activity" size={22} className={styles.brandMark} />
      <FormattedMessage {...messages.appName} />
    </LocaleLink>
  );
}
