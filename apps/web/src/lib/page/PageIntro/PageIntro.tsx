import type { ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
import { routeDescription, routeTitle } from '../../../app/routing/routeMessages';
import * as styles from './PageIntro.css';

/** Props of {@link PageIntro}. */
export interface PageIntroProps {
  /** The route whose heading and description are shown. */
  id: string;
  /** A heading to show instead of the route's (e.g. with a parameter in it). */
  title?: ReactNode;
}

/** A page's heading and lead paragraph: the same texts as its document title and meta description. */
export function PageIntro({ id, title }: PageIntroProps) {
  return (
    <header className={styles.intro}>
      <h1 className={styles.title}>{title ?? <FormattedMessage {...routeTitle(id)} />}</h1>
      <p className={styles.lead}>
        <FormattedMessage {...routeDescription(id)} />
      </p>
    </header>
  );
}
