import { BUY_BUTTON_ACTIVE_MS, offcanvasCartOpenAtom, useCartController } from "@vitrine/cart";
import { useStoreApi } from "@vitrine/core";
import { useStore } from "jotai";
import { useCallback, useEffect, useMemo, useReducer, useRef, useState } from "react";
import {
  type ConfiguratorState,
  type ConfiguratorView,
  configurationBody,
  configuratorReducer,
  deriveConfigurator,
  initialConfiguratorState,
  type RestoredChoices,
} from "./configurator.state";
import { PRICE_DISPLAY_DEBOUNCE_MS } from "./constants";
import {
  type ConfigurationBody,
  type CustomizedProductsApi,
  defaultCustomizedProductsApi,
} from "./customizedProducts.api";
import type { Template } from "./customizedProducts.schema";
import { estimatePrice, type OptionValue } from "./rules";
import type { UploadEntry } from "./uploads";

/** Options of {@link useCustomizedProduct}. */
export interface UseCustomizedProductOptions {
  template: Template;
  /** The product the configuration is for. */
  productId: string;
  /** The product's gross unit price (the price box is hidden while the total equals the product's). */
  unitPrice: number;
  /** Quantity to start with (the minimum purchase). */
  quantity?: number;
  /** A configuration to restore (a share link, or the cart's edit), from `restoredChoices` of `/restore`. */
  restore?: RestoredChoices | null;
  /** Replaces the calls. */
  api?: CustomizedProductsApi;
}

/** What {@link useCustomizedProduct} gives the components. */
export interface CustomizedProductControls extends ConfiguratorView {
  state: ConfiguratorState;
  template: Template;
  setValue: (optionId: string, value: OptionValue) => void;
  touch: (optionId: string) => void;
  /** Changes an option's upload registry (the lazily loaded upload control adds, removes and uploads). */
  updateUploads: (optionId: string, update: (entries: readonly UploadEntry[]) => UploadEntry[]) => void;
  setQuantity: (quantity: number) => void;
  setConfirmed: (confirmed: boolean) => void;
  setStep: (step: number) => void;
  /** The instant client estimate (shown while the shop's answer is on its way). */
  estimate: { unitPrice: number; totalPrice: number };
  /** The total to show: the shop's answer when it belongs to the current choices, else the estimate. */
  total: number;
  /** False while the total equals the main product's. */
  priceVisible: boolean;
  /** Adds the configuration to the cart and opens the off-canvas cart; an invalid one shows every error instead. */
  addToCart: () => Promise<boolean>;
  isAdding: boolean;
  /** The buy button's active style, removed after 3000 ms. */
  active: boolean;
  /** Why the last add failed (the shop's words), or null. */
  addError: string | null;
  /** The buy form's body as the shop's routes read it (price, add to cart, share). */
  body: ConfigurationBody;
  /** The calls in use. */
  api: CustomizedProductsApi;
}

/**
 * Headless customized products: one reducer holds the configurator; this hook posts the price display (debounced
 * 250 ms), uploads files through the lazily loaded queue, adds to the cart and shares.
 */
export function useCustomizedProduct({
  template,
  productId,
  unitPrice,
  quantity = 1,
  restore,
  api = defaultCustomizedProductsApi,
}: UseCustomizedProductOptions): CustomizedProductControls {
  const client = useStoreApi();
  const store = useStore();
  const controller = useCartController();
  const [state, dispatch] = useReducer(configuratorReducer, undefined, () =>
    initialConfiguratorState(template, quantity, restore),
  );
  const view = useMemo(() => deriveConfigurator(template, state), [template, state]);
  const body = useMemo(() => configurationBody(template, productId, state), [template, productId, state]);
  const bodyJson = useMemo(() => JSON.stringify(body), [body]);
  const estimate = useMemo(
    () => estimatePrice(template, state, unitPrice, state.quantity),
    [template, state, unitPrice],
  );

  // The price display: the form posted 250 ms after the last change; an older answer never overwrites a newer one.
  const [quotedFor, setQuotedFor] = useState<string | null>(null);
  useEffect(() => {
    const controller = new AbortController();
    const timer = setTimeout(() => {
      dispatch({ type: "quote", status: "loading" });
      api.price(client, JSON.parse(bodyJson), controller.signal).then(
        (quote) => {
          if (controller.signal.aborted) return;
          setQuotedFor(bodyJson);
          dispatch({ type: "quote", status: "ready", quote });
        },
        () => {
          if (!controller.signal.aborted) dispatch({ type: "quote", status: "error" });
        },
      );
    }, PRICE_DISPLAY_DEBOUNCE_MS);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [api, client, bodyJson]);
  const total = quotedFor === bodyJson && state.quote ? state.quote.totalPrice : estimate.totalPrice;
  const productTotal =
    state.quote && quotedFor === bodyJson ? state.quote.product.totalPrice : unitPrice * state.quantity;

  const updateUploads = useCallback<CustomizedProductControls["updateUploads"]>(
    (optionId, update) => dispatch({ type: "uploads", optionId, update }),
    [],
  );
  const setStep = useCallback((step: number) => dispatch({ type: "step", step }), []);
  const [isAdding, setAdding] = useState(false);
  const [active, setActive] = useState(false);
  const [addError, setAddError] = useState<string | null>(null);
  useEffect(() => {
    if (!active) return;
    const timer = setTimeout(() => setActive(false), BUY_BUTTON_ACTIVE_MS);
    return () => clearTimeout(timer);
  }, [active]);
  const adding = useRef(false);
  const addToCart = async () => {
    dispatch({ type: "submit" });
    if (!view.canBuy || adding.current) return false;
    adding.current = true;
    setAdding(true);
    setAddError(null);
    // Through the cart's add: it emits the added line (and the replaced one, after "Change configuration").
    const result = await controller.add(productId, async (cartApi, cartClient) => {
      await api.addToCart(cartClient, body);
      return cartApi.readCart(cartClient);
    });
    adding.current = false;
    setAdding(false);
    if (!result.cart) {
      const error = result.error as { errors?: { detail?: string }[] } | undefined;
      setAddError(
        error?.errors
          ?.map((entry) => entry.detail)
          .filter(Boolean)
          .join(" ") || "",
      );
      return false;
    }
    setActive(true);
    store.set(offcanvasCartOpenAtom, true);
    return true;
  };

  return {
    ...view,
    state,
    template,
    setValue: (optionId, value) => dispatch({ type: "set", optionId, value }),
    touch: (optionId) => dispatch({ type: "touch", optionId }),
    updateUploads,
    setQuantity: (next) => dispatch({ type: "quantity", quantity: next }),
    setConfirmed: (confirmed) => dispatch({ type: "confirm", confirmed }),
    setStep,
    estimate,
    total,
    priceVisible: Math.abs(total - productTotal) > 0.001,
    addToCart,
    isAdding,
    active,
    addError,
    body,
    api,
  };
}
