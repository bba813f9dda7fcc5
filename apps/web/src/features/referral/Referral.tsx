import '@lode/charts/styles.css';
import { BarChart } from '@lode/charts';
import { useFormat } from '@lode/i18n';
import type { PoolSchema } from '@lode/pool-api/client';
import {
  Alert,
  Button,
  Card,
  CopyButton,
  DataTable,
  EmptyState,
  StatTile,
  type DataTableColumn,
} from '@lode/ui';
import { defineMessage, defineMessages, FormattedMessage, useIntl } from 'react-intl';
import { asAmount } from '../../lib/cabinet/amounts';
import { useAmountCharts } from '../../lib/cabinet/useAmountCharts';
import * as cabinet from '../../lib/cabinet/cabinet.css';
import * as styles from '../../lib/cabinet/settingsPages.css';
import { useReferral } from '../../lib/cabinet/settingsQueries';
import { useChartLabels } from '../../lib/cabinet/useChartLabels';
import { PageIntro } from '../../lib/page/PageIntro';
import { useTableLabels } from '../../lib/tables';
import { referralRoute } from './route';

type Referee = PoolSchema<'Referral'>['referees'][number];
type RewardDay = PoolSchema<'Referral'>['rewards']['days'][number];

// Figures of one kind side by side (a column, a row of tiles) keep one precision: "14.20 GH/s" above "14.67 GH/s".
const precision = { minimumFractionDigits: 2 } as const;

const messages = defineMessages({
  linkTitle: { id: 'referral.link.title', defaultMessage: 'Your referral link' },
  link: { id: 'referral.link', defaultMessage: 'Link' },
  code: { id: 'referral.code', defaultMessage: 'Code' },
  copyLink: { id: 'referral.copyLink', defaultMessage: 'Copy link' },
  copyCode: { id: 'referral.copyCode', defaultMessage: 'Copy code' },
  copied: { id: 'referral.copied', defaultMessage: 'Copied' },
  copyFailed: { id: 'referral.copyFailed', defaultMessage: 'Copy failed' },
  figures: { id: 'referral.figures', defaultMessage: 'Programme' },
  rate: { id: 'referral.rate', defaultMessage: 'Your commission' },
  total: { id: 'referral.total', defaultMessage: 'Rewards in total' },
  rateHint: { id: 'referral.rate.hint', defaultMessage: 'Share of the pool fee your referees pay' },
  referees: { id: 'referral.referees', defaultMessage: 'Referees' },
  refereesHint: { id: 'referral.referees.hint', defaultMessage: 'Miners who joined through your link' },
  loading: { id: 'referral.loading', defaultMessage: 'Loading' },
  unavailable: { id: 'referral.unavailable', defaultMessage: 'Unavailable' },
  refereesCaption: { id: 'referral.referees.caption', defaultMessage: 'Your referees' },
  name: { id: 'referral.column.name', defaultMessage: 'Miner' },
  joined: { id: 'referral.column.joined', defaultMessage: 'Joined' },
  hashrate: { id: 'referral.column.hashrate', defaultMessage: 'Hashrate 24 h' },
  rewardsTitle: { id: 'referral.rewards.title', defaultMessage: 'Rewards, last 30 settled days' },
  rewardsCaption: { id: 'referral.rewards.caption', defaultMessage: 'Referral rewards by day' },
  date: { id: 'referral.column.date', defaultMessage: 'Day (UTC)' },
  amount: { id: 'referral.column.amount', defaultMessage: 'Reward' },
  noRewards: {
    id: 'referral.rewards.empty',
    defaultMessage: 'No rewards yet: they are credited each day once your referees have mined.',
  },
  emptyTitle: { id: 'referral.empty.title', defaultMessage: 'No referees yet' },
  retry: { id: 'referral.retry', defaultMessage: 'Retry' },
});

const valued = {
  empty: defineMessage<{ readonly rate: string }>({
    id: 'referral.empty.body',
    defaultMessage:
      'Share your link with other miners: when they sign up through it and mine, you receive {rate} of the pool fee they pay, every day, at no cost to them.',
  }),
  rewardsChart: defineMessage<{ readonly coin: string }>({
    id: 'referral.rewards.chart',
    defaultMessage: 'Referral rewards per day ({coin})',
  }),
  loadFailed: defineMessage<{ readonly reason: string }>({
    id: 'referral.error.load',
    defaultMessage: 'The referral programme could not be loaded: {reason}',
  }),
};

/** The cabinet's referral page: link and code to share, commission, referees, and the rewards as a chart and table. */
export function Referral() {
  return (
    <article>
      <PageIntro route={referralRoute} />
      <ReferralContent />
    </article>
  );
}

