import { Skeleton } from '@lode/ui';
import { FormattedMessage } from 'react-intl';
import { useParams } from 'react-router-dom';
import * as styles from './reference/ApiDocs.css';
import { ApiReference } from './reference/ApiReference';
import { useApiBaseUrl } from './reference/document';
import type { ApiOperation } from './reference/manifest';
import operations from './reference/operations.json' with { type: 'json' };
import { OperationSample } from './reference/OperationSample';
import { apiTypeMessages } from './apiTypeMessages';
import { PageIntro } from '../../lib/page/PageIntro';
import { apiDocTypes, type ApiDocType } from './apiDocTypes';
import { apiDocsMethodRoute } from './route';

/** One method of the API (`/docs/api-swagger/{type}/{mathod}`); `validate` has checked both parameters. */
export function ApiDocsMethod() {
  const { type, mathod } = useParams();
  const known = apiDocTypes.find((t): t is ApiDocType => t === type) ?? 'public';
  const operation = (operations as ApiOperation[]).find((o) => o.tag === known && o.operationId === mathod);
  const { data: baseUrl } = useApiBaseUrl();
  return (
    <article>
      <p className={styles.muted}>
        <FormattedMessage {...apiTypeMessages[known]} />
      </p>
      <PageIntro route={apiDocsMethodRoute} title={<code>{mathod}</code>} />
      {operation && (
        <>
          <p className={styles.text} data-testid="api-operation">
            <span className={styles.method}>{operation.method}</span>{' '}
            <code className={styles.code}>{operation.path}</code>
            {/* The API's own summary, in English like the reference below. */}
            <span lang="en"> — {operation.summary}</span>
          </p>
          {baseUrl ? <OperationSample operation={operation} baseUrl={baseUrl} /> : <Skeleton height={120} />}
        </>
      )}
      <ApiReference type={known} operationId={mathod} />
    </article>
  );
}
