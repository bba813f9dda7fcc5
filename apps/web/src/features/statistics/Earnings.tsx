import '@lode/charts/styles.css';
import { BarChart } from '@lode/charts';
import { useFormat } from '@lode/i18n';
import { Select, StatTile } from '@lode/ui';
import { useMemo, useState } from 'react';
import { defineMessage, defineMessages, FormattedMessage, useIntl } from 'react-intl';
import { useSearchParams } from 'react-router-dom';
import { useAlgorithm } from '../../lib/algorithm';
import { asAmount, dailyEarnings, sumAmounts } from '../../lib/cabinet/amounts';
import * as styles from '../../lib/cabinet/cabinet.css';
import { useAccruals, utcDay } from '../../lib/cabinet/queries';
import { useAmountCharts } from '../../lib/cabinet/useAmountCharts';
import { useChartLabels } from '../../lib/cabinet/useChartLabels';
import { useCoins } from '../../lib/pool/coins';

const messages = defineMessages({
  earningsHeading: { id: 'statistics.earnings', defaultMessage: 'Earnings per day' },
  coin: { id: 'statistics.coin', defaultMessage: 'Coin' },
  earningsNote: {
    id: 'statistics.earningsNote',
    defaultMessage: 'Earnings settle per UTC day, whichever time zone the times above are shown in.',
  },
  unavailable: { id: 'cabinet.unavailable', defaultMessage: 'Unavailable' },
  loading: { id: 'cabinet.loading', defaultMessage: 'Loading…' },
});

const valued = {
  earningsChart: defineMessage<{ readonly coin: string }>({
    id: 'statistics.earningsChart',
    defaultMessage: 'Earnings per day, last 30 days ({coin})',
  }),
  total30d: defineMessage<{ readonly coin: string }>({
    id: 'statistics.total30d',
    defaultMessage: 'Earned in 30 days ({coin})',
  }),
  merged: defineMessage<{ readonly coin: string; readonly parent: string }>({
    id: 'statistics.merged',
    defaultMessage: '{coin} is merge-mined on {parent} work: the same hashrate earns both coins.',
  }),
};

/**
 * The statistics page's earnings section: one coin of the active algorithm at a time (kept in the address), its
 * 30-day total and its earnings per UTC day.
 */
export function Earnings() {
  const intl = useIntl();
  const format = useFormat();
  const amountCharts = useAmountCharts();
  const chartLabels = useChartLabels();
  const { activeAlgorithm } = useAlgorithm();
  const [params, setParams] = useSearchParams();
  // Fixed while the page is open so the 30-day range (and its cache key, shared with the dashboard) stays put.
  const [today] = useState(() => new Date());
  const accruals = useAccruals(activeAlgorithm, utcDay(today, 29), utcDay(today));
  const coins = useCoins();
  const rows = useMemo(() => accruals.data?.items ?? [], [accruals.data]);
  const earnings = useMemo(() => dailyEarnings(rows), [rows]);
  const algorithmCoins = (coins.data ?? []).filter((c) => c.algorithm === activeAlgorithm);
  const coinIds = algorithmCoins.length > 0 ? algorithmCoins.map((c) => c.id) : [...earnings.byCoin.keys()];
  const coinParam = params.get('coin');
  const coin = coinIds.find((id) => id === coinParam) ?? coinIds[0];
  const coinInfo = algorithmCoins.find((c) => c.id === coin);
  const mergedChild = algorithmCoins.find((c) => c.mergedWith === coin);
  const dayMs = (day: string) => Date.parse(`${day}T00:00:00Z`);
  const total = coin ? sumAmounts(rows.filter((a) => a.coin === coin).map((a) => a.amount)) : '0.00000000';

  return (
    <section className={styles.section} aria-labelledby="statistics-earnings">
      <h2 id="statistics-earnings" className={styles.sectionTitle}>
        <FormattedMessage {...messages.earningsHeading} />
      </h2>
      <p className={styles.muted}>
        <FormattedMessage {...messages.earningsNote} />
      </p>
      <div className={styles.toolbar}>
        <Select
          label={intl.formatMessage(messages.coin)}
          value={coin ?? ''}
          options={coinIds.map((id) => ({ value: id, label: id }))}
          onValueChange={(value) =>
            setParams(
              (current) => {
                const next = new URLSearchParams(current);
                next.set('coin', value);
                return next;
              },
              { replace: true },
            )
          }
        />
      </div>
      {coin && (coinInfo?.mergedWith || mergedChild) && (
        <p className={styles.muted}>
          <FormattedMessage
            {...valued.merged}
            values={
              coinInfo?.mergedWith
                ? { coin, parent: coinInfo.mergedWith }
                : { coin: mergedChild?.id ?? '', parent: coin }
            }
          />
        </p>
      )}
      <ul className={styles.wideTiles}>
        <li data-stat={`${coin ?? ''}.total30d`}>
          <StatTile
            loading={accruals.isPending}
            error={accruals.isError ? intl.formatMessage(messages.unavailable) : undefined}
            loadingLabel={intl.formatMessage(messages.loading)}
            label={intl.formatMessage(valued.total30d, { coin: coin ?? '' })}
            value={accruals.data && format.cryptoAmount(asAmount(total))}
            unit={coin}
          />
        </li>
      </ul>
      {coin && (
        <div className={`${styles.section} ${styles.chartCell}`}>
          <BarChart
            title={intl.formatMessage(valued.earningsChart, { coin })}
            categories={earnings.days.map(dayMs)}
            xType="time"
            series={[
              {
                id: coin,
                label: coin,
                values: earnings.byCoin.get(coin) ?? earnings.days.map(() => 0),
              },
            ]}
            formatX={(ms) => format.date(ms, { day: 'numeric', month: 'short', timeZone: 'UTC' })}
            {...amountCharts(coin)}
            loading={accruals.isPending}
            error={accruals.isError}
            onRetry={() => void accruals.refetch()}
            labels={chartLabels}
          />
        </div>
      )}
    </section>
  );
}
