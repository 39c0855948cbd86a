// Test helper (not exported by the package): the provider the elements' snippets, money and routes need.
import { createStoreApiClient, VitrineProvider } from "@vitrine/core";
import type { ReactNode } from "react";

const client = createStoreApiClient({ baseUrl: "http://shop.test/store-api", accessKey: "K", retry: 0 });

/** A shop frame for render tests: a provider on a client that is never called. */
export function shop({ children }: { children: ReactNode }) {
  return (
    <VitrineProvider client={client} config={{ salesChannelId: "sc", locale: "en-GB", currency: "EUR" }}>
      {children}
    </VitrineProvider>
  );
}

/** The same shop in German, under the language's base path `/de`. */
export function germanShop({ children }: { children: ReactNode }) {
  return (
    <VitrineProvider
      client={client}
      config={{ salesChannelId: "sc", locale: "de-DE", currency: "EUR", basePath: "/de" }}
    >
      {children}
    </VitrineProvider>
  );
}
