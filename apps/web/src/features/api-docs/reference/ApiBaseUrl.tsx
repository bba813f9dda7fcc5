import { CopyButton, Skeleton } from '@lode/ui';
import { useIntl } from 'react-intl';
import * as styles from './ApiDocs.css';
import { useApiBaseUrl } from './document';
import { apiDocsMessages } from './messages';

/** The pool API's absolute base URL with a copy button; a fixed-size placeholder until `config.json` answered. */
export function ApiBaseUrl() {
  const intl = useIntl();
  const { data: url } = useApiBaseUrl();
  return (
    <div className={styles.baseUrl}>
      {url ? (
        <>
          <code className={styles.code} data-testid="api-base-url">
            {url}
          </code>
          <CopyButton
            value={url}
            label={intl.formatMessage(apiDocsMessages.copyBaseUrl)}
            copiedLabel={intl.formatMessage(apiDocsMessages.copied)}
            failedLabel={intl.formatMessage(apiDocsMessages.copyFailed)}
          />
        </>
      ) : (
        <Skeleton variant="text" width="18em" />
      )}
    </div>
  );
}
