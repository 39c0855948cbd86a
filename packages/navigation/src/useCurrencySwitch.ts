import { useConfig, useStoreApi } from "@vitrine/core";
import { useCallback, useEffect, useState } from "react";
import { type CurrencySwitchApi, defaultCurrencySwitchApi } from "./switchers.api";
import type { SwitcherCurrency } from "./switchers.schema";

/** Options of {@link useCurrencySwitch}. */
export interface UseCurrencySwitchOptions {
  /**
   * The sales channel's currencies from the server (`POST /currency`, e.g. read by the shop's root loader), so the
   * switcher is complete in the server HTML; without them the hook reads them in the browser.
   */
  initialCurrencies?: readonly SwitcherCurrency[] | undefined;
  /**
   * Called after the session's currency changed (`PATCH /context`): the shop loads the page's data again (its
   * router's revalidation, or a reload), so every price is shown in the new currency.
   */
  onChange?: (currency: SwitcherCurrency) => void | Promise<void>;
  /** Replaces the Store API calls (`POST /currency`, `PATCH /context`). */
  api?: Partial<CurrencySwitchApi>;
}

/** The currency switch's state: `changing` while the new currency is stored and the page's data reloads. */
export type CurrencySwitchStatus = "idle" | "loading" | "changing" | "error";

/** What {@link useCurrencySwitch} gives a currency switcher's markup. */
export interface CurrencySwitchControls {
  /** The sales channel's currencies. */
  currencies: readonly SwitcherCurrency[];
  /** The shop's current currency: the one whose ISO code the provider's `config.currency` is. */
  current: SwitcherCurrency | undefined;
  /** The currency being switched to, while it is. */
  pending: SwitcherCurrency | undefined;
  status: CurrencySwitchStatus;
  /** Why the last switch (or the list) failed: the Store API's detail. */
  error: string | undefined;
  /** Stores `currencyId` as the session's currency, then calls `onChange`; a failure keeps the current currency. */
  select(currencyId: string): Promise<void>;
}

/**
 * The headless currency switch: the sales channel's currencies (`POST /currency`), the current one (the
 * provider's `config.currency`) and `select(id)`, which stores the choice in the session's context
 * (`PATCH /context { currencyId }`, as Shopware does: the cart is recalculated in it) and lets the shop reload
 * the page's data.
 */
export function useCurrencySwitch({
  initialCurrencies,
  onChange,
  api,
}: UseCurrencySwitchOptions = {}): CurrencySwitchControls {
  const client = useStoreApi();
  const { currency } = useConfig();
  const [loaded, setLoaded] = useState<readonly SwitcherCurrency[] | undefined>(undefined);
  const [pendingId, setPendingId] = useState<string | undefined>(undefined);
  const [error, setError] = useState<string | undefined>(undefined);
  const currencies = initialCurrencies ?? loaded ?? [];
  const { readCurrencies, changeCurrency } = { ...defaultCurrencySwitchApi, ...api };
  const needsList = initialCurrencies === undefined;

  // biome-ignore lint/correctness/useExhaustiveDependencies: the list is read once; a replaced `api` object is no new list.
  useEffect(() => {
    if (!needsList) return;
    const controller = new AbortController();
    readCurrencies(client, controller.signal).then(setLoaded, (reason: unknown) => {
      if (!controller.signal.aborted) setError(errorDetail(reason));
    });
    return () => controller.abort();
  }, [client, needsList]);

  const current = currencies.find((entry) => entry.isoCode.toUpperCase() === currency.toUpperCase());
  const pending = pendingId ? currencies.find((entry) => entry.id === pendingId) : undefined;

  const select = useCallback(
    async (currencyId: string) => {
      const next = currencies.find((entry) => entry.id === currencyId);
      if (!next || next === current) return;
      setPendingId(currencyId);
      setError(undefined);
      try {
        await changeCurrency(client, currencyId);
        await onChange?.(next);
      } catch (reason) {
        setError(errorDetail(reason));
      } finally {
        setPendingId(undefined);
      }
    },
    [currencies, current, changeCurrency, client, onChange],
  );

  const status: CurrencySwitchStatus = pendingId
    ? "changing"
    : error
      ? "error"
      : needsList && !loaded
        ? "loading"
        : "idle";
  return { currencies, current, pending, status, error, select };
}

// A Store API error's message is its detail.
const errorDetail = (reason: unknown): string => (reason instanceof Error ? reason.message : String(reason));
