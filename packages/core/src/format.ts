// Dates and numbers written in the page language (`Intl`), with one cached formatter per locale and options: the one
// home of every date and number a package or a shop shows (money is `formatMoney`, in money.ts).
import type { MoneyFormat } from "./money";

const cache = new Map<string, Intl.DateTimeFormat | Intl.NumberFormat>();

function cached<T extends Intl.DateTimeFormat | Intl.NumberFormat>(key: string, create: () => T): T {
  let formatter = cache.get(key) as T | undefined;
  if (!formatter) {
    formatter = create();
    cache.set(key, formatter);
  }
  return formatter;
}

/** A date as an ISO string (`2026-12-04T10:00:00.000+00:00`, as the Store API sends it), a timestamp or a Date. */
export type DateInput = string | number | Date;

/**
 * Writes a date in the page language with `Intl.DateTimeFormat` (default: medium date, `4 Dec 2026` in en-GB,
 * `04.12.2026` in de-DE); an invalid date is written as "" instead of throwing.
 */
export function formatDate(
  value: DateInput,
  locale: string,
  options: Intl.DateTimeFormatOptions = { dateStyle: "medium" },
): string {
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return "";
  const key = `date|${locale}|${JSON.stringify(options)}`;
  return cached(key, () => new Intl.DateTimeFormat(locale, options)).format(date);
}

/** The cached `Intl.NumberFormat` of a locale and options. */
const numberFormat = (locale: string, options: Intl.NumberFormatOptions) =>
  cached(`number|${locale}|${JSON.stringify(options)}`, () => new Intl.NumberFormat(locale, options));

/** Writes a number in the page language with `Intl.NumberFormat` (`1,234.5` in en-GB, `1.234,5` in de-DE). */
export function formatNumber(value: number, locale: string, options: Intl.NumberFormatOptions = {}): string {
  return numberFormat(locale, options).format(value);
}

/** The sign a locale writes for a currency (`€` for EUR in en-GB, `CHF` in de-CH, `¥` for JPY in en-GB). */
export function currencySymbol({ locale, currency }: MoneyFormat): string {
  const parts = numberFormat(locale, { style: "currency", currency }).formatToParts(0);
  return parts.find((part) => part.type === "currency")?.value ?? currency;
}
