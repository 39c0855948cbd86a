import { type ReactNode, useSyncExternalStore } from "react";
import type { Analytics } from "./analytics";

/** Props of {@link AnalyticsDebugPanel}. */
export interface AnalyticsDebugPanelProps {
  analytics: Analytics;
  /** Added to the component's own class names (the `vitrine-*` ones stay). */
  className?: string;
}

/**
 * A development panel: every event of this visit with what happened to it (sent, waiting for consent, dropped)
 * and its payload, so a person can see what would be sent. Show it behind a query flag, never to shoppers.
 */
export function AnalyticsDebugPanel({ analytics, className }: AnalyticsDebugPanelProps): ReactNode {
  const count = useSyncExternalStore(
    (listener) => analytics.onRecord(listener),
    () => analytics.records.map((record) => record.status).join(),
    () => "",
  );
  return (
    <section
      className={`vitrine-analytics-debug${className ? ` ${className}` : ""}`}
      aria-label="Analytics events"
    >
      <h2 className="vitrine-analytics-debug__title">Analytics events</h2>
      <ol className="vitrine-analytics-debug__list" data-records={count}>
        {analytics.records.map(({ event, status }, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: the records only grow, in order
          <li key={index} data-status={status}>
            <details>
              <summary>
                <code>{event.name}</code> <span className="vitrine-analytics-debug__status">{status}</span>
              </summary>
              <pre>{JSON.stringify({ ...event.params, ecommerce: event.ecommerce }, null, 2)}</pre>
            </details>
          </li>
        ))}
      </ol>
    </section>
  );
}
