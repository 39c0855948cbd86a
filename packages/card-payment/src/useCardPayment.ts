import { useConfig, useStoreApi } from "@vitrine/core";
import { startTransition, useCallback, useEffect, useRef, useState } from "react";
import {
  type CardPaymentApi,
  type CardPaymentData,
  defaultCardPaymentApi,
  loadCardPaymentData,
} from "./cardPayment.api";
import { whenNeeded } from "./cardPayment.needed";
import type { ProviderComponent, ProviderError } from "./cardPayment.provider";
import type { PaymentSettings, SavedCardToken } from "./cardPayment.schema";
import type { ComponentLook } from "./cardPayment.settings";
import { guardSubmit } from "./cardPayment.submit";
import { initialToken, offersSaveCard } from "./cardPayment.tokens";
import { DEFAULT_PROVIDER_SCRIPT_URL, NEW_PAYMENT_DETAILS } from "./constants";

/** Where the card form stands: loading, ready, reporting errors (invalid), or the provider failed (error). */
export type CardPaymentStatus = "loading" | "ready" | "invalid" | "error";

/** Options of `useCardPayment`. */
export interface UseCardPaymentOptions {
  /** The card payment method (its settings and saved cards are loaded for it). */
  paymentMethodId: string;
  /** Whether a registered customer is logged in (guests get no saved cards and no save checkbox). */
  loggedIn: boolean;
  /** The provider's script; defaults to MultiSafepay's (a demo or test points it at a stand-in). */
  scriptUrl?: string;
  /** Embed mode / template id of the component. */
  look?: ComponentLook;
  /** Which submissions place the order (others are never blocked), by their submitter. */
  places?: (submitter: HTMLElement | null) => boolean;
  /** Replaces the Store API calls. */
  api?: CardPaymentApi;
  /**
   * The method's settings and saved cards as a server loader read them (`loadCardPaymentData`): used for the first
   * render when they are for `paymentMethodId`, so no call is made before the method, language or currency changes.
   */
  initial?: CardPaymentData | null;
  /**
   * Load the provider's script as soon as the form is on the page (default: once the form comes near the viewport,
   * or at the shopper's first interaction with the page; a confirm page shows its first screen without it).
   */
  eager?: boolean;
  /**
   * A submission that places the order was blocked before this form's code had arrived (see `CardPaymentIsland`):
   * the form says it is not ready once it has hydrated, as it does for a submission blocked while it loads.
   */
  startBlocked?: boolean;
}

/** Whether the provider's script is needed yet (see {@link whenNeeded}). */
function useNeeded(element: HTMLElement | null, eager: boolean): boolean {
  const [needed, setNeeded] = useState(eager);
  useEffect(() => {
    if (needed || !element) return;
    return whenNeeded(element, () => setNeeded(true));
  }, [element, needed]);
  return needed || eager;
}

/** What `useCardPayment` gives a component. */
export interface CardPaymentControls {
  status: CardPaymentStatus;
  /** The errors the component reported when a submission was blocked. */
  errors: ProviderError[];
  /** Saved cards (empty for guests). */
  tokens: SavedCardToken[];
  /** The chosen saved card; "" for new payment details. */
  activeToken: string;
  setActiveToken: (token: string) => void;
  /** Whether the save-card checkbox is offered (logged in, new details). */
  offersSaveCard: boolean;
  saveCard: boolean;
  setSaveCard: (save: boolean) => void;
  /** The element the provider's component renders into; also where the form is found. */
  containerRef: (element: HTMLDivElement | null) => void;
  /** The error summary (focused when no field can be). */
  summaryRef: React.RefObject<HTMLDivElement | null>;
}

/**
 * Headless card payment: loads the settings and (for customers) the saved cards through the shop's client, loads
 * the provider's script once the form comes near the viewport or the shopper first interacts with the page (or at
 * once with `eager`) and initialises its component (again when currency or language change), and guards the
 * surrounding form's submit (blocked while the component is not ready).
 */
