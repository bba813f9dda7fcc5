import { Slot, Slottable } from '@radix-ui/react-slot';
import { VisuallyHidden } from '@radix-ui/react-visually-hidden';
import { forwardRef, type AnchorHTMLAttributes } from 'react';
import { ExternalGlyph } from '../Field/formIcons';
import { externalIcon, link } from './Link.css';

/** Props of {@link Link}. */
export interface LinkProps extends AnchorHTMLAttributes<HTMLAnchorElement> {
  /** Render the single child (a router link, say) with the link's styles instead of an `<a>`. */
  asChild?: boolean;
  /** Opens in a new tab (`target="_blank"`, `rel="noopener noreferrer"`), with an icon and a hidden note saying so. */
  external?: boolean;
  /** The note screen readers hear after the text of an external link. */
  externalLabel?: string;
}

function relFor(external: boolean, rel: string | undefined): string | undefined {
  if (!external) return rel;
  // The opened page gets no handle on this one (noopener) and no referrer with the account's URL (noreferrer).
  const tokens = new Set(['noopener', 'noreferrer', ...(rel ?? '').split(/\s+/).filter(Boolean)]);
  return [...tokens].join(' ');
}

/** A text link in the primary colour with a visible focus ring; `external` opens a new tab and says so. */
export const Link = forwardRef<HTMLAnchorElement, LinkProps>(function Link(
  {
    asChild = false,
    external = false,
    externalLabel = '(opens in a new tab)',
    className,
    rel,
    target,
    children,
    ...rest
  },
  ref,
) {
  const Component = asChild ? Slot : 'a';
  return (
    <Component
      ref={ref}
      className={[link, className].filter(Boolean).join(' ')}
      rel={relFor(external, rel)}
      target={external ? '_blank' : target}
      {...rest}
    >
      {/* With asChild, Slottable puts the child's own text first and the external note after it, inside the child;
          the space keeps the note a word of its own in the accessible name: "Explorer (opens in a new tab)". */}
      <Slottable>{children}</Slottable>
      {external ? (
        <>
          {' '}
          <ExternalGlyph className={externalIcon} />
          <VisuallyHidden>{externalLabel}</VisuallyHidden>
        </>
      ) : null}
    </Component>
  );
});
