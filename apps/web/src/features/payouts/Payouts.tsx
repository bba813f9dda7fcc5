import { useFormat } from '@lode/i18n';
import type { PoolSchema } from '@lode/pool-api/client';
import { Button, DataTable, Select, StatTile, type DataTableColumn } from '@lode/ui';
import { useCallback, useState } from 'react';
import { defineMessage, defineMessages, FormattedMessage, useIntl } from 'react-intl';
import { useSearchParams } from 'react-router-dom';
import { useAlgorithm } from '../../lib/algorithm';
import type { PoolClient } from '../../lib/pool';
import { AlgorithmNote } from '../../lib/cabinet/AlgorithmNote';
import { asAmount } from '../../lib/cabinet/amounts';
import * as styles from '../../lib/cabinet/cabinet.css';
import { DayRangeForm } from '../../lib/cabinet/DayRangeForm';
import { coinTickers, useAccountSummary } from '../../lib/cabinet/queries';
import { useAllPayouts } from '../../lib/cabinet/reportQueries';
import { useApiDownload } from '../../lib/cabinet/useApiDownload';
import { useWallets } from '../../lib/cabinet/settingsQueries';
import { checkOpenDayRange, inDayRange, nextPayout, payoutWindowUtc } from '../../lib/cabinet/reports';
import { reported } from '../../lib/figures';
import { PageIntro } from '../../lib/page/PageIntro';
import { useTableLabels } from '../../lib/tables';
import type { PageRoute } from '../../lib/routes';
import { useCoins } from '../../lib/pool/coins';

const messages = defineMessages({
  date: { id: 'cabinet.column.date', defaultMessage: 'Date' },
  amount: { id: 'cabinet.column.amount', defaultMessage: 'Amount' },
  status: { id: 'cabinet.column.status', defaultMessage: 'Status' },
  transaction: { id: 'cabinet.column.transaction', defaultMessage: 'Transaction' },
  pending: { id: 'cabinet.payout.pending', defaultMessage: 'Pending' },
  confirmed: { id: 'cabinet.payout.confirmed', defaultMessage: 'Confirmed' },
  sent: { id: 'cabinet.payout.sent', defaultMessage: 'Sent' },
  sentNote: {
    id: 'payouts.sentNote',
    defaultMessage:
      'Sent: the pool recorded the transaction but does not track its confirmations; the transaction link shows them.',
  },
  fee: { id: 'payouts.column.fee', defaultMessage: 'Fee' },
  address: { id: 'payouts.column.address', defaultMessage: 'Address' },
  caption: { id: 'payouts.caption', defaultMessage: 'Payouts' },
  history: { id: 'payouts.history', defaultMessage: 'Payout history' },
  coin: { id: 'payouts.filter.coin', defaultMessage: 'Coin' },
  allCoins: { id: 'payouts.filter.allCoins', defaultMessage: 'All coins' },
  statusFilter: { id: 'payouts.filter.status', defaultMessage: 'Status' },
  allStatuses: { id: 'payouts.filter.allStatuses', defaultMessage: 'Any status' },
  csv: { id: 'payouts.csv', defaultMessage: 'Download CSV' },
  next: { id: 'payouts.next.title', defaultMessage: 'Next payout' },
  paused: { id: 'payouts.next.paused', defaultMessage: 'Paused' },
  pausedHint: {
    id: 'payouts.next.pausedHint',
    defaultMessage: 'Payouts of this wallet are paused: resume them on the Wallets page.',
  },
  noEarnings: { id: 'payouts.next.noEarnings', defaultMessage: 'Not foreseeable' },
  noEarningsHint: {
    id: 'payouts.next.noEarningsHint',
    defaultMessage:
      'Nothing is being earned at the 24 h average, so the balance will not reach the threshold.',
  },
  unavailable: { id: 'cabinet.unavailable', defaultMessage: 'Unavailable' },
  loading: { id: 'cabinet.loading', defaultMessage: 'Loading…' },
  empty: {
    id: 'payouts.empty',
    defaultMessage:
      'No payout matches. Clear the filters; payouts start once a balance reaches the threshold set on the Wallets page.',
  },
});

const valued = {
  nextLabel: defineMessage<{ readonly coin: string }>({
    id: 'payouts.next.label',
    defaultMessage: 'Next payout ({coin})',
  }),
  window: defineMessage<{ readonly day: string; readonly from: string; readonly to: string }>({
    id: 'payouts.next.window',
    defaultMessage: '{day}, {from}–{to}',
  }),
  basedOn: defineMessage<{
    readonly balance: string;
    readonly daily: string;
    readonly threshold: string;
    readonly from: string;
    readonly to: string;
  }>({
    id: 'payouts.next.basedOn',
    defaultMessage:
      'Estimate from your balance {balance}, {daily} a day at your 24 h average and your threshold {threshold}; payouts are sent once a day, {from}–{to} UTC, for the day settled at midnight UTC.',
  }),
  explorer: defineMessage<{ readonly tx: string }>({
    id: 'cabinet.payout.explorer',
    defaultMessage: 'View transaction {tx} in the block explorer',
  }),
  nextHeading: defineMessage({ id: 'payouts.next.heading', defaultMessage: 'Next payout estimate' }),
};

