import type { ReactNode } from 'react';
import { PageIntro } from './PageIntro';

/** A public page whose content arrives in its own issue: its heading and description, and what it already has. */
export function PublicPage({
  id,
  children,
}: {
  /** Route id. */ id: string;
  /** Content below the intro. */ children?: ReactNode;
}) {
  return (
    <article>
      <PageIntro id={id} />
      {children}
    </article>
  );
}
