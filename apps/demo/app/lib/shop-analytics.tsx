// Analytics in the demo (`@vitrine/analytics`): a Tag Manager dataLayer target without a container (nothing leaves
// the origin), consent from `@vitrine/cookie-consent`, loaded once the shopper has chosen in the cookie bar (before
// that it may send nothing, so a first visit's page carries none of its code); the events recorded until then are
// handed over. `?analytics-debug` loads it at once and shows the development panel with the events of the visit.
// The shell's part (every page): the recorder from the first render on, and the wait for the choice; the connection
// (lib/analytics-connection) is code of its own, loaded after the choice. The checkout pages' events: lib/analytics.tsx.
import { whenConsentDecided } from "@vitrine/analytics/consent-decided";
import { type EventRecorder, recordEvents } from "@vitrine/analytics/recorder";
import { createEventBus, type EventBus } from "@vitrine/core";
import { lazy, Suspense, useEffect, useState } from "react";

// What starts analytics: code of its own, loaded once the shopper has chosen (a first visit's page loads none of it).
const AnalyticsConnection = lazy(() => import("./analytics-connection"));

/** The shop's event bus, with a recorder of the analytics events from the first render on (browser only). */
export function createShopEvents(): { events: EventBus; recorder?: EventRecorder } {
  const events = createEventBus();
  return { events, recorder: typeof window === "undefined" ? undefined : recordEvents(events) };
}

/**
 * Starts analytics once the shopper has chosen in the cookie bar, at once with `?analytics-debug` (the debug panel
 * shows the queue before the choice too); the recorder keeps the events until then.
 */
export function ShopAnalytics({ recorder }: { recorder?: EventRecorder }) {
  const [start, setStart] = useState(false);
  useEffect(() => {
    if (!new URLSearchParams(window.location.search).has("analytics-debug"))
      return whenConsentDecided(() => setStart(true));
    setStart(true);
  }, []);
  if (!start) return null;
  return (
    <Suspense fallback={null}>
      <AnalyticsConnection recorder={recorder} />
    </Suspense>
  );
}