type Payout = PoolSchema<'Payout'>;
// The schedule is stated in UTC, 24-hour, as the pool runs it; the estimate itself shows local time.
const utcHour = (hour: number) => `${String(hour).padStart(2, '0')}:00`;
const statuses = ['pending', 'confirmed', 'sent'] as const;
const isStatus = (value: string | null): value is Payout['status'] =>
  (statuses as readonly string[]).includes(value ?? '');

/** The cabinet's payouts page: next payout estimate, filters in the URL, the payout table with explorer links, CSV. */
export function Payouts({ route }: { route: PageRoute }) {
  return (
    <article>
      <PageIntro route={route} />
      <AlgorithmNote />
      <NextPayouts />
      <PayoutList />
    </article>
  );
}

function NextPayouts() {
  const intl = useIntl();
  const format = useFormat();
  const { activeAlgorithm } = useAlgorithm();
  const summary = useAccountSummary(activeAlgorithm);
  // The wallets page's query: one cache entry, kept in step when a wallet is saved.
  const wallets = useWallets(activeAlgorithm);
  // Fixed while the page is open; the estimate changes by the day, not by the render.
  const [now] = useState(() => Date.now());
  const loading = summary.isPending || wallets.isPending;
  const error = summary.isError || wallets.isError ? intl.formatMessage(messages.unavailable) : undefined;
  const coins = summary.data?.earnings ?? [];
  const time = (ms: number) => format.date(ms, { hour: '2-digit', minute: '2-digit' });
  return (
    <section className={styles.section} aria-labelledby="payouts-next">
      <h2 id="payouts-next" className={styles.sectionTitle}>
        <FormattedMessage {...valued.nextHeading} />
      </h2>
      <ul className={styles.wideTiles} aria-busy={loading} data-testid="payouts-next">
        {loading || error ? (
          <li>
            <StatTile
              label={intl.formatMessage(messages.next)}
              loading={loading}
              error={error}
              loadingLabel={intl.formatMessage(messages.loading)}
            />
          </li>
        ) : (
          coins.map((earning) => {
            const wallet = wallets.data?.items.find((w) => w.coin === earning.coin);
            if (!wallet) return null;
            const estimate = nextPayout({
              now,
              balance: earning.balance,
              dailyEstimate: earning.todayEstimate,
              threshold: wallet.payoutThreshold,
              paused: wallet.paused === true,
              heldUntil: wallet.payoutsHeldUntil,
            });
            const label = intl.formatMessage(valued.nextLabel, { coin: earning.coin });
            const basedOn = intl.formatMessage(valued.basedOn, {
              balance: format.cryptoAmount(asAmount(earning.balance), earning.coin),
              daily: format.cryptoAmount(asAmount(earning.todayEstimate), earning.coin),
              threshold: format.cryptoAmount(asAmount(wallet.payoutThreshold), earning.coin),
              from: utcHour(payoutWindowUtc.from),
              to: utcHour(payoutWindowUtc.to),
            });
            return (
              <li key={earning.coin} data-stat={`${earning.coin}.nextPayout`}>
                {estimate.kind === 'window' ? (
                  <StatTile
                    label={label}
                    value={intl.formatMessage(valued.window, {
                      day: format.date(estimate.from, { dateStyle: 'medium' }),
                      from: time(estimate.from),
                      to: format.date(estimate.to, {
                        hour: '2-digit',
                        minute: '2-digit',
                        timeZoneName: 'short',
                      }),
                    })}
                    hint={basedOn}
                  />
                ) : (
                  <StatTile
                    label={label}
                    value={intl.formatMessage(
                      estimate.kind === 'paused' ? messages.paused : messages.noEarnings,
                    )}
                    hint={intl.formatMessage(
                      estimate.kind === 'paused' ? messages.pausedHint : messages.noEarningsHint,
                    )}
                  />
                )}
              </li>
            );
          })
        )}
      </ul>
    </section>
  );
}

