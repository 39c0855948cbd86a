// The checkout pages' analytics events (cart, confirm, finish); the shell's part (the event recorder from the first
// render, analytics loaded once the shopper has chosen in the cookie bar) is lib/shop-analytics.tsx.
import { cartAtom } from "@vitrine/cart/widget";
import { useEvents } from "@vitrine/core";
import { useAtomValue } from "@vitrine/core/react";
import type { Order } from "@vitrine/core/schemas";
import { type FormEvent, useEffect, useRef } from "react";

/**
 * Emits `checkout:viewed` once per page view with the shop's current cart (@vitrine/cart's, which the header widget
 * and the off-canvas cart keep up to date; the root loader's cart is not read again on link navigations).
 */
export function useCheckoutView(step: "cart" | "confirm"): void {
  const events = useEvents();
  const cart = useAtomValue(cartAtom);
  const sent = useRef(false);
  useEffect(() => {
    if (!cart || sent.current) return;
    sent.current = true;
    events.emit("checkout:viewed", { step, cart });
  }, [events, step, cart]);
}

/** Emits `checkout:finished` once per shown order (again on a reload; analytics sends its purchase once). */
export function useCheckoutFinished(order: Order): void {
  const events = useEvents();
  // biome-ignore lint/correctness/useExhaustiveDependencies: once per order
  useEffect(() => events.emit("checkout:finished", { order }), [events, order.id]);
}

/**
 * The confirm form's submit handler: emits `checkout:methods-confirmed` with the names of the chosen shipping and
 * payment method (the form's own fields; analytics sends add_shipping_info and add_payment_info once per checkout).
 */
export function useCheckoutMethods(
  shippingMethods: { id: string; name: string }[],
  paymentMethods: { id: string; name: string }[],
): (event: FormEvent<HTMLFormElement>) => void {
  const events = useEvents();
  const cart = useAtomValue(cartAtom);
  return (event) => {
    const form = new FormData(event.currentTarget);
    const named = (methods: { id: string; name: string }[], field: string) =>
      methods.find((method) => method.id === form.get(field))?.name;
    if (cart)
      events.emit("checkout:methods-confirmed", {
        cart,
        shippingMethod: named(shippingMethods, "shippingMethodId"),
        paymentMethod: named(paymentMethods, "paymentMethodId"),
      });
  };
}
