import { useFormat } from '@lode/i18n';
import { Alert, NumberField, Select, Skeleton } from '@lode/ui';
import { Fragment, useEffect, useRef, useState, type ReactNode } from 'react';
import { defineMessage, defineMessages, FormattedMessage, useIntl, type MessageValue } from 'react-intl';
import { useSearchParams } from 'react-router-dom';
import { reported } from '../../../lib/figures';
import { useCoins, type Coin } from '../../../lib/pool/coins';
import { estimate, periodDays, type CoinMarket, type Period } from '../formula';
import {
  calculatorUnits,
  defaultValues,
  fieldRanges,
  readForm,
  writeForm,
  type CalculatorField,
  type CalculatorUnit,
  type FieldProblem,
} from '../inputs';
import * as styles from './Calculator.css';

const messages = defineMessages({
  form: { id: 'calc.form', defaultMessage: 'Your hardware' },
  hashrate: { id: 'calc.field.hashrate', defaultMessage: 'Hashrate' },
  unit: { id: 'calc.field.unit', defaultMessage: 'Hashrate unit' },
  power: { id: 'calc.field.power', defaultMessage: 'Power draw' },
  electricityPrice: { id: 'calc.field.electricityPrice', defaultMessage: 'Electricity price per kWh' },
  poolFee: { id: 'calc.field.poolFee', defaultMessage: 'Pool fee' },
  hardwareCost: { id: 'calc.field.hardwareCost', defaultMessage: 'Hardware price (for break-even)' },
  required: { id: 'calc.error.required', defaultMessage: 'This field is required' },
  numeric: { id: 'calc.error.numeric', defaultMessage: 'This field can only contain numbers' },
  positive: { id: 'calc.error.positive', defaultMessage: 'Enter a hashrate above zero' },
  results: { id: 'calc.results', defaultMessage: 'Expected earnings' },
  table: { id: 'calc.table', defaultMessage: 'Earnings and costs per day, week and month' },
  item: { id: 'calc.col.item', defaultMessage: 'Item' },
  day: { id: 'calc.col.day', defaultMessage: 'Day' },
  week: { id: 'calc.col.week', defaultMessage: 'Week' },
  month: { id: 'calc.col.month', defaultMessage: 'Month (30 days)' },
  revenue: { id: 'calc.row.revenue', defaultMessage: 'Revenue' },
  powerCost: { id: 'calc.row.powerCost', defaultMessage: 'Power cost' },
  profit: { id: 'calc.row.profit', defaultMessage: 'Profit' },
  breakEvenNever: {
    id: 'calc.breakEven.never',
    defaultMessage: 'Break-even: never at these prices, the power costs more than the coins bring.',
  },
  breakEvenUnknown: {
    id: 'calc.breakEven.unknown',
    defaultMessage: 'Break-even: unknown, the pool does not report the coin prices.',
  },
  breakEvenNone: {
    id: 'calc.breakEven.none',
    defaultMessage: 'Enter the hardware price to see the break-even time.',
  },
  fixErrors: { id: 'calc.fixErrors', defaultMessage: 'Correct the fields marked above to see the results.' },
  loadError: {
    id: 'calc.loadError',
    defaultMessage: 'The coin prices and difficulties could not be loaded. Try again in a minute.',
  },
  formulaTitle: { id: 'calc.formula.title', defaultMessage: 'How it is computed' },
  formulaCoins: {
    id: 'calc.formula.coins',
    defaultMessage:
      'Coins per day = H × 86,400 × R ÷ (D × 2³²) × (1 − fee), with H your hashrate in H/s, R the block reward and D the network difficulty. Litecoin and the Dogecoin merge-mined with it are both paid for the same work.',
  },
  formulaPower: {
    id: 'calc.formula.power',
    defaultMessage:
      'Power cost per day = W ÷ 1000 × 24 × price per kWh; profit = revenue − power cost; break-even = hardware price ÷ daily profit. A week is 7 days, a month 30.',
  },
  formulaBonus: {
    id: 'calc.formula.bonus',
    defaultMessage:
      'This is the PPS part of PPS+ at today’s difficulty and price; the transaction-fee bonus comes on top, and both change with difficulty and price.',
  },
});

// react-intl 12 types a message's arguments from the generic, so the ones with arguments are declared alone.
const rangeMessage = defineMessage<{ readonly min: string; readonly max: string }>({
  id: 'calc.error.range',
  defaultMessage: 'Enter a value from {min} to {max}',
});

