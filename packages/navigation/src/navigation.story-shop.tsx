// Story helper (not part of the public API): a provider on the fake navigation backend.
import { VitrineProvider } from "@vitrine/core";
import { type ReactNode, useState } from "react";
import { createNavigationClient, type SeenNavigationRequest } from "./navigation.fixtures";

/** The requests the fake backend saw in the story being played. */
export const storyRequests: { current: SeenNavigationRequest[] } = { current: [] };

/** Wraps a story in a Vitrine provider whose Store API is the fake navigation backend. */
export function StoryShop({
  children,
  latency = 60,
  failFirst = false,
}: {
  children: ReactNode;
  latency?: number;
  failFirst?: boolean;
}) {
  const [{ client, requests }] = useState(() => createNavigationClient({ delay: latency, failFirst }));
  storyRequests.current = requests;
  return (
    <VitrineProvider client={client} config={{ salesChannelId: "demo", locale: "en-GB", currency: "EUR" }}>
      {children}
    </VitrineProvider>
  );
}
