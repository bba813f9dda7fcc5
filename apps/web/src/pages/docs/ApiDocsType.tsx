import { FormattedMessage } from 'react-intl';
import { useParams } from 'react-router-dom';
import { ApiBaseUrl } from '../../apiDocs/ApiBaseUrl';
import * as styles from '../../apiDocs/ApiDocs.css';
import { ApiReference } from '../../apiDocs/ApiReference';
import { apiDocsMessages } from '../../apiDocs/messages';
import { apiTypeMessages } from '../../layouts/ApiDocsLayout/apiTypeMessages';
import { PageIntro } from '../../PageIntro';
import { apiDocTypes, type ApiDocType } from '../../routing/routeTable';

/** The reference of one part of the API (`/docs/api-swagger/{type}`); `validate` has checked the type. */
export function ApiDocsType() {
  const { type } = useParams();
  const known = apiDocTypes.find((t): t is ApiDocType => t === type) ?? 'public';
  return (
    <article>
      <PageIntro id="apiDocsType" title={<FormattedMessage {...apiTypeMessages[known]} />} />
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
