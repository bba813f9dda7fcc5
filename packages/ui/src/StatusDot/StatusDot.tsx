import { forwardRef, type HTMLAttributes, type ReactNode } from 'react';
import { dot, root } from './StatusDot.css';

/** The state a StatusDot shows, e.g. of a worker as the pool sees it from its shares. */
export type StatusDotStatus = 'online' | 'offline' | 'inactive';

/** Props of {@link StatusDot}. */
export interface StatusDotProps extends Omit<HTMLAttributes<HTMLSpanElement>, 'children'> {
  /** Which state to show; sets the colour and shape of the dot. */
  status: StatusDotStatus;
  /** The text shown beside the dot (translate it); defaults to the English status name. Always rendered. */
  label?: ReactNode;
}

const defaultLabels: Record<StatusDotStatus, string> = {
  online: 'Online',
  offline: 'Offline',
  inactive: 'Inactive',
};

/** A coloured dot with its status in words: colour is never the only cue. */
export const StatusDot = forwardRef<HTMLSpanElement, StatusDotProps>(function StatusDot(
  { status, label, className, ...rest },
  ref,
) {
  return (
    <span ref={ref} className={[root, className].filter(Boolean).join(' ')} data-status={status} {...rest}>
      <span className={dot({ status })} aria-hidden="true" />
      <span>{label ?? defaultLabels[status]}</span>
    </span>
  );
});