const breakEvenMessage = defineMessage<{ readonly days: number }>({
  id: 'calc.breakEven.days',
  defaultMessage: 'Break-even: {days, plural, one {# day} other {# days}}',
});

const asOfMessage = defineMessage<{ readonly time: string; readonly coins: MessageValue }>({
  id: 'calc.asOf',
  defaultMessage: 'Prices and difficulties as of {time}: {coins}.',
});

const periods: readonly Period[] = ['day', 'week', 'month'];

const unitsByField: Partial<Record<CalculatorField, string>> = {
  power: 'W',
  electricityPrice: 'USD',
  poolFee: '%',
  hardwareCost: 'USD',
};

/** The coins mined on one rig's work: Litecoin and the coins merge-mined with it. */
function scryptCoins(coins: readonly Coin[]): CoinMarket[] {
  return coins
    .filter((coin) => coin.id === 'LTC' || coin.mergedWith === 'LTC')
    .map((coin) => ({
      id: coin.id,
      blockReward: Number(coin.blockReward),
      blockFees: 0,
      difficulty: coin.networkDifficulty,
      priceUsd: coin.priceUsd === null ? null : Number(coin.priceUsd),
    }));
}

/**
 * The query the form shows, and how to change it: held here as it is typed and then written to the address.
 * The router applies an address change only after its loaders have run (the navigation guard among them), so on a
 * busy machine the next keystroke can come first: a form read from the address alone showed the old value again
 * and built the next change on it, losing what was typed. A change of the address that is not one of these writes
 * (Back, a link to other inputs) is taken in.
 */
function useFormQuery(): [URLSearchParams, (next: URLSearchParams) => void] {
  const [params, setParams] = useSearchParams();
  const address = params.toString();
  const [query, setQuery] = useState(address);
  // What this form wrote and the address has not shown yet, oldest first; a newer write can cancel an older one.
  const written = useRef<string[]>([]);
  // The address the form last took in. Only a change of it is news: on a busy machine the effect of the first
  // render can run after the first edit, and taking the unchanged address in then would undo that edit.
  const seen = useRef(address);
  useEffect(() => {
    if (address === seen.current) return;
    seen.current = address;
    const index = written.current.indexOf(address);
    if (index === -1) {
      written.current = [];
      setQuery(address);
    } else {
      written.current = written.current.slice(index + 1);
    }
  }, [address]);
  const write = (next: URLSearchParams) => {
    const text = next.toString();
    if (text === query) return;
    written.current.push(text);
    setQuery(text);
    setParams(next, { replace: true, preventScrollReset: true });
  };
  return [new URLSearchParams(query), write];
}

