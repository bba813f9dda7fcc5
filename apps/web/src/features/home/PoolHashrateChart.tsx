import '@lode/charts/styles.css';
import { LineChart } from '@lode/charts';
import { useFormat } from '@lode/i18n';
import { useMemo } from 'react';
import { defineMessages, useIntl } from 'react-intl';
import { useChartLabels } from '../../lib/cabinet/useChartLabels';
import type { CoinId } from '../../lib/pool/publicQueries';
import { useWeekHistory } from '../../lib/pool/publicQueries';

const messages = defineMessages({
  series: { id: 'home.chart.series', defaultMessage: 'Pool hashrate' },
});

/** The pool hashrate of the last 7 days, hourly; loaded after the first paint with the chart code. */
export function PoolHashrateChart({
  coin,
  title,
}: {
  /** Coin whose history is drawn. */ coin: CoinId;
  /** Chart name. */ title: string;
}) {
  const intl = useIntl();
  const format = useFormat();
  const labels = useChartLabels();
  const history = useWeekHistory(coin);
  const points = useMemo(
    () => (history.data ?? []).map((p) => ({ x: Date.parse(p.time), y: p.poolHashrate })),
    [history.data],
  );
  return (
    <LineChart
      title={title}
      series={[{ id: 'pool', label: intl.formatMessage(messages.series), points, area: true }]}
      formatX={(ms, context) =>
        context?.step !== undefined && context.step < 86_400_000
          ? format.date(ms, { hour: '2-digit', minute: '2-digit' })
          : context?.step !== undefined
            ? format.date(ms, { day: 'numeric', month: 'short' })
            : format.date(ms, { dateStyle: 'medium', timeStyle: 'short' })
      }
      formatY={(value) => format.hashrate(value)}
      loading={history.isPending}
      error={history.isError}
      onRetry={() => void history.refetch()}
      labels={labels}
    />
  );
}
