import { useSnippet } from "@vitrine/core";
import { cx } from "@vitrine/core/utils";
import { type ReactNode, useEffect, useId, useRef } from "react";
import { navigationSnippets } from "./navigation.snippets";
import type { SwitcherCurrency } from "./switchers.schema";
import { type UseCurrencySwitchOptions, useCurrencySwitch } from "./useCurrencySwitch";

/** Props of `<CurrencySwitcher>`. */
export interface CurrencySwitcherProps extends UseCurrencySwitchOptions {
  /**
   * Where the form posts without JavaScript (`currencyId` and `redirectTo`), e.g. the shop's route that stores the
   * currency in the session and redirects back, as Shopware's `/checkout/configure`.
   */
  action?: string;
  /** The page to come back to after the form was posted (default: the page's own URL, as the browser knows it). */
  redirectTo?: string;
  /** How a currency is written in the list (default: its symbol and ISO code, `€ EUR`, `CHF`). */
  renderLabel?: (currency: SwitcherCurrency) => string;
  /** Added to the component's own class names (the `vitrine-*` ones stay). */
  className?: string;
}

/** A currency's default label: its symbol and ISO code (`€ EUR`), or its ISO code alone when they are the same. */
export function currencyLabel({ symbol, isoCode }: SwitcherCurrency): string {
  return symbol && symbol !== isoCode ? `${symbol} ${isoCode}` : isoCode;
}

/**
 * The header's currency switcher: a `select` (a `combobox`) named "Currency" in a form. With JavaScript a choice
 * is stored at once (`PATCH /context`) and the shop reloads the page's data (`onChange`); without it, the form
 * posts `currencyId` to `action` (its button is in `noscript`). A choice made before hydration is taken over when
 * the script runs. A failed switch keeps the current currency and says so in `role=alert`. Renders nothing for a
 * shop with one currency.
 */
export function CurrencySwitcher({
  action,
  redirectTo,
  renderLabel = currencyLabel,
  className,
  ...options
}: CurrencySwitcherProps): ReactNode {
  const t = useSnippet(navigationSnippets);
  const { currencies, current, pending, status, error, select } = useCurrencySwitch(options);
  const id = useId();
  const selectRef = useRef<HTMLSelectElement>(null);
  const taken = useRef(false);
  const currentId = current?.id;
  // The select is uncontrolled (a choice made before hydration stays in it): at the first run a different choice is
  // taken over; later the select follows the current currency (back to it after a failed switch).
  useEffect(() => {
    const element = selectRef.current;
    if (!element || !currentId) return;
    if (!taken.current) {
      taken.current = true;
      if (element.value !== currentId) void select(element.value);
      return;
    }
    if (!pending) element.value = currentId;
  }, [currentId, pending, select]);
  if (currencies.length < 2) return null;
  return (
    <form
      className={cx("vitrine-currency-switcher", className)}
      method="post"
      action={action}
      data-state={status}
      aria-busy={status === "changing" || undefined}
    >
      <label className="vitrine-currency-switcher__label" htmlFor={id}>
        {t("navigation.currency")}
      </label>
      <select
        ref={selectRef}
        id={id}
        name="currencyId"
        className="vitrine-currency-switcher__select"
        defaultValue={currentId}
        // No form restoration on a reload or Back: the server's choice (the session's currency) is what counts.
        autoComplete="off"
        aria-invalid={status === "error" || undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        onChange={(event) => void select(event.currentTarget.value)}
      >
        {currencies.map((currency) => (
          <option key={currency.id} value={currency.id}>
            {renderLabel(currency)}
          </option>
        ))}
      </select>
      {redirectTo !== undefined ? <input type="hidden" name="redirectTo" value={redirectTo} /> : null}
      <noscript>
        <button type="submit" className="vitrine-currency-switcher__submit">
          {t("navigation.currency.apply")}
        </button>
      </noscript>
      <p id={`${id}-error`} role="alert" className="vitrine-currency-switcher__error">
        {error ? t("navigation.currency.error") : null}
      </p>
    </form>
  );
}