export function useCardPayment({
  paymentMethodId,
  loggedIn,
  scriptUrl = DEFAULT_PROVIDER_SCRIPT_URL,
  look,
  places,
  api = defaultCardPaymentApi,
  eager = false,
  initial,
  startBlocked = false,
}: UseCardPaymentOptions): CardPaymentControls {
  const client = useStoreApi();
  const { locale, currency } = useConfig();
  const preloaded = initial?.paymentMethodId === paymentMethodId ? initial : undefined;
  const [settings, setSettings] = useState<PaymentSettings | null>(preloaded?.settings ?? null);
  const [status, setStatus] = useState<CardPaymentStatus>("loading");
  const [errors, setErrors] = useState<ProviderError[]>([]);
  const [tokens, setTokens] = useState<SavedCardToken[]>(preloaded?.tokens ?? []);
  const [activeToken, setActiveToken] = useState(() =>
    preloaded ? initialToken(preloaded.tokens) : NEW_PAYMENT_DETAILS,
  );
  // The server's data stands for the first render's method, language and currency: the first load is skipped.
  const skipLoad = useRef(preloaded !== undefined);
  const [saveCard, setSaveCard] = useState(false);
  const [container, setContainer] = useState<HTMLDivElement | null>(null);
  const summaryRef = useRef<HTMLDivElement | null>(null);
  const component = useRef<ProviderComponent | null>(null);
  const needed = useNeeded(container, eager);
  // What the submit guard reads when the form is sent (never on window, never in storage).
  const live = useRef({ activeToken, saveCard, places });
  const blockedEarly = useRef(startBlocked);
  live.current = { activeToken, saveCard, places };

  // Settings (amount, currency, language) and, for customers, the saved cards: again on currency/language change.
  // biome-ignore lint/correctness/useExhaustiveDependencies: locale and currency change the amount and texts the shop answers
  useEffect(() => {
    if (skipLoad.current) {
      skipLoad.current = false;
      return;
    }
    const controller = new AbortController();
    setStatus("loading");
    loadCardPaymentData(client, paymentMethodId, { loggedIn, api, signal: controller.signal }).then(
      (loaded) => {
        if (controller.signal.aborted) return;
        setSettings(loaded.settings);
        setTokens(loaded.tokens);
        setActiveToken(initialToken(loaded.tokens));
      },
      () => {
        if (!controller.signal.aborted) setStatus("error");
      },
    );
    return () => controller.abort();
  }, [api, client, paymentMethodId, loggedIn, locale, currency]);

  // The provider's component, initialised with the settings (and again when they change), once it is needed.
  useEffect(() => {
    if (!settings || !container || !needed) return;
    let cancelled = false;
    component.current = null;
    // The provider's boundary loads with its script: the first screen does not need it.
    import("./cardPayment.start")
      .then(({ loadProviderFor }) => loadProviderFor(scriptUrl, settings, { locale, currency, look }))
      .then(
        ([Provider, options]) => {
          if (cancelled) return;
          container.replaceChildren();
          const instance = new Provider(options);
          instance.init("payment", {
            container,
            gateway: settings.gateway,
            onLoad: () => {
              if (cancelled) return;
              component.current = instance;
              setStatus("ready");
            },
            onError: (state) => {
              if (cancelled) return;
              console.warn("The payment component reported an error", state);
              setStatus("error");
            },
            onValidation: () => {
              if (cancelled || !component.current) return;
              const invalid = instance.hasErrors();
              setStatus((current) => (current === "invalid" && !invalid ? "ready" : current));
              if (!invalid) setErrors([]);
            },
          });
        },
        () => {
          if (!cancelled) setStatus("error");
        },
      );
    return () => {
      cancelled = true;
    };
  }, [settings, container, needed, scriptUrl, locale, currency, look]);

  // The surrounding form's submit: blocked on component errors, payload and tokenize flag written otherwise.
  useEffect(() => {
    const form = container?.closest("form");
    if (!form) return;
    const blocked = (reported: ProviderError[]) => {
      setErrors(reported);
      setStatus((current) => (current === "error" ? current : "invalid"));
      // Focus the first invalid field of the component, else the summary that announces the errors.
      const field = container?.querySelector<HTMLElement>('[aria-invalid="true"]');
      queueMicrotask(() => (field ?? summaryRef.current)?.focus());
    };
    if (blockedEarly.current) {
      blockedEarly.current = false;
      blocked([{ message: "" }]);
    }
    return guardSubmit(form, {
      component: () => component.current,
      activeToken: () => live.current.activeToken,
      saveCard: () => live.current.saveCard && live.current.activeToken === NEW_PAYMENT_DETAILS,
      places: (submitter) => live.current.places?.(submitter) ?? true,
      blocked,
    });
  }, [container]);

  // Set in the commit that mounts the form (often the hydration's): as a transition, so it does not re-render at once.
  const containerRef = useCallback(
    (element: HTMLDivElement | null) => startTransition(() => setContainer(element)),
    [],
  );
  return {
    status,
    errors,
    tokens,
    activeToken,
    setActiveToken,
    offersSaveCard: offersSaveCard(loggedIn, activeToken),
    saveCard,
    setSaveCard,
    containerRef,
    summaryRef,
  };
}
