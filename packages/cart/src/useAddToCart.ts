import { useEvents } from "@vitrine/core";
import type { Cart } from "@vitrine/core/schemas";
import { useStore } from "jotai";
import {
  type ButtonHTMLAttributes,
  type FormHTMLAttributes,
  type InputHTMLAttributes,
  useEffect,
  useRef,
  useState,
} from "react";
import type { AddLineItem } from "./cart.api";
import { failureNotice } from "./cart.notices";
import { type CartNotice, cartAtom, offcanvasCartOpenAtom } from "./cart.state";
import { BUY_BUTTON_ACTIVE_MS } from "./constants";
import { useCartController } from "./useCartController";

const MAX_QUANTITY_CODE = "CHECKOUT__CART_INVALID_LINE_ITEM_QUANTITY";

/** Options of {@link useAddToCart}. */
export interface UseAddToCartOptions {
  /** The product to add (its id is the line item id). */
  productId: string;
  /**
   * The quantity, controlled by the page when given at mount (e.g. a tier price table that follows it); left out,
   * the field holds it (starting at the minimum purchase, else 1).
   */
  quantity?: number;
  /** Called when the shopper changes the quantity (controlled or not). */
  onQuantityChange?: (quantity: number) => void;
  minPurchase?: number | null;
  maxPurchase?: number | null;
  purchaseSteps?: number | null;
  /** Extra line items sent in the same call (accessories, bundle items). */
  items?: AddLineItem[];
  /** Checked before sending (e.g. the accessories' stock and limits): false stops the add without a request. */
  beforeAdd?: () => boolean;
  /** Open the off-canvas cart after adding (default: yes). */
  openCart?: boolean;
  /** Called with the new cart after a successful add. */
  onAdded?: (cart: Cart) => void;
}

/** What {@link useAddToCart} returns. */
export interface AddToCart {
  quantity: number;
  setQuantity: (quantity: number) => void;
  /** Adds the product (and the extra items); ignored while an add is running. */
  add: () => Promise<Cart | null>;
  isAdding: boolean;
  /** Cart errors about this product and failed requests, to show in words. */
  notices: CartNotice[];
  getFormProps: (props?: FormHTMLAttributes<HTMLFormElement>) => FormHTMLAttributes<HTMLFormElement> & {
    "data-state": "idle" | "loading";
  };
  getButtonProps: (
    props?: ButtonHTMLAttributes<HTMLButtonElement>,
  ) => ButtonHTMLAttributes<HTMLButtonElement>;
  getQuantityProps: (props?: InputHTMLAttributes<HTMLInputElement>) => InputHTMLAttributes<HTMLInputElement>;
}

/**
 * Add to cart for the product page and listing cards: sends the spec's line item fields (id, referencedId, type,
 * quantity, stackable, removable) plus extra items in one call, blocks double submits, and reports stock and
 * purchase-rule errors; then opens the off-canvas cart.
 */