/** The calculator: the form (kept in the address), the results per day, week and month, and the formula. */
export function Calculator() {
  const intl = useIntl();
  const format = useFormat();
  const [params, setParams] = useFormQuery();
  const coins = useCoins();
  const ltc = coins.data?.find((coin) => coin.id === 'LTC');
  const feePercent = ltc ? String(Math.round(Number(ltc.poolFee) * 10_000) / 100) : '2';
  const form = readForm(params, defaultValues(feePercent));
  const markets = coins.data ? scryptCoins(coins.data) : null;

  const update = (values: Record<CalculatorField, string>, unit: CalculatorUnit) =>
    setParams(writeForm(values, unit));

  const problemText = (field: CalculatorField, problem: FieldProblem | undefined): ReactNode => {
    if (!problem) return undefined;
    if (problem === 'range') {
      const { min, max } = fieldRanges[field];
      return intl.formatMessage(rangeMessage, { min: format.number(min), max: format.number(max) });
    }
    return intl.formatMessage(messages[problem]);
  };

  const field = (name: CalculatorField, unit?: ReactNode) => (
    <NumberField
      key={name}
      name={name}
      label={intl.formatMessage(messages[name])}
      value={form.values[name]}
      onValueChange={(raw) => update({ ...form.values, [name]: raw }, form.unit)}
      unit={unit ?? unitsByField[name]}
      min={fieldRanges[name].min}
      max={fieldRanges[name].max}
      required={fieldRanges[name].required}
      error={problemText(name, form.problems[name])}
      fullWidth
    />
  );

  const result = form.input && markets ? estimate(form.input, markets) : null;
  const usd = (value: number) => format.currency(value, 'USD');
  const periodLabel = (period: Period) => intl.formatMessage(messages[period]);

  return (
    <div className={styles.layout}>
      <form
        className={styles.form}
        aria-label={intl.formatMessage(messages.form)}
        onSubmit={(e) => e.preventDefault()}
      >
        <div className={styles.hashrateRow}>
          {field('hashrate')}
          <Select
            label={intl.formatMessage(messages.unit)}
            options={calculatorUnits.map((unit) => ({ value: unit, label: unit }))}
            value={form.unit}
            onValueChange={(unit) => update(form.values, unit as CalculatorUnit)}
          />
        </div>
        {field('power')}
        {field('electricityPrice')}
        {field('poolFee')}
        {field('hardwareCost')}
      </form>

      <section className={styles.results} aria-labelledby="calc-results">
        <h2 id="calc-results" className={styles.sectionTitle}>
          <FormattedMessage {...messages.results} />
        </h2>
        {coins.isError ? (
          <Alert tone="error">
            <FormattedMessage {...messages.loadError} />
          </Alert>
        ) : !form.input ? (
          <Alert tone="warning">
            <FormattedMessage {...messages.fixErrors} />
          </Alert>
        ) : !result || !markets ? (
          <div className={`${styles.resultsBody} ${styles.loadingBody}`}>
            <Skeleton height="auto" />
          </div>
        ) : (
          <div className={styles.resultsBody}>
            <div
              className={styles.tableWrap}
              role="region"
              aria-label={intl.formatMessage(messages.table)}
              // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- the table can scroll sideways from the `sm` width on: a scrolling region must take focus (WCAG 2.1.1)
              tabIndex={0}
            >
              <table className={styles.table}>
                <thead>
                  <tr>
                    <th scope="col">
                      <FormattedMessage {...messages.item} />
                    </th>
                    {periods.map((period) => (
                      <th key={period} scope="col">
                        <FormattedMessage {...messages[period]} />
                      </th>
                    ))}
                  </tr>
                </thead>
                <tbody>
                  {result.coins.map((coin) => (
                    <tr key={coin.id}>
                      <th scope="row">{coin.id}</th>
                      {periods.map((period) => (
                        <td key={period} data-label={periodLabel(period)}>
                          <span className={styles.amount}>
                            {format.cryptoAmount(coin.amount * periodDays[period], coin.id)}
                          </span>
                        </td>
                      ))}
                    </tr>
                  ))}
                  {(
                    [
                      ['revenue', result.revenueUsd],
                      ['powerCost', result.powerCostUsd],
                      ['profit', result.profitUsd],
                    ] as const
                  ).map(([row, perDay]) => (
                    <tr key={row}>
                      <th scope="row">
                        <FormattedMessage {...messages[row]} />
                      </th>
                      {periods.map((period) => (
                        <td key={period} data-label={periodLabel(period)}>
                          <span className={styles.amount}>
                            {reported(perDay, (value) => usd(value * periodDays[period]))}
                          </span>
                        </td>
                      ))}
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
            <p className={styles.note}>
              {result.breakEvenDays !== null ? (
                <FormattedMessage {...breakEvenMessage} values={{ days: Math.ceil(result.breakEvenDays) }} />
              ) : result.profitUsd === null ? (
                <FormattedMessage {...messages.breakEvenUnknown} />
              ) : form.input.hardwareCost > 0 ? (
                <FormattedMessage {...messages.breakEvenNever} />
              ) : (
                <FormattedMessage {...messages.breakEvenNone} />
              )}
            </p>
            <p className={styles.muted}>
              <FormattedMessage
                {...asOfMessage}
                values={{
                  time: format.date(coins.dataUpdatedAt, { dateStyle: 'medium', timeStyle: 'short' }),
                  coins: markets.map((m, index) => (
                    <Fragment key={m.id}>
                      {index > 0 && '; '}
                      {m.id} {reported(m.priceUsd, usd)}, D{' '}
                      {format.number(m.difficulty, { maximumFractionDigits: 0 })}
                    </Fragment>
                  )),
                }}
              />
            </p>
          </div>
        )}
      </section>

      <section className={styles.formula} aria-labelledby="calc-formula">
        <h2 id="calc-formula" className={styles.sectionTitle}>
          <FormattedMessage {...messages.formulaTitle} />
        </h2>
        <p>
          <FormattedMessage {...messages.formulaCoins} />
        </p>
        <p>
          <FormattedMessage {...messages.formulaPower} />
        </p>
        <p className={styles.muted}>
          <FormattedMessage {...messages.formulaBonus} />
        </p>
      </section>
    </div>
  );
}
