import type { StoreApiClient } from "@vitrine/core";
import type { FindVariantResponse, VariantOptionsResponse } from "./product.schema";

// The schemas (and valibot) load with the first call, not for a server-rendered page's first paint.
const schemas = () => import("./product.schema");

/** The calls of the product page; a shop may replace any of them through the hooks' `api` option. */
export interface ProductApi {
  /**
   * `POST /product/{parentId}/find-variant {options, switchedGroup}`: the variant of a combination (404 when none),
   * with the variant's `seoUrls` when the client asks for SEO URLs (the switch then lands on its canonical SEO URL).
   */
  findVariant(
    client: StoreApiClient,
    parentId: string,
    request: { options: Record<string, string>; switchedGroup?: string },
    signal?: AbortSignal,
  ): Promise<FindVariantResponse>;
  /** `POST /vitrine/product/{productId}/variant-options {productId, options, locale}`: stock, delivery and price of a combination. */
  loadVariantOptions(
    client: StoreApiClient,
    productId: string,
    request: { options: Record<string, string>; locale: string },
    signal?: AbortSignal,
  ): Promise<VariantOptionsResponse>;
}

/** The product page's calls as Shopware 6 (find-variant) and the Vitrine route (variant-options) serve them. */
export const defaultProductApi: ProductApi = {
  findVariant: async (client, parentId, request, signal) => {
    const found = await client.post("/product/{parentId}/find-variant", {
      params: { parentId },
      body: request,
      schema: schemas().then((m) => m.FindVariantResponseSchema),
      signal,
      // Finding a variant only reads: a retry is safe.
      idempotent: true,
    });
    // Shopware's find-variant names the variant's id only: for a shop that links by SEO URLs (its client asks for
    // them) they come from one small product read, so the switch lands on the canonical URL (not a redirect away
    // from it). Otherwise, and when the read fails, the technical route.
    if (!client.includeSeoUrls) return found;
    const seoUrls = await client
      .post("/product", {
        body: { ids: [found.foundCombination.variantId], includes: { product: ["id", "seoUrls"] } },
        schema: schemas().then((m) => m.VariantSeoUrlsSchema),
        signal,
        idempotent: true,
      })
      .then(
        (result) => result.elements[0]?.seoUrls ?? null,
        (error: unknown) => {
          if (signal?.aborted) throw error;
          return null;
        },
      );
    return { ...found, seoUrls };
  },
  loadVariantOptions: async (client, productId, { options, locale }, signal) =>
    client.post("/vitrine/product/{productId}/variant-options", {
      params: { productId },
      body: { productId, options, locale: locale.toLowerCase() },
      schema: schemas().then((m) => m.VariantOptionsResponseSchema),
      signal,
      idempotent: true,
    }),
};