export function useAddToCart(options: UseAddToCartOptions): AddToCart {
  const {
    productId,
    minPurchase,
    maxPurchase,
    purchaseSteps,
    items = [],
    beforeAdd,
    openCart = true,
    onAdded,
  } = options;
  const store = useStore();
  const events = useEvents();
  const controller = useCartController();
  const min = minPurchase ?? 1;
  // The field's text as typed (it may be empty for a moment); the quantity is its valid reading.
  const [quantityText, setQuantityText] = useState(String(options.quantity ?? min));
  const typed = Math.floor(Number(quantityText));
  // Controlled when `quantity` is given at mount (decided once, as core's useControllableState does); a callback
  // alone does not make it controlled.
  const [controlled] = useState(options.quantity !== undefined);
  const latest = useRef(options);
  latest.current = options;
  const quantity = controlled
    ? (options.quantity ?? min)
    : Number.isFinite(typed) && typed >= min
      ? typed
      : min;
  const setQuantity = (next: number) => {
    if (!controlled) setQuantityText(String(next));
    latest.current.onQuantityChange?.(next);
  };
  const [isAdding, setAdding] = useState(false);
  // The buy button's active style after an add, removed after BUY_BUTTON_ACTIVE_MS.
  const [active, setActive] = useState(false);
  useEffect(() => {
    if (!active) return;
    const timer = setTimeout(() => setActive(false), BUY_BUTTON_ACTIVE_MS);
    return () => clearTimeout(timer);
  }, [active]);
  const [notices, setNotices] = useState<CartNotice[]>([]);
  const adding = useRef(false);

  const add = async () => {
    if (adding.current || beforeAdd?.() === false) return null;
    if (maxPurchase && quantity > maxPurchase) {
      // Known limit: say it at once, in the words of the shop's own refusal, without a request.
      setNotices([{ ...failureNotice("add"), errorCode: MAX_QUANTITY_CODE, maxPurchase }]);
      return null;
    }
    adding.current = true;
    setAdding(true);
    setNotices([]);
    const lineItems: AddLineItem[] = [{ type: "product", referencedId: productId, quantity }, ...items];
    const count = (cart?: Cart | null) =>
      cart?.lineItems.find((line) => line.referencedId === productId)?.quantity ?? 0;
    const before = count(store.get(cartAtom));
    const { reread, ...result } = await controller.run(
      "add",
      (api, client) => api.addLineItems(client, lineItems),
      true,
    );
    adding.current = false;
    setAdding(false);
    // A lost or garbled answer, but the cart read again has more of the product: the shop did add it, and the
    // shopper is told so. Without a re-read it is unconfirmed, and the notice says that.
    const cart = result.cart ?? (count(reread) > before ? reread : null);
    if (!cart) {
      setNotices([failureNotice(reread === null ? "addUnknown" : "add", result.error)]);
      return null;
    }
    const ids = lineItems.map((item) => String(item.id ?? item.referencedId));
    const about = (cart.errors ?? []).filter((error) => ids.some((id) => error.key?.endsWith(id)));
    setNotices(about);
    // Out of stock or unknown: nothing was added, the shopper reads why here instead of in the panel.
    if (about.some((error) => error.level >= 20)) return cart;
    const added = cart.lineItems.filter(
      (line) => ids.includes(line.id) || ids.includes(line.referencedId ?? ""),
    );
    events.emit("cart:line-item-added", { productId, quantity, lineItemIds: ids, lineItems: added });
    setActive(true);
    if (openCart) store.set(offcanvasCartOpenAtom, true);
    onAdded?.(cart);
    return cart;
  };

  return {
    quantity,
    setQuantity,
    add,
    isAdding,
    notices,
    getFormProps: (props = {}) => ({
      // Our messages replace the browser's bubbles (which would also block the shop's answer in words).
      noValidate: true,
      ...props,
      "aria-busy": isAdding || undefined,
      "data-state": isAdding ? "loading" : "idle",
      onSubmit: (event) => {
        props.onSubmit?.(event);
        event.preventDefault();
        void add();
      },
    }),
    getButtonProps: (props = {}) => ({
      type: "submit",
      ...props,
      "aria-disabled": isAdding || undefined,
      "data-state": isAdding ? "loading" : "idle",
      "data-active": active || undefined,
    }),
    getQuantityProps: (props = {}) => ({
      type: "number",
      name: "quantity",
      inputMode: "numeric",
      min,
      max: maxPurchase ?? undefined,
      step: purchaseSteps ?? 1,
      ...props,
      // Controlled, the field still may be empty for a moment while the shopper types a new number.
      value: controlled && quantityText !== "" ? quantity : quantityText,
      onChange: (event) => {
        props.onChange?.(event);
        const text = event.currentTarget.value;
        setQuantityText(text);
        if (text) latest.current.onQuantityChange?.(Math.max(min, Math.floor(Number(text)) || min));
      },
      onBlur: (event) => {
        props.onBlur?.(event);
        // Left empty: the field shows the quantity that counts again.
        if (event.currentTarget.value === "") setQuantityText(String(quantity));
      },
    }),
  };
}
