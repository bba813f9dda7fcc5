import { FormattedMessage } from 'react-intl';
import { useParams } from 'react-router-dom';
import { ApiBaseUrl } from './reference/ApiBaseUrl';
import * as styles from './reference/ApiDocs.css';
import { ApiReference } from './reference/ApiReference';
import { apiDocsMessages } from './reference/messages';
import { apiTypeMessages } from './apiTypeMessages';
import { PageIntro } from '../../lib/page/PageIntro';
import { apiDocTypes, type ApiDocType } from './apiDocTypes';
import { apiDocsTypeRoute } from './route';

/** The reference of one part of the API (`/docs/api-swagger/{type}`); `validate` has checked the type. */
export function ApiDocsType() {
  const { type } = useParams();
  const known = apiDocTypes.find((t): t is ApiDocType => t === type) ?? 'public';
  return (
    <article>
      <PageIntro route={apiDocsTypeRoute} title={<FormattedMessage {...apiTypeMessages[known]} />} />
      <section aria-labelledby="api-base-url">
        <h2 id="api-base-url" className={styles.sectionTitle}>
          <FormattedMessage {...apiDocsMessages.baseUrl} />
        </h2>
        <ApiBaseUrl />
      </section>
      <ApiReference type={known} />
    </article>
  );
}
