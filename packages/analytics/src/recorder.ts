// A tiny recorder for the shop's first render: events emitted before analytics has loaded are kept for it.
import type { EventBus, VitrineEventName } from "@vitrine/core";

/** The events analytics turns into GA4 events. */
export const ANALYTICS_SOURCE_EVENTS = [
  "page:view",
  "listing:result",
  "listing:product-selected",
  "product:viewed",
  "cart:line-item-added",
  "cart:line-item-removed",
  "wishlist:changed",
  "search",
  "login",
  "account:registered",
  "checkout:viewed",
  "checkout:methods-confirmed",
  "checkout:finished",
] as const;

/** The events recorded so far, in order, as `[name, payload]`. */
export type RecordedEvents = [name: string, payload: unknown][];

/** A recorder of the analytics events of a bus. */
export interface EventRecorder {
  /** The recorded events (`connectAnalytics` takes them out when it handles them). */
  readonly events: RecordedEvents;
  /** Stops recording. */
  stop(): void;
}

/**
 * Records the bus's analytics events from now on (call it while creating the bus, before the first render), so
 * that analytics, loaded after the first paint, still sees the first page view: pass it to `connectAnalytics`.
 */
export function recordEvents(bus: EventBus): EventRecorder {
  const events: RecordedEvents = [];
  const stops = ANALYTICS_SOURCE_EVENTS.map((name) =>
    bus.on(name as VitrineEventName, (payload) => events.push([name, payload])),
  );
  return {
    events,
    stop: () => {
      for (const stop of stops) stop();
    },
  };
}
