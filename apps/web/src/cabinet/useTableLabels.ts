import type { DataTableLabels } from '@lode/ui';
import { useMemo } from 'react';
import { defineMessages, useIntl } from 'react-intl';

const messages = defineMessages({
  loading: { id: 'table.loading', defaultMessage: 'Loading…' },
  retry: { id: 'table.retry', defaultMessage: 'Retry' },
});

/** The texts a DataTable without pagination renders itself, in the page's language. */
export function useTableLabels(): Partial<DataTableLabels> {
  const intl = useIntl();
  return useMemo(
    () => ({ loading: intl.formatMessage(messages.loading), retry: intl.formatMessage(messages.retry) }),
    [intl],
  );
}
