import { describe, expect, it } from "vitest";
import { adoptMoneyPattern, formatMoney, type MoneyPattern, moneyPattern } from "./money";

// Locales and currencies whose written amounts differ in every part a pattern holds: sign and currency before or
// after the digits, spaces, group and decimal separators, Indian grouping, minimum grouping of two, no decimals.
const LATIN = [
  ["de-DE", "EUR"],
  ["en-GB", "GBP"],
  ["en-US", "USD"],
  ["fr-FR", "EUR"],
  ["de-CH", "CHF"],
  ["nl-NL", "EUR"],
  ["es-ES", "EUR"],
  ["pl-PL", "PLN"],
  ["en-IN", "INR"],
  ["ja-JP", "JPY"],
  ["sv-SE", "SEK"],
  ["pt-BR", "BRL"],
  ["da-DK", "DKK"],
  ["cs-CZ", "CZK"],
  ["tr-TR", "TRY"],
  ["en-US", "KWD"],
] as const;

/** Amounts a shop shows: prices with 0 to 3 decimals, discounts (negative), ties that round, large totals. */
function amounts(): number[] {
  const values = [0, -0, 0.004, 0.005, -0.005, 1.005, 2.675, 9.995, 19.99, 99.999, 1000, 1234.5, 99999.995];
  let seed = 7;
  const next = () => {
    seed = (seed * 48271) % 2147483647;
    return seed / 2147483647;
  };
  for (let index = 0; index < 400; index++) {
    const scale = 10 ** Math.floor(next() * 10);
    const decimals = Math.floor(next() * 4);
    const value = Math.round(next() * scale * 10 ** decimals) / 10 ** decimals;
    values.push(next() < 0.2 ? -value : value);
  }
  return values;
}

describe("money patterns (prices written without Intl in the browser)", () => {
  it.each(LATIN)(
    "a price written with the pattern for %s %s reads exactly as Intl writes it",
    (locale, currency) => {
      const pattern = moneyPattern({ locale, currency });
      expect(pattern).toBeDefined();
      const intl = new Intl.NumberFormat(locale, { style: "currency", currency });
      adoptMoneyPattern(pattern as MoneyPattern);
      for (const value of amounts())
        expect(formatMoney(value, { locale, currency })).toBe(intl.format(value));
    },
  );

  it("has no pattern for digits other than 0-9: such prices keep Intl", () => {
    expect(moneyPattern({ locale: "ar-EG", currency: "EGP" })).toBeUndefined();
    expect(formatMoney(12.5, { locale: "ar-EG", currency: "EGP" })).toBe(
      new Intl.NumberFormat("ar-EG", { style: "currency", currency: "EGP" }).format(12.5),
    );
  });

  it("writes prices with the adopted pattern, and what it cannot write with Intl", () => {
    const format = { locale: "en-ZA", currency: "ZAR" };
    const pattern = moneyPattern(format) as MoneyPattern;
    // A pattern the shop handed over is what prices follow: here one with a middle dot for decimals.
    adoptMoneyPattern({ ...pattern, decimal: "·", positive: ["R\u00a0", ""] });
    expect(formatMoney(12.5, format)).toBe("R\u00a012·50");
    // Beyond what a pattern writes (not finite, 2^53 cents and more) the amount is written as Intl writes it.
    expect(formatMoney(Number.NaN, format)).toBe(
      new Intl.NumberFormat("en-ZA", { style: "currency", currency: "ZAR" }).format(Number.NaN),
    );
    expect(formatMoney(1e21, format)).toBe(
      new Intl.NumberFormat("en-ZA", { style: "currency", currency: "ZAR" }).format(1e21),
    );
  });
});