function ReferralContent() {
  const intl = useIntl();
  const format = useFormat();
  const amountCharts = useAmountCharts();
  const chartLabels = useChartLabels();
  const tableLabels = useTableLabels();
  const referral = useReferral();
  const data = referral.data;
  const loading = referral.isPending;
  const tileState = {
    loading,
    error: referral.isError ? intl.formatMessage(messages.unavailable) : undefined,
    loadingLabel: intl.formatMessage(messages.loading),
  };
  const rate = data ? format.percent(Number(data.rate)) : '';
  const coin = data?.rewards.coin ?? 'LTC';
  // The API lists the newest day first; the chart reads left to right, oldest first.
  const days = [...(data?.rewards.days ?? [])].reverse();
  const dayMs = (day: string) => Date.parse(`${day}T00:00:00Z`);
  const formatDay = (ms: number) => format.date(ms, { day: 'numeric', month: 'short', timeZone: 'UTC' });
  const copyLabels = {
    copiedLabel: intl.formatMessage(messages.copied),
    failedLabel: intl.formatMessage(messages.copyFailed),
  };

  const refereeColumns: DataTableColumn<Referee>[] = [
    { id: 'name', header: intl.formatMessage(messages.name), cell: (r) => r.name, rowHeader: true },
    {
      id: 'joined',
      header: intl.formatMessage(messages.joined),
      cell: (r) => format.date(Date.parse(r.joinedAt), { dateStyle: 'medium' }),
    },
    {
      id: 'hashrate',
      header: intl.formatMessage(messages.hashrate),
      cell: (r) => format.hashrate(r.hashrate24h, precision),
      align: 'end',
    },
  ];
  const rewardColumns: DataTableColumn<RewardDay>[] = [
    {
      id: 'date',
      header: intl.formatMessage(messages.date),
      cell: (d) => format.date(dayMs(d.date), { dateStyle: 'medium', timeZone: 'UTC' }),
      rowHeader: true,
    },
    {
      id: 'amount',
      header: intl.formatMessage(messages.amount),
      cell: (d) => format.cryptoAmount(asAmount(d.amount), coin),
      align: 'end',
    },
  ];

  return (
    <>
      {referral.isError && (
        <Alert
          tone="error"
          action={
            <Button variant="outline" onClick={() => void referral.refetch()}>
              <FormattedMessage {...messages.retry} />
            </Button>
          }
        >
          <FormattedMessage {...valued.loadFailed} values={{ reason: referral.error.message }} />
        </Alert>
      )}
      <Card as="section" title={intl.formatMessage(messages.linkTitle)} className={cabinet.section}>
        <dl className={styles.facts} aria-busy={loading}>
          <dt className={styles.factLabel}>
            <FormattedMessage {...messages.link} />
          </dt>
          <dd className={styles.factValue}>
            <div className={styles.actions}>
              <span className={styles.secretInline} data-testid="referral-link">
                {data?.link ?? '…'}
              </span>
              {data && (
                <CopyButton value={data.link} label={intl.formatMessage(messages.copyLink)} {...copyLabels} />
              )}
            </div>
          </dd>
          <dt className={styles.factLabel}>
            <FormattedMessage {...messages.code} />
          </dt>
          <dd className={styles.factValue}>
            <div className={styles.actions}>
              <span className={styles.secretInline} data-testid="referral-code">
                {data?.code ?? '…'}
              </span>
              {data && (
                <CopyButton value={data.code} label={intl.formatMessage(messages.copyCode)} {...copyLabels} />
              )}
            </div>
          </dd>
        </dl>
      </Card>
      <section className={cabinet.section} aria-labelledby="referral-figures">
        <h2 id="referral-figures" className={cabinet.sectionTitle}>
          <FormattedMessage {...messages.figures} />
        </h2>
        <ul className={cabinet.tiles} data-testid="referral-tiles" aria-busy={loading}>
          <li data-stat="rate">
            <StatTile
              {...tileState}
              label={intl.formatMessage(messages.rate)}
              value={rate}
              hint={intl.formatMessage(messages.rateHint)}
            />
          </li>
          <li data-stat="referees">
            <StatTile
              {...tileState}
              label={intl.formatMessage(messages.referees)}
              value={data ? format.number(data.referees.length) : ''}
              hint={intl.formatMessage(messages.refereesHint)}
            />
          </li>
          <li data-stat="total">
            <StatTile
              {...tileState}
              label={intl.formatMessage(messages.total)}
              value={data ? format.cryptoAmount(asAmount(data.rewards.total)) : ''}
              unit={coin}
            />
          </li>
        </ul>
      </section>
      {data && data.referees.length === 0 ? (
        <EmptyState
          className={cabinet.section}
          title={intl.formatMessage(messages.emptyTitle)}
          description={intl.formatMessage(valued.empty, { rate })}
          action={
            <CopyButton value={data.link} label={intl.formatMessage(messages.copyLink)} {...copyLabels} />
          }
        />
      ) : (
        <section className={cabinet.section} aria-labelledby="referral-referees">
          <h2 id="referral-referees" className={cabinet.sectionTitle}>
            <FormattedMessage {...messages.refereesCaption} />
          </h2>
          <DataTable
            caption={intl.formatMessage(messages.refereesCaption)}
            columns={refereeColumns}
            rows={data?.referees ?? []}
            getRowId={(r) => `${r.name}-${r.joinedAt}`}
            pagination={false}
            loading={loading}
            loadingRows={4}
            error={referral.isError ? referral.error.message : undefined}
            onRetry={() => void referral.refetch()}
            labels={tableLabels}
          />
        </section>
      )}
      <section className={cabinet.section} aria-labelledby="referral-rewards">
        <h2 id="referral-rewards" className={cabinet.sectionTitle}>
          <FormattedMessage {...messages.rewardsTitle} />
        </h2>
        <div className={cabinet.charts}>
          <div className={cabinet.chartCell}>
            <BarChart
              title={intl.formatMessage(valued.rewardsChart, { coin })}
              categories={days.map((d) => dayMs(d.date))}
              xType="time"
              series={[{ id: coin, label: coin, values: days.map((d) => Number(d.amount)) }]}
              formatX={formatDay}
              {...amountCharts(coin)}
              loading={loading}
              error={referral.isError}
              onRetry={() => void referral.refetch()}
              labels={chartLabels}
            />
          </div>
          <DataTable
            caption={intl.formatMessage(messages.rewardsCaption)}
            columns={rewardColumns}
            rows={data?.rewards.days ?? []}
            getRowId={(d) => d.date}
            pagination={false}
            loading={loading}
            error={referral.isError ? referral.error.message : undefined}
            onRetry={() => void referral.refetch()}
            emptyMessage={intl.formatMessage(messages.noRewards)}
            labels={tableLabels}
          />
        </div>
      </section>
    </>
  );
}
