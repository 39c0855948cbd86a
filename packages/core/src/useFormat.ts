// Dates and numbers in the page language: hooks of their own, so that the pages whose first paint formats none
// (their code in a lazily loaded part) do not load the formatting with the provider.
import { useCallback } from "react";
import { type DateInput, formatDate, formatNumber } from "./format";
import { useVitrine } from "./provider";

/** Returns a formatter of dates in the page language (`Intl.DateTimeFormat`; medium date by default). */
export function useFormatDate(): (value: DateInput, options?: Intl.DateTimeFormatOptions) => string {
  const { locale } = useVitrine().config;
  return useCallback((value, options) => formatDate(value, locale, options), [locale]);
}

/** Returns a formatter of numbers in the page language (`Intl.NumberFormat`). */
export function useFormatNumber(): (value: number, options?: Intl.NumberFormatOptions) => string {
  const { locale } = useVitrine().config;
  return useCallback((value, options) => formatNumber(value, locale, options), [locale]);
}
