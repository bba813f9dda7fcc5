import { forwardRef, type HTMLAttributes, type ReactNode } from 'react';
import {
  action as actionClass,
  description as descriptionClass,
  icon as iconClass,
  root,
  title as titleClass,
} from './EmptyState.css';

/** Props of {@link EmptyState}. */
export interface EmptyStateProps extends Omit<HTMLAttributes<HTMLDivElement>, 'title'> {
  /** An icon shown in a soft circle above the title; it is decoration and hidden from screen readers. */
  icon?: ReactNode;
  /** What is empty, e.g. "No workers yet". */
  title: ReactNode;
  /** What to do about it, e.g. how to point a rig at the pool. */
  description?: ReactNode;
  /** The next step: a button or a link. */
  action?: ReactNode;
  /** Element of the title: a heading level that fits the page outline, or `p` where a heading would be noise. */
  titleAs?: 'h2' | 'h3' | 'h4' | 'p';
}

/** Fills a place that has no data yet, and says why and what to do next. */
export const EmptyState = forwardRef<HTMLDivElement, EmptyStateProps>(function EmptyState(
  { icon, title, description, action, titleAs: Title = 'h3', className, ...rest },
  ref,
) {
  return (
    <div ref={ref} className={[root, className].filter(Boolean).join(' ')} {...rest}>
      {icon !== undefined && (
        <span className={iconClass} aria-hidden="true">
          {icon}
        </span>
      )}
      <Title className={titleClass}>{title}</Title>
      {description !== undefined && <p className={descriptionClass}>{description}</p>}
      {action !== undefined && <div className={actionClass}>{action}</div>}
    </div>
  );
});
