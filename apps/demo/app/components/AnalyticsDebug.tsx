// The analytics development panel (lazy: only behind `?analytics-debug`).
import type { Analytics } from "@vitrine/analytics";
import { AnalyticsDebugPanel } from "@vitrine/analytics/debug";
import "@vitrine/analytics/styles.css";

/** `@vitrine/analytics`' development panel for the demo. */
export default function AnalyticsDebug({ analytics }: { analytics: Analytics }) {
  return <AnalyticsDebugPanel analytics={analytics} />;
}
