import { Badge } from '@lode/ui';
import { FormattedMessage } from 'react-intl';
import { messages } from '../adminNewsMessages';
import type { NewsStatus } from '../newsDraft';

const tones = { draft: 'neutral', scheduled: 'info', published: 'success' } as const;

/** An item's status as a badge. */
export function NewsStatusBadge({ status }: { /** The status. */ status: NewsStatus }) {
  return (
    <Badge tone={tones[status]}>
      <FormattedMessage {...messages[status]} />
    </Badge>
  );
}
