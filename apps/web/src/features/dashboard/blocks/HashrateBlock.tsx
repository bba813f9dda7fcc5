import { useFormat } from '@lode/i18n';
import type { PoolSchema } from '@lode/pool-api/client';
import { Skeleton } from '@lode/ui';
import type { ReactNode } from 'react';
import { defineMessages, useIntl } from 'react-intl';
import { reported } from '../../../lib/figures';
import * as styles from './blocks.css';
import { Sparkline } from './Sparkline';

const messages = defineMessages({
  title: { id: 'dashboard.hashrate.title', defaultMessage: 'Hashrate' },
  acceptedOnly: { id: 'dashboard.acceptedOnly', defaultMessage: 'Average of accepted work' },
  tenMinutes: { id: 'dashboard.hashrate.tenMinutes', defaultMessage: 'Last 10 minutes' },
  oneHour: { id: 'dashboard.hashrate.oneHour', defaultMessage: '1 hour' },
  oneDay: { id: 'dashboard.hashrate.oneDay', defaultMessage: '24 hours' },
  rejectRate: { id: 'dashboard.hashrate.rejectRate', defaultMessage: 'Rejected (24 h)' },
  staleRate: { id: 'dashboard.hashrate.staleRate', defaultMessage: 'Stale (24 h)' },
});

// Figures of one kind keep one precision: "14.20 GH/s" beside "14.67 GH/s".
const precision = { minimumFractionDigits: 2 } as const;

type Summary = PoolSchema<'AccountSummary'>;

/** Props of {@link HashrateBlock}. */
export interface HashrateBlockProps {
  /** The account's summary, once it has come. */
  summary: Summary | undefined;
  /** The last 24 hours of accepted hashrate, oldest first, for the line beside the figures. */
  day: readonly number[] | undefined;
  /** The summary is on its way: the figures' places hold skeletons. */
  loading: boolean;
  /** Shown in place of each figure when the summary could not be loaded. */
  error?: string;
}

/**
 * The dashboard's first block: the 10-minute hashrate large, the 1 h and 24 h averages and the reject and stale rates
 * beside it (under it on a phone, where the day's line takes its side). Each figure is a `dt`/`dd` pair marked
 * `data-stat`.
 */
export function HashrateBlock({ summary, day, loading, error }: HashrateBlockProps) {
  const intl = useIntl();
  const format = useFormat();
  const shown = (value: (summary: Summary) => ReactNode, width: string) =>
    summary ? (
      value(summary)
    ) : loading ? (
      <Skeleton variant="text" width={width} className={styles.figureSkeleton} />
    ) : (
      error
    );
  const hashrate = (window: keyof Summary['hashrate']) => (s: Summary) =>
    format.hashrate(s.hashrate[window], precision);
  const rate = (field: 'rejectRate' | 'staleRate') => (s: Summary) =>
    reported(s[field], (value) => format.percent(value, precision));
  return (
    <section className={styles.block} aria-labelledby="dashboard-hashrate">
      <div className={styles.head}>
        <h3 id="dashboard-hashrate" className={styles.title}>
          {intl.formatMessage(messages.title)}
        </h3>
        <p className={styles.note}>{intl.formatMessage(messages.acceptedOnly)}</p>
      </div>
      <div className={styles.hashrateBody}>
        <dl className={styles.hashrateLead}>
          <div className={styles.item} data-stat="hashrate.tenMinutes">
            <dt className={styles.label}>{intl.formatMessage(messages.tenMinutes)}</dt>
            <dd className={styles.lead}>{shown(hashrate('tenMinutes'), '9ch')}</dd>
          </div>
        </dl>
        <dl className={styles.hashrateMore}>
          <div className={styles.item} data-stat="hashrate.oneHour">
            <dt className={styles.label}>{intl.formatMessage(messages.oneHour)}</dt>
            <dd className={styles.second}>{shown(hashrate('oneHour'), '8ch')}</dd>
          </div>
          <div className={styles.item} data-stat="hashrate.oneDay">
            <dt className={styles.label}>{intl.formatMessage(messages.oneDay)}</dt>
            <dd className={styles.second}>{shown(hashrate('oneDay'), '8ch')}</dd>
          </div>
          <div className={styles.item} data-stat="rejectRate">
            <dt className={styles.label}>{intl.formatMessage(messages.rejectRate)}</dt>
            <dd className={styles.small}>{shown(rate('rejectRate'), '5ch')}</dd>
          </div>
          <div className={styles.item} data-stat="staleRate">
            <dt className={styles.label}>{intl.formatMessage(messages.staleRate)}</dt>
            <dd className={styles.small}>{shown(rate('staleRate'), '5ch')}</dd>
          </div>
        </dl>
        <Sparkline values={day ?? []} />
      </div>
    </section>
  );
}
