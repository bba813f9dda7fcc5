import { useCallback, useMemo } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { writeLocaleCookie } from '../detect';
import {
  formatCryptoAmount,
  formatCurrency,
  type CryptoAmountOptions,
  formatDate,
  formatHashrate,
  formatNumber,
  formatPercent,
  formatRelativeTime,
  type FractionDigits,
} from '../format';
import type { Locale } from '../locales';
import { switchLocalePath } from '../paths';
import { useI18nContext } from './context';

/** The page's locale (from its URL prefix): what links keep and what `useSwitchLocale` changes. */
export function useLocale(): Locale {
  return useI18nContext('useLocale').locale;
}

/**
 * A function that switches the interface language without a page reload: it remembers the choice in the
 * `locale` cookie, loads the catalog, then navigates to the same page (query and hash kept) under the new
 * prefix, so the new language appears at once with no flash of ids. Needs a router and an `I18nProvider`.
 */
export function useSwitchLocale(): (locale: Locale) => Promise<void> {
  const { preload } = useI18nContext('useSwitchLocale');
  const navigate = useNavigate();
  const { pathname, search, hash } = useLocation();
  return useCallback(
    async (locale: Locale) => {
      writeLocaleCookie(locale);
      await preload(locale);
      const current = `${pathname}${search}${hash}`;
      const target = switchLocalePath(current, locale);
      // Choosing the language already shown still re-renders the page (a failed catalog gets its retry).
      await navigate(target, { preventScrollReset: true, replace: target === current });
    },
    [preload, navigate, pathname, search, hash],
  );
}

/**
 * A function that starts loading a locale's catalog without switching, for when a switch looks likely (a pointer
 * over a language link, focus on it): the switch that follows then shows the new language at once.
 */
export function usePreloadLocale(): (locale: Locale) => void {
  const { preload } = useI18nContext('usePreloadLocale');
  return useCallback((locale: Locale) => void preload(locale), [preload]);
}

/** The formatting helpers bound to the language on screen, for components: `format.hashrate(h)`. */
export interface Formatters {
  /** See {@link formatNumber}. */
  number(value: number, options?: Intl.NumberFormatOptions): string;
  /** See {@link formatPercent}. */
  percent(ratio: number, options?: FractionDigits): string;
  /** See {@link formatCurrency}. */
  currency(value: number, currency: string): string;
  /** See {@link formatCryptoAmount}. */
  cryptoAmount(
    value: Parameters<typeof formatCryptoAmount>[0],
    symbol?: string,
    options?: CryptoAmountOptions,
  ): string;
  /** See {@link formatHashrate}. */
  hashrate(hashesPerSecond: number, options?: FractionDigits): string;
  /** See {@link formatDate}. */
  date(date: Date | number, options?: Intl.DateTimeFormatOptions): string;
  /** See {@link formatRelativeTime}. */
  relativeTime(date: Date | number, options?: { now?: Date | number }): string;
}

/** The product's formatting helpers in the language of the messages on screen. */
export function useFormat(): Formatters {
  const locale = useI18nContext('useFormat').shownLocale;
  return useMemo(
    () => ({
      number: (value, options) => formatNumber(value, locale, options),
      percent: (ratio, options) => formatPercent(ratio, locale, options),
      currency: (value, currency) => formatCurrency(value, currency, locale),
      cryptoAmount: (value, symbol, options) => formatCryptoAmount(value, locale, symbol, options),
      hashrate: (value, options) => formatHashrate(value, locale, options),
      date: (date, options) => formatDate(date, locale, options),
      relativeTime: (date, options) => formatRelativeTime(date, locale, options),
    }),
    [locale],
  );
}
