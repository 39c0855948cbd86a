// Test helpers (not exported by the package): a provider around a fake or real Store API client.
import {
  createEventBus,
  type EventBus,
  type StoreApiClient,
  type VitrineConfig,
  VitrineProvider,
} from "@vitrine/core";
import { createStore } from "jotai";
import { type ReactNode, useState } from "react";

/**
 * A provider wrapper for `render`/`renderHook`, with its jotai store and event bus to inspect; `config` adds to the
 * shop's configuration (e.g. `basePath`).
 */
export function shopWrapper(client: StoreApiClient, config: Partial<VitrineConfig> = {}) {
  const store = createStore();
  const events: EventBus = createEventBus();
  const wrapper = ({ children }: { children: ReactNode }) => (
    <VitrineProvider
      client={client}
      store={store}
      events={events}
      config={{ salesChannelId: "test", locale: "en-GB", currency: "EUR", ...config }}
    >
      {children}
    </VitrineProvider>
  );
  return { wrapper, store, events };
}

/** A shop page frame for stories: provider on a fake (or real) client, with a stable store per mount. */
export function ShopFrame({ client, children }: { client: StoreApiClient; children: ReactNode }) {
  const [{ wrapper: Wrapper }] = useState(() => shopWrapper(client));
  return <Wrapper>{children}</Wrapper>;
}
