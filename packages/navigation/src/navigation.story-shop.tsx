// Story helper (not part of the public API): a provider on the fake navigation backend.
import { type Navigate, VitrineProvider } from "@vitrine/core";
import { type ReactNode, useState } from "react";
import { createNavigationClient, type SeenNavigationRequest } from "./navigation.fixtures";

/** The requests the fake backend saw in the story being played. */
export const storyRequests: { current: SeenNavigationRequest[] } = { current: [] };

/** Wraps a story in a Vitrine provider whose Store API is the fake navigation backend. */
export function StoryShop({
  children,
  latency = 60,
  failFirst = false,
  navigate,
}: {
  children: ReactNode;
  latency?: number;
  failFirst?: boolean;
  /** The shop's router navigation (a spy in stories). */
  navigate?: Navigate;
}) {
  const [{ client, requests }] = useState(() => createNavigationClient({ delay: latency, failFirst }));
  storyRequests.current = requests;
  return (
    <VitrineProvider
      client={client}
      config={{ salesChannelId: "demo", locale: "en-GB", currency: "EUR" }}
      navigate={navigate}
    >
      {children}
    </VitrineProvider>
  );
}
