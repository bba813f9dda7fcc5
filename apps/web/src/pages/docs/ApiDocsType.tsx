import { FormattedMessage } from 'react-intl';
import { useParams } from 'react-router-dom';
import { apiTypeMessages } from '../../layouts/ApiDocsLayout/apiTypeMessages';
import { PageIntro } from '../../PageIntro';
import { apiDocTypes, type ApiDocType } from '../../routing/routeTable';

/** The reference of one part of the API (`/docs/api-swagger/{type}`); `validate` has checked the type. */
export function ApiDocsType() {
  const { type } = useParams();
  const known = apiDocTypes.find((t): t is ApiDocType => t === type) ?? 'pool';
  return (
    <article>
      <PageIntro id="apiDocsType" title={<FormattedMessage {...apiTypeMessages[known]} />} />
    </article>
  );
}
