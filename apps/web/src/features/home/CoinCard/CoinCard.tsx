import { useFormat } from '@lode/i18n';
import { CopyButton, Skeleton, StatTile } from '@lode/ui';
import { defineMessage, defineMessages, FormattedMessage, useIntl } from 'react-intl';
import type { Coin } from '../../../lib/pool/coins';
import * as styles from './CoinCard.css';

const messages = defineMessages({
  poolHashrate: { id: 'home.coin.poolHashrate', defaultMessage: 'Pool hashrate' },
  networkDifficulty: { id: 'home.coin.networkDifficulty', defaultMessage: 'Network difficulty' },
  miners: { id: 'home.coin.miners', defaultMessage: 'Miners' },
  workers: { id: 'home.coin.workers', defaultMessage: 'Workers' },
  lastBlock: { id: 'home.coin.lastBlock', defaultMessage: 'Last block found' },
  noBlock: { id: 'home.coin.noBlock', defaultMessage: 'None yet' },
  scheme: { id: 'home.coin.scheme', defaultMessage: 'Payout scheme' },
  fee: { id: 'home.coin.fee', defaultMessage: 'Pool fee' },
  minPayout: { id: 'home.coin.minPayout', defaultMessage: 'Minimum payout' },
  stratum: { id: 'home.coin.stratum', defaultMessage: 'Stratum servers' },
  copy: { id: 'home.coin.copy', defaultMessage: 'Copy' },
  copied: { id: 'home.coin.copied', defaultMessage: 'Copied' },
  copyFailed: { id: 'home.coin.copyFailed', defaultMessage: 'Copy failed' },
  loading: { id: 'home.coin.loading', defaultMessage: 'Loading…' },
  unavailable: { id: 'home.coin.unavailable', defaultMessage: 'Unavailable' },
});

const valued = {
  name: defineMessage<{ readonly name: string; readonly id: string }>({
    id: 'home.coin.name',
    defaultMessage: '{name} ({id})',
  }),
  algorithm: defineMessage<{ readonly algorithm: string }>({
    id: 'home.coin.algorithm',
    defaultMessage: 'Algorithm {algorithm}',
  }),
  merged: defineMessage<{ readonly algorithm: string; readonly coin: string }>({
    id: 'home.coin.merged',
    defaultMessage: 'Algorithm {algorithm}, merge-mined with {coin}',
  }),
};

/** Stratum addresses a card keeps room for while loading (every coin has a plain and a TLS port). */
const stratumRows = 2;

/** Props of {@link CoinCard}. */
export interface CoinCardProps {
  /** The coin as the API answered it; without it the card shows skeletons of the same size. */
  coin?: Coin;
  /** Show "Unavailable" in place of the figures (the API could not be reached). */
  failed?: boolean;
}

/**
 * One coin on the home page: live pool and network figures, the payout terms, the stratum addresses to copy.
 * Loading and filled it has the same size, so the page does not move when the API answers.
 */
