import type { DataTableLabels } from '@lode/ui';
import { useMemo } from 'react';
import { defineMessage, defineMessages, useIntl } from 'react-intl';

const messages = defineMessages({
  rowsPerPage: { id: 'top.table.rowsPerPage', defaultMessage: 'Rows per page' },
  pagination: { id: 'top.table.pagination', defaultMessage: 'Pages' },
  firstPage: { id: 'top.table.firstPage', defaultMessage: 'First page' },
  previousPage: { id: 'top.table.previousPage', defaultMessage: 'Previous page' },
  nextPage: { id: 'top.table.nextPage', defaultMessage: 'Next page' },
  lastPage: { id: 'top.table.lastPage', defaultMessage: 'Last page' },
  loading: { id: 'top.table.loading', defaultMessage: 'Loading' },
  retry: { id: 'top.table.retry', defaultMessage: 'Try again' },
});

const pageOf = defineMessage<{ readonly page: number; readonly count: number }>({
  id: 'top.table.pageOf',
  defaultMessage: 'Page {page} of {count}',
});

/** The texts the ui DataTable draws itself (pagination, loading, retry), in the page's language. */
export function useTableLabels(): DataTableLabels {
  const intl = useIntl();
  return useMemo(
    () => ({
      rowsPerPage: intl.formatMessage(messages.rowsPerPage),
      pagination: intl.formatMessage(messages.pagination),
      firstPage: intl.formatMessage(messages.firstPage),
      previousPage: intl.formatMessage(messages.previousPage),
      nextPage: intl.formatMessage(messages.nextPage),
      lastPage: intl.formatMessage(messages.lastPage),
      pageOf: (page, count) => intl.formatMessage(pageOf, { page, count }),
      loading: intl.formatMessage(messages.loading),
      retry: intl.formatMessage(messages.retry),
    }),
    [intl],
  );
}
