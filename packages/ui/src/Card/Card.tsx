import { Slot, Slottable } from '@radix-ui/react-slot';
import { forwardRef, useId, type HTMLAttributes, type ReactNode } from 'react';
import {
  actions as actionsClass,
  card,
  description as descriptionClass,
  header,
  heading,
  title as titleClass,
} from './Card.css';

/** Props of {@link Card}. */
export interface CardProps extends Omit<HTMLAttributes<HTMLElement>, 'title'> {
  /** Element to render: `section` for a labelled part of a page, `article` for a self-contained item, `div` otherwise. */
  as?: 'div' | 'section' | 'article';
  /** Render the single child (a link, say) as the card, with the header inside it. Takes precedence over `as`. */
  asChild?: boolean;
  /** Heading of the card; a `section` or `article` with a title is labelled by it. */
  title?: ReactNode;
  /** Heading level of the title, to fit the page outline. */
  titleAs?: 'h2' | 'h3' | 'h4' | 'h5' | 'h6';
  /** A line of muted text under the title, e.g. the period a figure covers. */
  description?: ReactNode;
  /** Controls at the end of the header: a period switch, an export button, a link. */
  actions?: ReactNode;
  /** Inner spacing; `none` for content that runs to the edges, such as a table or a chart. */
  padding?: 'none' | 'sm' | 'md' | 'lg';
  /** Raised surface with a shadow, for a card that floats above others. */
  elevated?: boolean;
}

/** A surface with a border and rounded corners, with an optional header (title, description, actions). */
export const Card = forwardRef<HTMLElement, CardProps>(function Card(
  {
    as: Element = 'div',
    asChild = false,
    title,
    titleAs: Title = 'h2',
    description,
    actions,
    padding,
    elevated,
    className,
    children,
    ...rest
  },
  ref,
) {
  const titleId = useId();
  const classes = [card({ padding, elevated }), className].filter(Boolean).join(' ');
  const hasHeader = title !== undefined || description !== undefined || actions !== undefined;
  const labelled =
    title !== undefined && !asChild && Element !== 'div' && !rest['aria-label'] && !rest['aria-labelledby'];

  const head = hasHeader ? (
    <div className={header}>
      {title !== undefined || description !== undefined ? (
        <div className={heading}>
          {title !== undefined && (
            <Title id={titleId} className={titleClass}>
              {title}
            </Title>
          )}
          {description !== undefined && <p className={descriptionClass}>{description}</p>}
        </div>
      ) : null}
      {actions !== undefined && <div className={actionsClass}>{actions}</div>}
    </div>
  ) : null;

  if (asChild) {
    return (
      <Slot ref={ref} className={classes} {...rest}>
        {head}
        <Slottable>{children}</Slottable>
      </Slot>
    );
  }

  // Typed as a section because its ref is a plain HTMLElement, which fits div and article as well.
  const Root = Element as 'section';
  return (
    <Root ref={ref} className={classes} aria-labelledby={labelled ? titleId : undefined} {...rest}>
      {head}
      {children}
    </Root>
  );
});
