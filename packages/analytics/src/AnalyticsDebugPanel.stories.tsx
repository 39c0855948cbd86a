import type { Meta, StoryObj } from "@storybook/react-vite";
import { useState } from "react";
import { expect, userEvent, within } from "storybook/test";
import { AnalyticsDebugPanel } from "./AnalyticsDebugPanel";
import { type AnalyticsConsent, type AnalyticsTarget, type ConsentState, createAnalytics } from "./analytics";
import { search, viewItem, viewItemList } from "./ga4";
import { fixtureListing, fixtureProduct } from "./ga4.fixtures";

type Decision = "undecided" | "granted" | "denied";

const state = (value: "granted" | "denied"): ConsentState => ({
  ad_storage: value,
  analytics_storage: value,
  ad_user_data: value,
  ad_personalization: value,
});

/** A consent source the story's buttons decide, and a target that keeps events in the page (no tag script). */
function storyAnalytics(decision: Decision) {
  let current = decision === "undecided" ? undefined : state(decision);
  const listeners = new Set<() => void>();
  const consent: AnalyticsConsent = {
    read: () => current,
    subscribe: (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
  const target: AnalyticsTarget = { consent() {}, load() {}, set() {}, send() {} };
  const analytics = createAnalytics({ target, consent, url: "https://shop.example/" });
  analytics.track(viewItemList(fixtureListing, { id: "summer", name: "Summer" }, "EUR"));
  analytics.track(viewItem(fixtureProduct, "EUR"));
  analytics.track(search("linen"));
  const decide = (value: "granted" | "denied") => {
    current = state(value);
    for (const listener of listeners) listener();
  };
  return { analytics, decide };
}

interface StoryArgs {
  /** The shopper's cookie decision when the page loads. */
  decision: Decision;
}

/** The panel on a page that tracked a listing, a product view and a search, with the shopper's consent buttons. */
function Page({ decision }: StoryArgs) {
  const [{ analytics, decide }] = useState(() => storyAnalytics(decision));
  return (
    <div style={{ display: "grid", gap: "var(--vitrine-space-2)", maxWidth: "40rem" }}>
      <p style={{ display: "flex", gap: "var(--vitrine-space-2)", margin: 0 }}>
        <button type="button" className="vitrine-button" onClick={() => decide("granted")}>
          Accept all cookies
        </button>
        <button
          type="button"
          className="vitrine-button vitrine-button--secondary"
          onClick={() => decide("denied")}
        >
          Only necessary cookies
        </button>
      </p>
      <AnalyticsDebugPanel analytics={analytics} />
    </div>
  );
}

/**
 * `@vitrine/analytics/debug`: a development panel (behind a query flag, never shown to shoppers) that lists every
 * GA4 event of the visit with what happened to it (sent, waiting for consent, dropped) and its payload.
 */
const meta = {
  title: "Analytics/AnalyticsDebugPanel",
  component: Page,
  // The Docs page's props table of the package component (the story renders it in a shop frame).
  subcomponents: { AnalyticsDebugPanel },
  args: { decision: "undecided" },
  argTypes: { decision: { control: "inline-radio", options: ["undecided", "granted", "denied"] } },
  parameters: { layout: "padded" },
} satisfies Meta<typeof Page>;

export default meta;
type Story = StoryObj<typeof meta>;

const statuses = (canvasElement: HTMLElement) =>
  [...canvasElement.querySelectorAll(".vitrine-analytics-debug__list > li")].map((item) =>
    item.getAttribute("data-status"),
  );

/** Before the shopper decides, events wait; accepting sends them all. */
export const WaitingForConsent: Story = {
  play: async ({ canvas, canvasElement }) => {
    const panel = canvas.getByRole("region", { name: "Analytics events" });
    await expect(within(panel).getByText("view_item_list")).toBeVisible();
    await expect(statuses(canvasElement)).toEqual(["queued", "queued", "queued"]);
    await userEvent.click(canvas.getByRole("button", { name: "Accept all cookies" }));
    await expect(statuses(canvasElement)).toEqual(["sent", "sent", "sent"]);
  },
};

/** Declined: the waiting events are dropped, never sent. */
export const Declined: Story = {
  play: async ({ canvas, canvasElement }) => {
    await userEvent.click(canvas.getByRole("button", { name: "Only necessary cookies" }));
    await expect(statuses(canvasElement)).toEqual(["dropped", "dropped", "dropped"]);
  },
};

/** Consent given on an earlier visit: every event is sent at once; open one to see its payload. */
export const Granted: Story = {
  args: { decision: "granted" },
  play: async ({ canvas, canvasElement }) => {
    await expect(statuses(canvasElement)).toEqual(["sent", "sent", "sent"]);
    const viewed = canvas.getByText("view_item").closest("details") as HTMLDetailsElement;
    await userEvent.click(canvas.getByText("view_item"));
    await expect(viewed).toHaveAttribute("open");
    await expect(within(viewed).getByText(/"item_name": "Linen shirt"/)).toBeVisible();
  },
};
