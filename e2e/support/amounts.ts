// A coin amount as the app shows one (`formatCryptoAmount` of @lode/i18n), for the suites that compare a page with
// the API's answer: the coin's 8 decimals always, digits past them cut (never rounded up), grouped as the locale
// groups digits, the ticker after a no-break space.

const formats = new Map<string, Intl.NumberFormat>();

/** A coin amount as the app writes it in `locale` (an HTML `lang`: `en`, `ru`, `zh-CN`), with its ticker if given. */
export function amountIn(locale: string, value: string | number, coin?: string): string {
  let format = formats.get(locale);
  if (!format) {
    format = new Intl.NumberFormat(locale, {
      minimumFractionDigits: 8,
      maximumFractionDigits: 8,
      roundingMode: 'trunc',
    } as Intl.NumberFormatOptions);
    formats.set(locale, format);
  }
  // Intl takes decimal strings exactly (ES2023); TypeScript's signature lags behind.
  const text = format.format(value as number);
  return coin ? `${text}\u00a0${coin}` : text;
}
