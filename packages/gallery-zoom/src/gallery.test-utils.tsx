// Story and test helper (not exported by the package): the provider the components' snippets need.
import { VitrineProvider } from "@vitrine/core";
import { createStore } from "jotai";
import { type ReactNode, useState } from "react";
import { offlineClient } from "./gallery.fixtures";

/** A shop frame for stories and tests: a provider on an offline client, stable per mount. */
export function ShopFrame({ children }: { children: ReactNode }) {
  const [shop] = useState(() => ({ client: offlineClient(), store: createStore() }));
  return (
    <VitrineProvider
      client={shop.client}
      store={shop.store}
      config={{ salesChannelId: "story", locale: "en-GB", currency: "EUR" }}
    >
      {children}
    </VitrineProvider>
  );
}
