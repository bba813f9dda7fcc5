import type { ReactNode } from 'react';
import { defineMessages, useIntl } from 'react-intl';
import { visuallyHidden } from '../visuallyHidden.css';
import * as styles from './NotReported.css';

const messages = defineMessages({
  notReported: { id: 'figures.notReported', defaultMessage: 'Not reported by the pool' },
  rejectedNotReported: {
    id: 'figures.rejectedNotReported',
    defaultMessage:
      'The pool does not report rejected or stale work: the chart shows accepted hashrate only.',
  },
});

/** The translated words for a figure the pool engine does not report, for text-only places (a chart's summary). */
export function useNotReportedLabel(): string {
  return useIntl().formatMessage(messages.notReported);
}

/**
 * What the app shows for a figure the pool engine does not report (`null` in the API): a muted dash that screen
 * readers read as "Not reported by the pool", and that says so on hover. Never a made-up 0.
 */
export function NotReported() {
  const label = useNotReportedLabel();
  return (
    <span className={styles.mark} title={label} data-not-reported="">
      <span aria-hidden="true">—</span>
      <span className={visuallyHidden}>{label}</span>
    </span>
  );
}

/** The figure as `show` writes it, or {@link NotReported} when the pool engine does not report it (`null`). */
export function reported<T>(value: T | null, show: (value: T) => ReactNode): ReactNode {
  return value === null ? <NotReported /> : show(value);
}

/** The note under a hashrate chart whose pool engine does not report rejected and stale work (so it has no such lines). */
export function RejectedNotReportedNote({
  className,
}: {
  /** Class of the paragraph. */ className?: string;
}) {
  return (
    <p className={className} data-testid="rejected-not-reported">
      {useIntl().formatMessage(messages.rejectedNotReported)}
    </p>
  );
}
