// Analytics in the demo (`@vitrine/analytics`): a Tag Manager dataLayer target without a container (nothing leaves
// the origin), consent from `@vitrine/cookie-consent`, loaded once the shopper has chosen in the cookie bar (before
// that it may send nothing, so a first visit's page carries none of its code); the events recorded until then are
// handed over. `?analytics-debug` loads it at once and shows the development panel with the events of the visit.
import type { Analytics } from "@vitrine/analytics";
import { cookieConsentSource, whenConsentDecided } from "@vitrine/analytics/cookie-consent";
import { type EventRecorder, recordEvents } from "@vitrine/analytics/recorder";
import { cartAtom } from "@vitrine/cart/widget";
import { createEventBus, type EventBus, useConfig, useEvents } from "@vitrine/core";
import { useAtomValue } from "@vitrine/core/react";
import type { Order } from "@vitrine/core/schemas";
import { type FormEvent, lazy, Suspense, useEffect, useRef, useState } from "react";
import { useLocation } from "react-router";

const AnalyticsDebugPanel = lazy(() => import("../components/AnalyticsDebug"));

/** The shop's event bus, with a recorder of the analytics events from the first render on (browser only). */
export function createShopEvents(): { events: EventBus; recorder?: EventRecorder } {
  const events = createEventBus();
  return { events, recorder: typeof window === "undefined" ? undefined : recordEvents(events) };
}

/** Starts analytics (a lazy import) once the shopper has chosen, and shows the panel behind `?analytics-debug`. */
export function ShopAnalytics({ recorder }: { recorder?: EventRecorder }) {
  const events = useEvents();
  const { currency } = useConfig();
  const { search } = useLocation();
  const [analytics, setAnalytics] = useState<Analytics>();
  useEffect(() => {
    let stop: (() => void) | undefined;
    let cancelled = false;
    const load = () =>
      import("@vitrine/analytics").then(({ connectAnalytics, createAnalytics, tagManagerTarget }) => {
        if (cancelled) return;
        const instance = createAnalytics({ target: tagManagerTarget(), consent: cookieConsentSource });
        const disconnect = connectAnalytics(events, instance, { currency, recorded: recorder });
        stop = () => {
          disconnect();
          instance.stop();
        };
        setAnalytics(instance);
      });
    // The debug panel shows the queue before the choice too.
    const debug = new URLSearchParams(window.location.search).has("analytics-debug");
    if (debug) load();
    const stopWaiting = debug ? undefined : whenConsentDecided(load);
    return () => {
      cancelled = true;
      stopWaiting?.();
      stop?.();
    };
  }, [events, currency, recorder]);
  if (!analytics || !new URLSearchParams(search).has("analytics-debug")) return null;
  return (
    <Suspense fallback={null}>
      <AnalyticsDebugPanel analytics={analytics} />
    </Suspense>
  );
}

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
