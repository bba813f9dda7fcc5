import { FormattedMessage } from 'react-intl';
import { useParams } from 'react-router-dom';
import { apiTypeMessages } from '../../layouts/ApiDocsLayout/apiTypeMessages';
import { PageIntro } from '../../PageIntro';
import { apiDocTypes, type ApiDocType } from '../../routing/routeTable';
import * as styles from '../pages.css';

/** One method of the API (`/docs/api-swagger/{type}/{mathod}`); `validate` has checked both parameters. */
export function ApiDocsMethod() {
  const { type, mathod } = useParams();
  const known = apiDocTypes.find((t): t is ApiDocType => t === type) ?? 'pool';
  return (
    <article>
      <p className={styles.muted}>
        <FormattedMessage {...apiTypeMessages[known]} />
      </p>
      <PageIntro id="apiDocsMethod" title={<code>{mathod}</code>} />
    </article>
  );
}
