import type { StoreApiClient } from "@vitrine/core";
import type { PriceQuote } from "./responses.schema";

// The schemas (and valibot) load with the first call, not for a server-rendered page's first paint.
const schemas = () => import("./responses.schema");

/** The buy form's JSON body (see `configurationBody`). */
export type ConfigurationBody = Record<string, unknown>;

/** The calls of @vitrine/customized-products; pass your own to `useCustomizedProduct` to replace one. */
export interface CustomizedProductsApi {
  /** The price display (`POST /vitrine/customized-products/price`). */
  price(client: StoreApiClient, body: ConfigurationBody, signal?: AbortSignal): Promise<PriceQuote>;
  /** Adds the configuration to the cart (`POST /customized-products/add-to-cart`). */
  addToCart(client: StoreApiClient, body: ConfigurationBody): Promise<void>;
  /** Stores the configuration to share (`POST /customized-products/configuration/create-share`); answers its URL. */
  share(client: StoreApiClient, body: ConfigurationBody): Promise<string>;
}

/** The calls as the Store API (6.7.13 schema) and Vitrine's routes define them. */
export const defaultCustomizedProductsApi: CustomizedProductsApi = {
  price: async (client, body, signal) =>
    client.post("/vitrine/customized-products/price", {
      body,
      schema: schemas().then((m) => m.PriceQuoteSchema),
      signal,
      idempotent: true,
    }),
  addToCart: async (client, body) => {
    await client.post("/customized-products/add-to-cart", { body });
  },
  share: async (client, body) =>
    (
      await client.post("/customized-products/configuration/create-share", {
        body,
        schema: schemas().then((m) => m.ShareResponseSchema),
      })
    ).shareUrl,
};
