// `@vitrine/core/money`: money formatting, and minor units and rounding for payment providers (kept out of the
// main entry, which exports only `formatMoney`).

/** Where money is shown: page language and currency. */
export interface MoneyFormat {
  locale: string;
  currency: string;
}

const formatters = new Map<string, Intl.NumberFormat>();

/** Formats an amount as currency in the page language (`Intl.NumberFormat`, cached per locale and currency). */
export function formatMoney(value: number, { locale, currency }: MoneyFormat): string {
  const key = `${locale}|${currency}`;
  let formatter = formatters.get(key);
  if (!formatter) {
    formatter = new Intl.NumberFormat(locale, { style: "currency", currency });
    formatters.set(key, formatter);
  }
  return formatter.format(value);
}

/** How many decimals a currency has (EUR 2, JPY 0, KWD 3). */
export function currencyDecimals(currency: string): number {
  return (
    new Intl.NumberFormat("en", { style: "currency", currency }).resolvedOptions().maximumFractionDigits ?? 2
  );
}

/** Converts an amount to integer minor units (cents), as payment providers expect. */
export function toMinorUnits(value: number, currency: string): number {
  return Math.round(value * 10 ** currencyDecimals(currency));
}

/** Converts integer minor units back to an amount. */
export function fromMinorUnits(minor: number, currency: string): number {
  return minor / 10 ** currencyDecimals(currency);
}

/** Rounds to 2 decimals the way prices are rounded (half away from zero). */
export function roundPrice(value: number): number {
  return (Math.sign(value) * Math.round((Math.abs(value) + Number.EPSILON) * 100)) / 100;
}
