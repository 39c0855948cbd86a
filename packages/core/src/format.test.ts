import { describe, expect, it } from "vitest";
import { currencySymbol, formatDate, formatNumber } from "./format";
import { currencyDecimals, formatMoney, fromMinorUnits, toMinorUnits } from "./money";

describe("dates and numbers in the page language", () => {
  it("writes a date in the page language: English and German differ", () => {
    const date = "2026-12-04T10:30:00.000+00:00";
    expect(formatDate(date, "en-GB", { dateStyle: "medium", timeZone: "UTC" })).toBe("4 Dec 2026");
    expect(formatDate(date, "de-DE", { dateStyle: "medium", timeZone: "UTC" })).toBe("04.12.2026");
    expect(
      formatDate(date, "de-DE", { dateStyle: "medium", timeStyle: "short", timeZone: "Europe/Zurich" }),
    ).toBe("04.12.2026, 11:30");
  });

  it("writes an invalid date as nothing instead of throwing", () => {
    expect(formatDate("not a date", "en-GB")).toBe("");
  });

  it("writes numbers with the page language's separators", () => {
    expect(formatNumber(1234.5, "en-GB")).toBe("1,234.5");
    expect(formatNumber(1234.5, "de-DE")).toBe("1.234,5");
    expect(formatNumber(8.1, "de-CH")).toBe("8.1");
    expect(formatNumber(8.1, "de-DE")).toBe("8,1");
  });

  it("names the currency's sign as the page language writes it", () => {
    expect(currencySymbol({ locale: "en-GB", currency: "EUR" })).toBe("€");
    expect(currencySymbol({ locale: "de-DE", currency: "CHF" })).toBe("CHF");
    expect(currencySymbol({ locale: "en-GB", currency: "JPY" })).toBe("JP¥");
  });
});

describe("Swiss francs and a zero-decimal currency", () => {
  it("writes CHF amounts in English and German with 2 decimals", () => {
    expect(formatMoney(1234.55, { locale: "en-GB", currency: "CHF" })).toBe("CHF\u00a01,234.55");
    expect(formatMoney(1234.55, { locale: "de-DE", currency: "CHF" })).toBe("1.234,55\u00a0CHF");
  });

  it("CHF has 2 minor digits: a total rounded to 0.05 goes to the payment provider in integer rappen", () => {
    expect(currencyDecimals("CHF")).toBe(2);
    expect(toMinorUnits(54.95, "CHF")).toBe(5495);
    expect(toMinorUnits(0.1 + 0.2, "CHF")).toBe(30);
    expect(fromMinorUnits(5495, "CHF")).toBe(54.95);
  });

  it("JPY has no minor digits: the amount in minor units is the amount in yen", () => {
    expect(currencyDecimals("JPY")).toBe(0);
    expect(toMinorUnits(1234, "JPY")).toBe(1234);
    expect(toMinorUnits(1234.5, "JPY")).toBe(1235);
    expect(Number.isInteger(toMinorUnits(999.4, "JPY"))).toBe(true);
    expect(fromMinorUnits(1234, "JPY")).toBe(1234);
    expect(formatMoney(1234, { locale: "en-GB", currency: "JPY" })).toBe("JP¥1,234");
  });
});
