import { Badge } from '@lode/ui';
import { FormattedMessage } from 'react-intl';
import type { InboxStatus } from '../inboxQueries';
import { statusNames } from '../messages';

const tones = { new: 'info', answered: 'success', closed: 'neutral' } as const;

/** Where a contact message stands, as a badge. */
export function StatusBadge({ status }: { /** The status. */ status: InboxStatus }) {
  return (
    <Badge tone={tones[status]} data-status={status}>
      <FormattedMessage {...statusNames[status]} />
    </Badge>
  );
}