function PayoutList() {
  const tableLabels = useTableLabels();
  const intl = useIntl();
  const format = useFormat();
  const { activeAlgorithm } = useAlgorithm();
  // Every filter lives in the URL, so a view can be shared and survives a reload.
  const [params, setParams] = useSearchParams();
  const coins = useCoins();
  const algorithmCoins = (coins.data ?? []).filter((c) => c.algorithm === activeAlgorithm);
  const coinParam = params.get('coin');
  const coin = coinTickers.find((id) => id === coinParam);
  const statusParam = params.get('status');
  const status = isStatus(statusParam) ? statusParam : undefined;
  const rangeOk =
    Object.keys(checkOpenDayRange(params.get('from') ?? '', params.get('to') ?? '')).length === 0;
  const from = rangeOk ? (params.get('from') ?? '') : '';
  const to = rangeOk ? (params.get('to') ?? '') : '';
  const page = Math.max(1, Number(params.get('page')) || 1);
  const payouts = useAllPayouts(activeAlgorithm, coin);

  const set = (changes: Record<string, string | undefined>) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        for (const [key, value] of Object.entries(changes)) {
          if (value) next.set(key, value);
          else next.delete(key);
        }
        // A new filter starts at the first page.
        if (!('page' in changes)) next.delete('page');
        return next;
      },
      { replace: true },
    );

  // The coin filter is the API's; status and dates are applied here, over every payout of the coin.
  const rows = (payouts.data?.items ?? []).filter(
    (p) => (!coin || p.coin === coin) && (!status || p.status === status) && inDayRange(p.time, from, to),
  );

  // `sent` (the engine does not track confirmations) is offered only where the pool has such payouts.
  const anySent = (payouts.data?.items ?? []).some((p) => p.status === 'sent');
  const statusOptions = statuses.filter((s) => s !== 'sent' || anySent || status === 'sent');

  const columns: DataTableColumn<Payout>[] = [
    {
      id: 'time',
      header: intl.formatMessage(messages.date),
      cell: (p) => format.date(Date.parse(p.time), { dateStyle: 'medium', timeStyle: 'short' }),
      rowHeader: true,
    },
    {
      id: 'amount',
      header: intl.formatMessage(messages.amount),
      cell: (p) => format.cryptoAmount(asAmount(p.amount), p.coin),
      align: 'end',
    },
    {
      id: 'fee',
      header: intl.formatMessage(messages.fee),
      cell: (p) => reported(p.fee, (fee) => format.cryptoAmount(asAmount(fee), p.coin)),
      align: 'end',
    },
    {
      id: 'address',
      header: intl.formatMessage(messages.address),
      cell: (p) => <span className={styles.mono}>{p.address}</span>,
    },
    {
      id: 'tx',
      header: intl.formatMessage(messages.transaction),
      cell: (p) => (
        <a
          href={p.explorerUrl}
          target="_blank"
          rel="noopener noreferrer"
          className={styles.mono}
          // A description, not the name: a link's name must hold its visible text (the shortened id).
          title={intl.formatMessage(valued.explorer, { tx: p.txId })}
          data-tx={p.txId}
        >
          {`${p.txId.slice(0, 10)}…`}
        </a>
      ),
    },
    {
      id: 'status',
      header: intl.formatMessage(messages.status),
      cell: (p) => intl.formatMessage(messages[p.status]),
    },
  ];

  // The API writes the file, with every filter on screen: the rows of the table, in its order.
  const csv = useApiDownload(
    `payouts-${activeAlgorithm.toLowerCase()}.csv`,
    useCallback(
      (client: PoolClient) =>
        client.GET('/account/payouts.csv', {
          params: {
            query: {
              algorithm: activeAlgorithm,
              ...(coin ? { coin } : {}),
              ...(status ? { status } : {}),
              ...(from ? { from } : {}),
              ...(to ? { to } : {}),
            },
          },
          parseAs: 'blob',
        }),
      [activeAlgorithm, coin, status, from, to],
    ),
  );

  return (
    <section className={styles.section} aria-labelledby="payouts-list">
      <h2 id="payouts-list" className={styles.sectionTitle}>
        <FormattedMessage {...messages.history} />
      </h2>
      <div className={styles.toolbar}>
        <Select
          label={intl.formatMessage(messages.coin)}
          value={coin ?? '*'}
          options={[
            { value: '*', label: intl.formatMessage(messages.allCoins) },
            ...algorithmCoins.map((c) => ({ value: c.id, label: `${c.id} (${c.name})` })),
          ]}
          onValueChange={(value) => set({ coin: value === '*' ? undefined : value })}
        />
        <Select
          label={intl.formatMessage(messages.statusFilter)}
          value={status ?? '*'}
          options={[
            { value: '*', label: intl.formatMessage(messages.allStatuses) },
            ...statusOptions.map((s) => ({ value: s, label: intl.formatMessage(messages[s]) })),
          ]}
          onValueChange={(value) => set({ status: value === '*' ? undefined : value })}
        />
      </div>
      <DayRangeForm from={from} to={to} onApply={(f, t) => set({ from: f, to: t })} />
      <div className={styles.toolbar}>
        <Button variant="outline" onClick={csv.download} disabled={rows.length === 0} loading={csv.pending}>
          <FormattedMessage {...messages.csv} />
        </Button>
        {csv.failure && <p role="alert">{csv.failure}</p>}
      </div>
      <DataTable
        labels={tableLabels}
        caption={intl.formatMessage(messages.caption)}
        columns={columns}
        rows={rows}
        getRowId={(p) => p.id}
        page={page}
        onPageChange={(next) => set({ page: next > 1 ? String(next) : undefined })}
        pageSize={50}
        loading={payouts.isPending}
        error={payouts.isError ? payouts.error.message : undefined}
        onRetry={() => void payouts.refetch()}
        emptyMessage={intl.formatMessage(messages.empty)}
      />
      {anySent && (
        <p className={styles.muted}>
          <FormattedMessage {...messages.sentNote} />
        </p>
      )}
    </section>
  );
}
