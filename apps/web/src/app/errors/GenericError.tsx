import { LocaleLink } from '@lode/i18n';
import { useEffect } from 'react';
import { defineMessages, FormattedMessage, useIntl } from 'react-intl';
import { setDocumentTitle, setLanguageAlternates } from '../head/documentHead';
import { ChunkLoadError } from '../../lib/runtime/chunkReload';
import * as styles from '../../lib/page/pages.css';

const messages = defineMessages({
  title: {
    id: 'error.title',
    defaultMessage: 'Internal Server Error',
    description: 'The spec’s default text of the generic error page',
  },
  body: {
    id: 'error.body',
    defaultMessage: 'Something went wrong on our side. Try again in a moment, or go back to the home page.',
  },
  chunkTitle: { id: 'error.chunk.title', defaultMessage: 'This page could not be loaded' },
  chunkBody: {
    id: 'error.chunk.body',
    defaultMessage:
      'Part of the site did not arrive, even after a reload. Check your connection, then reload the page.',
  },
  reload: { id: 'error.reload', defaultMessage: 'Reload the page' },
  home: { id: 'nav.home', defaultMessage: 'Home' },
});

/** The page for any error but a 404: what happened in plain words, a reload and a way home. */
export function GenericError({
  error,
}: {
  /** What went wrong; chunk failures get their own words. */ error?: unknown;
}) {
  const intl = useIntl();
  const chunk = error instanceof ChunkLoadError;
  const heading = intl.formatMessage(chunk ? messages.chunkTitle : messages.title);
  useEffect(() => {
    setDocumentTitle(heading);
    setLanguageAlternates(null, '/');
  }, [heading]);
  return (
    <article>
      <h1 className={styles.title}>{heading}</h1>
      <p className={styles.lead}>
        <FormattedMessage {...(chunk ? messages.chunkBody : messages.body)} />
      </p>
      <p className={styles.actions}>
        {/* A plain button: this page is in the main bundle, which the Button component's code would weigh down. */}
        <button type="button" className={styles.button} onClick={() => window.location.reload()}>
          <FormattedMessage {...messages.reload} />
        </button>
        <LocaleLink className={styles.link} to="/">
          <FormattedMessage {...messages.home} />
        </LocaleLink>
      </p>
    </article>
  );
}
