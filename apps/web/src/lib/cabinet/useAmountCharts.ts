import { useFormat } from '@lode/i18n';
import { useCallback } from 'react';
import { asAmount } from './amounts';

/** A chart's value formatters for one coin's amounts. */
export interface AmountChartFormats {
  /** The tooltip's and the data table's: the coin's full precision, `0.25000000 LTC`. */
  formatY: (value: number) => string;
  /** The value axis's: a short number, `0.25 LTC`, as the axis marks a scale, not an amount anyone was paid. */
  formatYTick: (value: number) => string;
}

/** The formatters of an amount chart, per coin, in the language on screen: spread them onto a BarChart. */
export function useAmountCharts(): (coin: string) => AmountChartFormats {
  const format = useFormat();
  return useCallback(
    (coin: string) => ({
      formatY: (value) => format.cryptoAmount(asAmount(value.toFixed(8)), coin),
      formatYTick: (value) => `${format.number(value)}\u00a0${coin}`,
    }),
    [format],
  );
}
