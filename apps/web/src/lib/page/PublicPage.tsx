import type { ReactNode } from 'react';
import type { RouteMessages } from '../routes';
import { PageIntro } from './PageIntro';

/** A public page whose content arrives in its own issue: its heading and description, and what it already has. */
export function PublicPage({
  route,
  children,
}: {
  /** The page's route declaration. */ route: { readonly messages: RouteMessages };
  /** Content below the intro. */ children?: ReactNode;
}) {
  return (
    <article>
      <PageIntro route={route} />
      {children}
    </article>
  );
}
