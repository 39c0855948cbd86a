// Test and story helpers (not exported by the package): a provider around a Store API client on a fake fetch.
import {
  createStoreApiClient,
  type Navigate,
  type StoreApiClient,
  type VitrineConfig,
  VitrineProvider,
} from "@vitrine/core";
import { createStore } from "jotai";
import { type ReactNode, useState } from "react";

/** A recorded request of the fake shop. */
export interface RecordedRequest {
  method: string;
  path: string;
  body: unknown;
}

/** A Store API client whose answers come from `respond(path, body)`; requests are recorded. */
export function createFakeClient(
  respond: (path: string, body: unknown) => { status?: number; body: unknown; delayMs?: number },
  { includeSeoUrls = false }: { includeSeoUrls?: boolean } = {},
): { client: StoreApiClient; requests: RecordedRequest[] } {
  const requests: RecordedRequest[] = [];
  const client = createStoreApiClient({
    baseUrl: "http://shop.test/store-api",
    accessKey: "SWSCTEST",
    retry: 0,
    includeSeoUrls,
    fetch: async (input: RequestInfo | URL, init?: RequestInit) => {
      const request = new Request(input, init);
      const path = new URL(request.url).pathname.replace("/store-api", "");
      const text = await request.text();
      const body = text ? JSON.parse(text) : undefined;
      requests.push({ method: request.method, path, body });
      const answer = respond(path, body);
      if (answer.delayMs) await new Promise((resolve) => setTimeout(resolve, answer.delayMs));
      const status = answer.status ?? 200;
      return new Response(JSON.stringify(answer.body), {
        status,
        headers: { "content-type": "application/json" },
      });
    },
  });
  return { client, requests };
}

/** The Store API error body of a 404. */
export const notFoundBody = {
  errors: [
    { status: "404", code: "CONTENT__PRODUCT_VARIANT_NOT_FOUND", title: "Not Found", detail: "No variant" },
  ],
};

/** A provider wrapper for `render`/`renderHook`; `config` adds to the shop's configuration (e.g. `basePath`). */
export function shopWrapper(
  client: StoreApiClient,
  locale = "en-GB",
  navigate?: Navigate,
  config: Partial<VitrineConfig> = {},
) {
  const store = createStore();
  return ({ children }: { children: ReactNode }) => (
    <VitrineProvider
      client={client}
      store={store}
      config={{ salesChannelId: "test", locale, currency: "EUR", ...config }}
      navigate={navigate}
    >
      {children}
    </VitrineProvider>
  );
}

/** A shop frame for stories: a provider on a client, stable per mount. */
export function ShopFrame({
  client,
  navigate,
  children,
}: {
  client: StoreApiClient;
  /** The shop's router navigation (a spy in stories). */
  navigate?: Navigate;
  children: ReactNode;
}) {
  const [Wrapper] = useState(() => shopWrapper(client, "en-GB", navigate));
  return <Wrapper>{children}</Wrapper>;
}
