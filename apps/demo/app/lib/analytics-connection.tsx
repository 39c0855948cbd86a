// The shop's analytics connection, loaded once the shopper has chosen in the cookie bar (lib/shop-analytics.tsx): it
// starts `@vitrine/analytics` (a lazy import) with the events recorded until then, and shows the development panel
// behind `?analytics-debug`.
import type { Analytics } from "@vitrine/analytics";
import { cookieConsentSource } from "@vitrine/analytics/cookie-consent";
import type { EventRecorder } from "@vitrine/analytics/recorder";
import { useConfig, useEvents } from "@vitrine/core";
import { lazy, Suspense, useEffect, useState } from "react";
import { useLocation } from "react-router";

const AnalyticsDebugPanel = lazy(() => import("../components/AnalyticsDebug"));

/** Starts analytics (a lazy import) and shows the panel behind `?analytics-debug`. */
export default function AnalyticsConnection({ recorder }: { recorder?: EventRecorder }) {
  const events = useEvents();
  const { currency } = useConfig();
  const { search } = useLocation();
  const [analytics, setAnalytics] = useState<Analytics>();
  useEffect(() => {
    let stop: (() => void) | undefined;
    let cancelled = false;
    void import("@vitrine/analytics").then(({ connectAnalytics, createAnalytics, tagManagerTarget }) => {
      if (cancelled) return;
      const instance = createAnalytics({ target: tagManagerTarget(), consent: cookieConsentSource });
      const disconnect = connectAnalytics(events, instance, { currency, recorded: recorder });
      stop = () => {
        disconnect();
        instance.stop();
      };
      setAnalytics(instance);
    });
    return () => {
      cancelled = true;
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
