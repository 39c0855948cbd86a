// Minor units and rounding for payment providers, analytics and accessories' totals (`@vitrine/core/money`).

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
