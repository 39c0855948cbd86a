// `@vitrine/core/money`: money formatting and money patterns (read on the server), and minor units and rounding for
// payment providers (kept out of the main entry, which exports only `formatMoney`; its provider adopts patterns).
// Minor units and rounding are a module of their own (minorUnits.ts), so the code every page loads with the
// provider's `formatMoney` does not carry what only payment, analytics and accessories run.

export { currencyDecimals, fromMinorUnits, roundPrice, toMinorUnits } from "./minorUnits";

/** Where money is shown: page language and currency. */
export interface MoneyFormat {
  locale: string;
  currency: string;
}

/**
 * How a currency amount is written in one locale, read from `Intl.NumberFormat` by {@link moneyPattern} where
 * `Intl` is cheap (on the server) and handed to the browser, which then formats prices without building an
 * `Intl.NumberFormat` during hydration (its first construction loads the locale's data: 30 ms and more of main
 * thread on a phone). Plain JSON.
 */
export interface MoneyPattern {
  locale: string;
  currency: string;
  /** Text before and after the digits of a positive amount (currency sign, spaces). */
  positive: [string, string];
  /** Text before and after the digits of a negative amount (with the minus sign). */
  negative: [string, string];
  /** Separator of digit groups ("" when the locale does not group). */
  group: string;
  /** Decimal separator. */
  decimal: string;
  /** Digits after the decimal separator (EUR 2, JPY 0). */
  fraction: number;
  /** Size of the rightmost digit group and of the groups before it (3 and 3; en-IN 3 and 2). */
  grouping: [number, number];
  /** Digits the integer part needs beyond the rightmost group before it is grouped (1; es-ES 2: 1234 but 12.345). */
  minimumGrouping: number;
}

type Formatter = { format(value: number): string; pattern?: MoneyPattern };

const formatters = new Map<string, Formatter>();

const formatKey = ({ locale, currency }: MoneyFormat) => `${locale}|${currency}`;

/** Formats an amount with a pattern; null where it cannot (not finite, 2^53 minor units and more, below 1e-6). */
function formatWithPattern(value: number, pattern: MoneyPattern): string | null {
  const { fraction, group, grouping, minimumGrouping } = pattern;
  // Rounded as Intl rounds: half away from zero, on the amount's shortest decimal form (1.005 is 1.01), which an
  // exponent in the string keeps exact where a multiplication would not.
  const minor = Math.round(Number(`${Math.abs(value)}e${fraction}`));
  if (!Number.isSafeInteger(minor)) return null;
  const digits = String(minor).padStart(fraction + 1, "0");
  let whole = digits.slice(0, digits.length - fraction);
  const [primary, secondary] = grouping;
  if (group && primary && whole.length >= primary + minimumGrouping) {
    let grouped = whole.slice(-primary);
    for (let end = whole.length - primary; end > 0; end -= secondary) {
      grouped = `${whole.slice(Math.max(0, end - secondary), end)}${group}${grouped}`;
    }
    whole = grouped;
  }
  const [before, after] = value < 0 || Object.is(value, -0) ? pattern.negative : pattern.positive;
  return `${before}${whole}${fraction ? pattern.decimal + digits.slice(-fraction) : ""}${after}`;
}

/** Makes `formatMoney` use a pattern from {@link moneyPattern} for its locale and currency instead of `Intl`. */
export function adoptMoneyPattern(pattern: MoneyPattern): void {
  const key = formatKey(pattern);
  if (formatters.get(key)?.pattern === pattern) return;
  formatters.set(key, {
    pattern,
    // Intl only for the rare amount a pattern cannot write (not finite, 2^53 minor units and more, below 1e-6).
    format: (value) => formatWithPattern(value, pattern) ?? intlFormatter(pattern).format(value),
  });
}

function intlFormatter({ locale, currency }: MoneyFormat): Intl.NumberFormat {
  return new Intl.NumberFormat(locale, { style: "currency", currency });
}

/**
 * Formats an amount as currency in the page language: with the pattern adopted for its locale and currency
 * ({@link adoptMoneyPattern}), else with `Intl.NumberFormat` (cached per locale and currency).
 */
export function formatMoney(value: number, format: MoneyFormat): string {
  const key = formatKey(format);
  let formatter = formatters.get(key);
  if (!formatter) {
    formatter = intlFormatter(format);
    formatters.set(key, formatter);
  }
  return formatter.format(value);
}

/** Amounts a pattern must write exactly as `Intl` does before it is handed out. */
const PATTERN_PROBES = [
  0, -0, 1, -1, 0.5, 0.005, 1.005, 9.995, 99.999, 1234, 12345.678, -1234567.891, 123456789.5,
];

/**
 * Reads how `Intl.NumberFormat` writes amounts of a currency in a locale, for {@link adoptMoneyPattern} (in
 * `@vitrine/core/money`). Undefined when the locale's writing does not fit a pattern (digits other than 0-9,
 * varying decimals): `formatMoney` then keeps `Intl`.
 */
export function moneyPattern(format: MoneyFormat): MoneyPattern | undefined {
  const key = formatKey(format);
  if (!patterns.has(key)) patterns.set(key, readPattern(format));
  return patterns.get(key);
}

const patterns = new Map<string, MoneyPattern | undefined>();

function readPattern(format: MoneyFormat): MoneyPattern | undefined {
  const intl = intlFormatter(format);
  const options = intl.resolvedOptions();
  const fraction = options.maximumFractionDigits ?? 2;
  if (options.numberingSystem !== "latn" || options.minimumFractionDigits !== fraction) return undefined;
  const NUMBER = new Set(["integer", "group", "decimal", "fraction"]);
  const around = (value: number) => {
    const parts = intl.formatToParts(value);
    const first = parts.findIndex((part) => NUMBER.has(part.type));
    let last = parts.length - 1;
    while (last >= 0 && !NUMBER.has(parts[last]?.type ?? "")) last--;
    const text = (from: number, to: number) =>
      parts
        .slice(from, to)
        .map((part) => part.value)
        .join("");
    return { parts: parts.slice(first, last + 1), affixes: [text(0, first), text(last + 1, parts.length)] };
  };
  const positive = around(1234567.5);
  const integers = positive.parts.filter((part) => part.type === "integer").map((part) => part.value.length);
  const primary = integers.length > 1 ? (integers.at(-1) ?? 0) : 0;
  const pattern: MoneyPattern = {
    locale: format.locale,
    currency: format.currency,
    positive: positive.affixes as [string, string],
    negative: around(-1234567.5).affixes as [string, string],
    group: positive.parts.find((part) => part.type === "group")?.value ?? "",
    decimal: positive.parts.find((part) => part.type === "decimal")?.value ?? "",
    fraction,
    grouping: [primary, integers.length > 2 ? (integers.at(-2) ?? primary) : primary],
    minimumGrouping: around(1234).parts.some((part) => part.type === "group") ? 1 : 2,
  };
  const exact = PATTERN_PROBES.every((value) => formatWithPattern(value, pattern) === intl.format(value));
  return exact ? pattern : undefined;
}
