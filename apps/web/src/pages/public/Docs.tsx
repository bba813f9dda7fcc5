import { LocaleLink } from '@lode/i18n';
import { FormattedMessage } from 'react-intl';
import { apiTypeMessages } from '../../layouts/ApiDocsLayout/apiTypeMessages';
import { apiDocTypes } from '../../routing/routeTable';
import * as styles from '../pages.css';
import { PublicPage } from './PublicPage';

/** The list of API documentation. */
export function Docs() {
  return (
    <PublicPage id="docs">
      <ul className={styles.list}>
        {apiDocTypes.map((type) => (
          <li key={type}>
            <LocaleLink className={styles.link} to={`/docs/api-swagger/${type}`}>
              <FormattedMessage {...apiTypeMessages[type]} />
            </LocaleLink>
          </li>
        ))}
      </ul>
    </PublicPage>
  );
}
