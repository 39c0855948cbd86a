// Analytics in the demo (`@vitrine/analytics`): a Tag Manager dataLayer target without a container (nothing leaves
// the origin), consent from `@vitrine/cookie-consent`, loaded once the shopper has chosen in the cookie bar (before
// that it may send nothing, so a first visit's page carries none of its code); the events recorded until then are
// handed over. `?analytics-debug` loads it at once and shows the development panel with the events of the visit.
// The shell's part (every page); the checkout pages' events are in lib/analytics.tsx.
import type { Analytics } from "@vitrine/analytics";
import { cookieConsentSource, whenConsentDecided } from "@vitrine/analytics/cookie-consent";
import { type EventRecorder, recordEvents } from "@vitrine/analytics/recorder";
import { createEventBus, type EventBus, useConfig, useEvents } from "@vitrine/core";
import { lazy, Suspense, useEffect, useState } from "react";
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
