import { LocaleLink } from '@lode/i18n';
import { useEffect } from 'react';
import { defineMessage, defineMessages, FormattedMessage, useIntl } from 'react-intl';
import { useLocation } from 'react-router-dom';
import { setDocumentTitle, setLanguageAlternates } from '../head/documentHead';
import * as styles from '../../lib/page/pages.css';

// react-intl 12 types a message's arguments from the generic, so the ones with arguments are declared alone.
const title = defineMessage<{ readonly path: string }>({
  id: 'notFound.title',
  defaultMessage: 'Page Not Found: {path}',
  description: 'The spec’s 404 text',
});

const messages = defineMessages({
  body: { id: 'notFound.body', defaultMessage: 'The address may be mistyped, or the page has moved.' },
  home: { id: 'nav.home', defaultMessage: 'Home' },
});

/** The 404 page: says which path was not found and leads home (unknown paths and failed `validate`). */
export function NotFound() {
  const { pathname } = useLocation();
  const intl = useIntl();
  const heading = intl.formatMessage(title, { path: pathname });
  useEffect(() => {
    setDocumentTitle(heading);
    setLanguageAlternates(null, '/');
  }, [heading]);
  return (
    <article>
      <h1 className={styles.title}>{heading}</h1>
      <p className={styles.lead}>
        <FormattedMessage {...messages.body} />
      </p>
      <LocaleLink className={styles.link} to="/">
        <FormattedMessage {...messages.home} />
      </LocaleLink>
    </article>
  );
}
