import { useIntl } from 'react-intl';
import { ApiError } from '../../../lib/pool';
import { knownFieldProblem } from '../walletState';
import { messages } from './messages';

/** How the wallet card words the API's refusals. */
export interface ApiMessages {
  /** One field message: in the page's language when the page knows it, else as the API wrote it. */
  field: (message: string) => string;
  /** Why a request failed: its field messages (as {@link ApiMessages.field}), else the error's own message. */
  reason: (error: unknown) => string;
}

/**
 * The API's wallet messages in the page's words. `range` words an out-of-range threshold (its limits are the
 * coin's, which the page formats in the locale); without it that message is shown as the API wrote it.
 */
export function useApiMessages(range?: () => string): ApiMessages {
  const intl = useIntl();
  const field = (message: string) => {
    const known = knownFieldProblem(message);
    if (known === null) return message;
    if (known === 'range') return range ? range() : message;
    return intl.formatMessage(messages[known]);
  };
  const reason = (error: unknown) => {
    const fields = error instanceof ApiError ? Object.values(error.fields) : [];
    if (fields.length > 0) return fields.map(field).join(' ');
    return error instanceof Error ? error.message : String(error);
  };
  return { field, reason };
}
