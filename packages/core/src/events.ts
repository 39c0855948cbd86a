import type { Cart, LineItem, Order } from "./schemas";

/**
 * The events Vitrine packages emit; shops and analytics subscribe to them. Open to packages: a package declares
 * its own events by module augmentation, without editing core:
 * `declare module "@vitrine/core" { interface VitrineEvents { "forms:submitted": { formId: string } } }`.
 */
export interface VitrineEvents {
  /** Added after the shop answered; `lineItems`: the added lines as the shop's answer holds them. */
  "cart:line-item-added": {
    productId: string;
    quantity: number;
    lineItemIds?: string[];
    lineItems?: LineItem[];
  };
  /** Removed after the shop answered; `lineItem`: the line as it was. */
  "cart:line-item-removed": {
    lineItemId: string;
    productId?: string;
    quantity?: number;
    lineItem?: LineItem;
  };
  "cart:changed": { itemCount: number; totalPrice: number };
  "wishlist:changed": { productId: string; added: boolean };
  "consent:changed": { changes: Record<string, boolean> };
  search: { term: string };
  /** A customer logged in (the provider's `loggedIn` changed); not the session a registration starts. */
  login: { customerId?: string };
  logout: Record<string, never>;
  /** A page was shown: Shopware's controller/action identity (`checkout/cartpage`, `product/index`, …). */
  "page:view": { controller: string; action: string; url?: string };
  /** A checkout page showed the cart: the cart page (`cart`) or the confirm page (`confirm`). */
  "checkout:viewed": { step: "cart" | "confirm"; cart: Cart };
  /** The shopper confirmed the checkout's shipping and payment method (names), sending the confirm form. */
  "checkout:methods-confirmed": { cart: Cart; shippingMethod?: string; paymentMethod?: string };
  /** The finish page of a placed order was shown (again on every reload). */
  "checkout:finished": { order: Order };
  /** The shop accepted a customer account's registration (emitted before its session shows: no `login` then). */
  "account:registered": { customerId?: string };
}

/** Name of a Vitrine event. */
export type VitrineEventName = keyof VitrineEvents;

/** A typed event bus. */
export interface EventBus<Events extends object = VitrineEvents> {
  /** Subscribes; returns the unsubscribe function. */
  on<K extends keyof Events>(name: K, listener: (payload: Events[K]) => void): () => void;
  /** Emits; a throwing listener is reported and does not stop the others. */
  emit<K extends keyof Events>(name: K, payload: Events[K]): void;
}

/** Creates a typed event bus. */
export function createEventBus<Events extends object = VitrineEvents>(): EventBus<Events> {
  const listeners = new Map<keyof Events, Set<(payload: never) => void>>();
  return {
    on(name, listener) {
      const set = listeners.get(name) ?? new Set();
      listeners.set(name, set);
      set.add(listener as (payload: never) => void);
      return () => set.delete(listener as (payload: never) => void);
    },
    emit(name, payload) {
      for (const listener of [...(listeners.get(name) ?? [])]) {
        try {
          (listener as (payload: unknown) => void)(payload);
        } catch (error) {
          console.error(`[vitrine] a listener of "${name as string}" failed`, error);
        }
      }
    },
  };
}
