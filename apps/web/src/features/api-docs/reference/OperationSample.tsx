import { CopyButton } from '@lode/ui';
import { FormattedMessage, useIntl } from 'react-intl';
import * as styles from './ApiDocs.css';
import { curlSample } from './curlSample';
import type { ApiOperation } from './manifest';
import { apiDocsMessages } from './messages';

/** Props of {@link OperationSample}. */
export interface OperationSampleProps {
  /** The operation. */
  operation: ApiOperation;
  /** The API's absolute base URL. */
  baseUrl: string;
}

/**
 * A curl request for one operation with our CopyButton, whose "Copied" resets after 1 s: Scalar's
 * own copy buttons keep their confirmation longer and cannot be configured.
 */
export function OperationSample({ operation, baseUrl }: OperationSampleProps) {
  const intl = useIntl();
  const sample = curlSample(operation, baseUrl);
  const titleId = `sample-${operation.operationId}`;
  return (
    <section aria-labelledby={titleId}>
      <div className={styles.sampleHeader}>
        <h2 id={titleId} className={styles.sectionTitle}>
          <FormattedMessage id="apiDocs.sample.title" defaultMessage="Request example (curl)" />
        </h2>
        <CopyButton
          value={sample}
          label={intl.formatMessage(apiDocsMessages.copySample)}
          copiedLabel={intl.formatMessage(apiDocsMessages.copied)}
          failedLabel={intl.formatMessage(apiDocsMessages.copyFailed)}
        />
      </div>
      <pre className={styles.sample} data-testid="api-sample">
        <code>{sample}</code>
      </pre>
    </section>
  );
}
