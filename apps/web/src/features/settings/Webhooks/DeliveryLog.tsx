import { useFormat } from '@lode/i18n';
import { Badge, Button, DataTable, type DataTableColumn } from '@lode/ui';
import { useCallback, useEffect, useRef, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { WebhookDelivery, WebhookDeliveryPage } from '../../../lib/cabinet/webhookQueries';
import { useTableLabels } from '../../../lib/tables/useTableLabels';
import { attemptErrorText, deliveryStatusWords, messages, valued } from './webhookMessages';
import * as styles from './Webhooks.css';

/** Props of {@link DeliveryLog}. */
export interface DeliveryLogProps {
  /** The endpoint's URL, which names the table. */
  url: string;
  /** Reads one page of the log, newest first: the first with `null`, the next with the cursor the last answered. */
  load: (cursor: string | null) => Promise<WebhookDeliveryPage>;
  /** Changes when the log should be read again from its first page (a test event was just sent). */
  version?: number;
}

const statusTones = {
  pending: 'neutral',
  retrying: 'warning',
  delivered: 'success',
  failed: 'error',
} as const;

interface LogState {
  deliveries: WebhookDelivery[];
  cursor: string | null;
  /** The first page is not in yet. */
  first: boolean;
  more: 'idle' | 'loading';
  error: string | null;
}

/**
 * An endpoint's delivery log: each event sent to it, newest first, with its status, the last attempt's HTTP code,
 * latency and the start of the answer, and when it is tried next; older deliveries page by page.
 */
export function DeliveryLog({ url, load, version = 0 }: DeliveryLogProps) {
  const intl = useIntl();
  const format = useFormat();
  const labels = useTableLabels();
  const [state, setState] = useState<LogState>({
    deliveries: [],
    cursor: null,
    first: true,
    more: 'idle',
    error: null,
  });
  // Answers of a read that a later one replaced (the log was read again) are dropped.
  const reads = useRef(0);
  const loadRef = useRef(load);
  useEffect(() => {
    loadRef.current = load;
  });

  const readFirst = useCallback(async () => {
    const read = ++reads.current;
    setState((s) => ({ ...s, first: s.deliveries.length === 0, error: null }));
    try {
      const page = await loadRef.current(null);
      if (read !== reads.current) return;
      setState({
        deliveries: page.deliveries,
        cursor: page.nextCursor,
        first: false,
        more: 'idle',
        error: null,
      });
    } catch (error) {
      if (read !== reads.current) return;
      setState((s) => ({
        ...s,
        first: false,
        error: error instanceof Error ? error.message : String(error),
      }));
    }
  }, []);

  useEffect(() => {
    void readFirst();
  }, [readFirst, version]);

  const readMore = async () => {
    if (!state.cursor) return;
    const read = ++reads.current;
    setState((s) => ({ ...s, more: 'loading', error: null }));
    try {
      const page = await loadRef.current(state.cursor);
      if (read !== reads.current) return;
      setState((s) => ({
        ...s,
        deliveries: [...s.deliveries, ...page.deliveries],
        cursor: page.nextCursor,
        more: 'idle',
      }));
    } catch (error) {
      if (read !== reads.current) return;
      setState((s) => ({
        ...s,
        more: 'idle',
        error: error instanceof Error ? error.message : String(error),
      }));
    }
  };

  const time = (iso: string) => format.date(Date.parse(iso), { dateStyle: 'medium', timeStyle: 'medium' });
  const columns: DataTableColumn<WebhookDelivery>[] = [
    {
      id: 'time',
      header: intl.formatMessage(messages.columnTime),
      cell: (d) => time(d.createdAt),
      rowHeader: true,
    },
    {
      id: 'event',
      header: intl.formatMessage(messages.columnEvent),
      cell: (d) => <code>{d.eventType}</code>,
    },
    {
      id: 'status',
      header: intl.formatMessage(messages.columnStatus),
      cell: (d) => (
        <span className={styles.log}>
          <Badge tone={statusTones[d.status]} size="sm">
            <FormattedMessage {...deliveryStatusWords[d.status]} />
          </Badge>
          <span className={styles.meta}>
            {intl.formatMessage(valued.attempts, { count: d.attempts })}
            {d.lastAttempt?.error ? `: ${attemptErrorText(intl, d.lastAttempt.error)}` : ''}
          </span>
        </span>
      ),
    },
    {
      id: 'code',
      header: intl.formatMessage(messages.columnCode),
      align: 'end',
      cell: (d) => d.lastAttempt?.statusCode ?? '—',
    },
    {
      id: 'latency',
      header: intl.formatMessage(messages.columnLatency),
      align: 'end',
      cell: (d) =>
        d.lastAttempt?.latencyMs == null
          ? '—'
          : intl.formatMessage(valued.milliseconds, { ms: format.number(d.lastAttempt.latencyMs) }),
    },
    {
      id: 'response',
      header: intl.formatMessage(messages.columnResponse),
      cell: (d) =>
        d.lastAttempt?.responseStart ? (
          <code className={styles.response}>{d.lastAttempt.responseStart}</code>
        ) : (
          '—'
        ),
    },
    {
      id: 'next',
      header: intl.formatMessage(messages.columnNext),
      cell: (d) => (d.nextAttemptAt ? time(d.nextAttemptAt) : '—'),
    },
  ];

  return (
    <div className={styles.log} data-testid="webhook-log">
      <DataTable
        caption={intl.formatMessage(valued.logLabel, { url })}
        columns={columns}
        rows={state.deliveries}
        getRowId={(d) => d.id}
        pagination={false}
        loading={state.first}
        loadingRows={3}
        error={
          state.error !== null && state.deliveries.length === 0
            ? intl.formatMessage(valued.logFailed, { reason: state.error })
            : undefined
        }
        onRetry={() => void readFirst()}
        emptyMessage={intl.formatMessage(messages.logEmpty)}
        labels={labels}
      />
      {state.error !== null && state.deliveries.length > 0 && (
        <p role="alert" className={styles.meta}>
          {intl.formatMessage(valued.logFailed, { reason: state.error })}
        </p>
      )}
      {state.cursor && (
        <div className={styles.actions}>
          <Button
            variant="outline"
            size="sm"
            loading={state.more === 'loading'}
            onClick={() => void readMore()}
          >
            <FormattedMessage {...messages.older} />
          </Button>
        </div>
      )}
    </div>
  );
}
