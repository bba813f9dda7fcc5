import { useFormat } from '@lode/i18n';
import type { PoolSchema } from '@lode/pool-api/client';
import { Skeleton } from '@lode/ui';
import { defineMessages, useIntl } from 'react-intl';
import { asAmount } from '../../../lib/cabinet/amounts';
import * as styles from './blocks.css';

const messages = defineMessages({
  balance: { id: 'dashboard.earnings.balance', defaultMessage: 'Balance' },
  balanceHint: { id: 'dashboard.balanceHint', defaultMessage: 'Settled, not yet paid' },
  todayEstimate: { id: 'dashboard.earnings.todayEstimate', defaultMessage: 'Today’s estimate' },
  yesterday: { id: 'dashboard.earnings.yesterday', defaultMessage: 'Yesterday' },
  totalPaid: { id: 'dashboard.earnings.totalPaid', defaultMessage: 'Total paid' },
});

type Earning = PoolSchema<'AccountSummary'>['earnings'][number];

/** Props of {@link EarningsBlock}. */
export interface EarningsBlockProps {
  /** The coin's ticker (`LTC`). */
  coin: string;
  /** The coin's figures from the summary, once they have come. */
  earning: Earning | undefined;
  /** The figures are on their way: their places hold skeletons. */
  loading: boolean;
  /** Shown in place of each figure when they could not be loaded. */
  error?: string;
}

/**
 * One coin's earnings, titled by its ticker under the dashboard's "Earnings" heading: the balance first and large (what
 * will be paid), then today's estimate, yesterday and the total paid, each in the coin's precision.
 */
export function EarningsBlock({ coin, earning, loading, error }: EarningsBlockProps) {
  const intl = useIntl();
  const format = useFormat();
  const headingId = `dashboard-earnings-${coin}`;
  const amount = (field: Exclude<keyof Earning, 'coin'>, width: string) =>
    earning ? (
      format.cryptoAmount(asAmount(earning[field]))
    ) : loading ? (
      <Skeleton variant="text" width={width} className={styles.figureSkeleton} />
    ) : (
      error
    );
  return (
    <section className={styles.block} aria-labelledby={headingId} data-coin={coin}>
      <h4 id={headingId} className={styles.title}>
        {coin}
      </h4>
      <dl className={styles.balance}>
        <div className={styles.item} data-stat={`${coin}.balance`}>
          <dt className={styles.label}>{intl.formatMessage(messages.balance)}</dt>
          <dd className={styles.balanceFigure}>
            {amount('balance', '10ch')}
            {earning && <span className={styles.unit}>{` ${coin}`}</span>}
          </dd>
          <dd className={styles.balanceHint}>{intl.formatMessage(messages.balanceHint)}</dd>
        </div>
      </dl>
      <dl className={styles.ledger}>
        {(
          [
            ['todayEstimate', messages.todayEstimate],
            ['yesterday', messages.yesterday],
            ['totalPaid', messages.totalPaid],
          ] as const
        ).map(([field, name]) => (
          <div key={field} className={styles.ledgerLine} data-stat={`${coin}.${field}`}>
            <dt className={styles.label}>{intl.formatMessage(name)}</dt>
            <dd className={styles.ledgerValue}>{amount(field, '9ch')}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
