import type { ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
import type { RouteMessages } from '../../routes';
import * as styles from './PageIntro.css';

/** Props of {@link PageIntro}. */
export interface PageIntroProps {
  /** The route whose heading and description are shown (its declaration). */
  route: { readonly messages: RouteMessages };
  /** A heading to show instead of the route's (e.g. with a parameter in it). */
  title?: ReactNode;
  /** Draw the lead paragraph on a phone too (below the `sm` width); off where the page's figures must come first. */
  leadOnPhone?: boolean;
}

/** A page's heading and lead paragraph: the same texts as its document title and meta description. */
export function PageIntro({ route, title, leadOnPhone = true }: PageIntroProps) {
  return (
    <header className={styles.intro}>
      <h1 className={styles.title}>{title ?? <FormattedMessage {...route.messages.title} />}</h1>
      <p className={leadOnPhone ? styles.lead : styles.leadFromSm}>
        <FormattedMessage {...route.messages.description} />
      </p>
    </header>
  );
}