export function CoinCard({ coin, failed = false }: CoinCardProps) {
  const intl = useIntl();
  const format = useFormat();
  const loading = !coin && !failed;
  // The four figures sit in the card as one group, each at the same size, without boxes of their own.
  const tile = {
    surface: false,
    loading,
    error: failed ? intl.formatMessage(messages.unavailable) : undefined,
    loadingLabel: intl.formatMessage(messages.loading),
  };
  const line = (text: string | undefined) => text ?? <Skeleton variant="text" width="8ch" />;
  const hashrate = coin && figureAndUnit(format.hashrate(coin.poolHashrate));
  const headingId = `coin-${coin?.id ?? 'loading'}`;

  return (
    <section className={styles.card} aria-labelledby={coin ? headingId : undefined} data-coin={coin?.id}>
      {coin ? (
        <h3 id={headingId} className={styles.name}>
          {intl.formatMessage(valued.name, { name: coin.name, id: coin.id })}
        </h3>
      ) : (
        <p className={styles.name} aria-hidden="true">
          <Skeleton variant="text" width="12ch" />
        </p>
      )}
      <p className={styles.subtitle}>
        {coin ? (
          coin.mergedWith ? (
            intl.formatMessage(valued.merged, { algorithm: coin.algorithm, coin: coin.mergedWith })
          ) : (
            intl.formatMessage(valued.algorithm, { algorithm: coin.algorithm })
          )
        ) : (
          <Skeleton variant="text" width="16ch" />
        )}
      </p>
      <ul className={styles.tiles}>
        <li data-stat="poolHashrate">
          <StatTile
            {...tile}
            label={intl.formatMessage(messages.poolHashrate)}
            value={hashrate?.figure}
            unit={hashrate?.unit}
          />
        </li>
        <li data-stat="networkDifficulty">
          <StatTile
            {...tile}
            label={intl.formatMessage(messages.networkDifficulty)}
            value={coin && format.number(coin.networkDifficulty, networkDifficultyFormat)}
          />
        </li>
        <li data-stat="miners">
          <StatTile
            {...tile}
            label={intl.formatMessage(messages.miners)}
            value={coin && format.number(coin.miners)}
          />
        </li>
        <li data-stat="workers">
          <StatTile
            {...tile}
            label={intl.formatMessage(messages.workers)}
            value={coin && format.number(coin.workers)}
          />
        </li>
      </ul>
      <dl className={styles.terms}>
        <dt>
          <FormattedMessage {...messages.lastBlock} />
        </dt>
        <dd data-term="lastBlock">
          {line(
            coin &&
              (coin.lastBlock
                ? `${blockHeight(coin.lastBlock.height)} · ${format.date(Date.parse(coin.lastBlock.time), lastBlockTimeFormat)}`
                : intl.formatMessage(messages.noBlock)),
          )}
        </dd>
        <dt>
          <FormattedMessage {...messages.scheme} />
        </dt>
        <dd data-term="scheme">{line(coin?.scheme)}</dd>
        <dt>
          <FormattedMessage {...messages.fee} />
        </dt>
        <dd data-term="fee">{line(coin && format.percent(Number(coin.poolFee)))}</dd>
        <dt>
          <FormattedMessage {...messages.minPayout} />
        </dt>
        <dd data-term="minPayout">{line(coin && format.cryptoAmount(amount(coin.minPayout), coin.id))}</dd>
      </dl>
      <p className={styles.stratumTitle}>
        <FormattedMessage {...messages.stratum} />
      </p>
      <ul className={styles.stratum}>
        {(coin?.stratum ?? Array.from({ length: stratumRows }, () => '')).map((url, index) => (
          <li key={url || index} className={styles.stratumRow}>
            <code className={styles.url} id={url ? `${headingId}-stratum-${index}` : undefined}>
              {url ? <BreakAfterScheme url={url} /> : <Skeleton variant="text" width="90%" />}
            </code>
            <CopyButton
              value={url}
              disabled={!url}
              label={intl.formatMessage(messages.copy)}
              copiedLabel={intl.formatMessage(messages.copied)}
              failedLabel={intl.formatMessage(messages.copyFailed)}
              // The name stays "Copy"/"Copied" as shown; which address it copies is its description.
              aria-describedby={url ? `${headingId}-stratum-${index}` : undefined}
            />
          </li>
        ))}
      </ul>
    </section>
  );
}

/** An address with a line-break opportunity after its scheme, where a narrow card wraps it first. */
function BreakAfterScheme({ url }: { url: string }) {
  const at = url.indexOf('://');
  if (at === -1) return url;
  return (
    <>
      {url.slice(0, at + 3)}
      <wbr />
      {url.slice(at + 3)}
    </>
  );
}

/** Difficulties run from millions (LTC) to hundreds of trillions (BTC): compact, with two decimals. */
export const networkDifficultyFormat: Intl.NumberFormatOptions = {
  notation: 'compact',
  maximumFractionDigits: 2,
};

/** The last block's time: date and minutes in the visitor's zone. */
export const lastBlockTimeFormat: Intl.DateTimeFormatOptions = { dateStyle: 'medium', timeStyle: 'short' };

/** A block height as explorers write it: `#` and the digits, no grouping. */
export function blockHeight(height: number): string {
  return `#${height}`;
}

const amount = (value: string) => value as `${number}`;

/** A formatted hashrate ("243.46 TH/s") as figure and unit: `formatHashrate` sets the unit after a no-break space. */
function figureAndUnit(text: string): { figure: string; unit: string } {
  const at = text.lastIndexOf('\u00a0');
  return { figure: text.slice(0, at), unit: text.slice(at + 1) };
}
