// Test and story helpers (not exported from the package): a provider whose client answers like the Store API.
import { createEventBus, createStoreApiClient, type EventBus, VitrineProvider } from "@vitrine/core";
import { createStore } from "jotai";
import type { ReactNode } from "react";
import { cookieGroupsResponse } from "./cookieConsent.fixtures";

/** Deletes every cookie of the test document (the shared test setup's helper). */
export { clearCookies as clearAllCookies } from "../../../config/browser-state.testing";

/** A provider with a client whose `GET /cookie-groups` answers with `body` (status `status`). */
export function createTestShop({ status = 200, body = cookieGroupsResponse as unknown, delay = 0 } = {}) {
  const requests: string[] = [];
  const events: EventBus = createEventBus();
  const client = createStoreApiClient({
    baseUrl: "http://demo/store-api",
    accessKey: "SWSCVITRINEDEMOACCESSKEY01",
    retry: 0,
    fetch: async (input, init) => {
      const request = new Request(input, init);
      requests.push(`${request.method} ${new URL(request.url).pathname}`);
      if (delay > 0) await new Promise((resolve) => setTimeout(resolve, delay));
      return new Response(JSON.stringify(body), { status, headers: { "Content-Type": "application/json" } });
    },
  });
  const store = createStore();
  const wrapper = ({ children }: { children: ReactNode }) => {
    return (
      <VitrineProvider
        client={client}
        config={{ salesChannelId: "demo", locale: "en-GB", currency: "EUR" }}
        events={events}
        store={store}
      >
        {children}
      </VitrineProvider>
    );
  };
  return { wrapper, requests, events, client, store };
}
