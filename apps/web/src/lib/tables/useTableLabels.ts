import type { DataTableLabels } from '@lode/ui';
import { useMemo } from 'react';
import { defineMessage, defineMessages, useIntl } from 'react-intl';

const messages = defineMessages({
  rowsPerPage: { id: 'table.rowsPerPage', defaultMessage: 'Rows per page' },
  pagination: { id: 'table.pagination', defaultMessage: 'Pages' },
  firstPage: { id: 'table.firstPage', defaultMessage: 'First page' },
  previousPage: { id: 'table.previousPage', defaultMessage: 'Previous page' },
  nextPage: { id: 'table.nextPage', defaultMessage: 'Next page' },
  lastPage: { id: 'table.lastPage', defaultMessage: 'Last page' },
  loading: { id: 'table.loading', defaultMessage: 'Loading…' },
  retry: { id: 'table.retry', defaultMessage: 'Retry' },
});

const pageOf = defineMessage<{ readonly page: number; readonly count: number }>({
  id: 'table.pageOf',
  defaultMessage: 'Page {page} of {count}',
});

/** The texts the ui DataTable draws itself (pagination, loading, retry), in the page's language: pass to every table. */
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
