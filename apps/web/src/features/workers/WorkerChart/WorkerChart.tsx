import '@lode/charts/styles.css';
import { LineChart } from '@lode/charts';
import { useFormat } from '@lode/i18n';
import { Button, Dialog } from '@lode/ui';
import { defineMessage, defineMessages, FormattedMessage, useIntl } from 'react-intl';
import { useWorkerHashrate } from '../../../lib/cabinet/reportQueries';
import * as styles from '../../../lib/cabinet/cabinet.css';
import { useChartLabels } from '../../../lib/cabinet/useChartLabels';
import { isReported, RejectedNotReportedNote } from '../../../lib/figures';

const messages = defineMessages({
  close: { id: 'workers.chart.close', defaultMessage: 'Close' },
  period: { id: 'workers.chart.period', defaultMessage: 'Period' },
  range24h: { id: 'statistics.range.24h', defaultMessage: '24 hours' },
  range7d: { id: 'statistics.range.7d', defaultMessage: '7 days' },
  accepted: { id: 'cabinet.series.accepted', defaultMessage: 'Accepted' },
  rejected: { id: 'cabinet.series.rejected', defaultMessage: 'Rejected' },
  stale: { id: 'statistics.series.stale', defaultMessage: 'Stale' },
  description: {
    id: 'workers.chart.description',
    defaultMessage: 'Accepted, rejected and stale hashrate of this worker. Escape or Back closes it.',
  },
});

const valued = {
  title: defineMessage<{ readonly name: string }>({
    id: 'workers.chart.title',
    defaultMessage: 'Worker {name}',
  }),
  chart: defineMessage<{ readonly name: string; readonly period: string }>({
    id: 'workers.chart.chart',
    defaultMessage: 'Hashrate of {name}, last {period}',
  }),
};

/** The periods a worker's chart offers, with the bucket of each. */
export const workerChartRanges = { '24h': '10m', '7d': '1h' } as const;

/** Props of {@link WorkerChartDialog}. */
export interface WorkerChartDialogProps {
  /** The worker's id, as the API names it. */
  workerId: string;
  /** Its name, for the title (the id when the list does not hold it). */
  name: string;
  /** The period shown. */
  range: keyof typeof workerChartRanges;
  /** Called with a new period. */
  onRangeChange: (range: keyof typeof workerChartRanges) => void;
  /** Called when the dialog is dismissed (Escape, the close button). */
  onClose: () => void;
}

/** One worker's hashrate chart in a modal dialog, opened by selecting the worker. */
export function WorkerChartDialog({ workerId, name, range, onRangeChange, onClose }: WorkerChartDialogProps) {
  const intl = useIntl();
  const format = useFormat();
  const chartLabels = useChartLabels();
  const history = useWorkerHashrate(workerId, range, workerChartRanges[range]);
  const points = history.data?.points ?? [];
  const series = (key: 'hashrate' | 'rejectedHashrate' | 'staleHashrate') =>
    points.map((p) => ({ x: Date.parse(p.time), y: p[key] }));
  const label = { '24h': messages.range24h, '7d': messages.range7d };
  // A pool engine that keeps only accepted shares reports neither: no line rather than a made-up 0.
  const rejectedReported = isReported(points, 'rejectedHashrate');
  const staleReported = isReported(points, 'staleHashrate');
  return (
    <Dialog.Root open onOpenChange={(open) => (open ? undefined : onClose())}>
      <Dialog.Content
        size="lg"
        title={intl.formatMessage(valued.title, { name })}
        description={intl.formatMessage(messages.description)}
        closeLabel={intl.formatMessage(messages.close)}
      >
        <div role="group" aria-label={intl.formatMessage(messages.period)} className={styles.toolbar}>
          {(['24h', '7d'] as const).map((r) => (
            <Button
              key={r}
              size="sm"
              variant={range === r ? 'solid' : 'outline'}
              aria-pressed={range === r}
              onClick={() => onRangeChange(r)}
              data-autofocus={range === r ? true : undefined}
            >
              <FormattedMessage {...label[r]} />
            </Button>
          ))}
        </div>
        <div className={styles.chartCell} data-testid="worker-chart">
          <LineChart
            title={intl.formatMessage(valued.chart, { name, period: intl.formatMessage(label[range]) })}
            series={[
              {
                id: 'accepted',
                label: intl.formatMessage(messages.accepted),
                points: series('hashrate'),
                area: true,
              },
              ...(rejectedReported
                ? [
                    {
                      id: 'rejected',
                      label: intl.formatMessage(messages.rejected),
                      points: series('rejectedHashrate'),
                    },
                  ]
                : []),
              ...(staleReported
                ? [
                    {
                      id: 'stale',
                      label: intl.formatMessage(messages.stale),
                      points: series('staleHashrate'),
                    },
                  ]
                : []),
            ]}
            formatX={(ms, context) =>
              context?.step !== undefined && context.step < 86_400_000
                ? format.date(ms, { hour: '2-digit', minute: '2-digit' })
                : format.date(ms, { dateStyle: 'medium', timeStyle: 'short' })
            }
            formatY={(value) => format.hashrate(value)}
            loading={history.isPending}
            error={history.isError}
            onRetry={() => void history.refetch()}
            labels={chartLabels}
          />
          {!(rejectedReported && staleReported) && <RejectedNotReportedNote className={styles.muted} />}
        </div>
      </Dialog.Content>
    </Dialog.Root>
  );
}
