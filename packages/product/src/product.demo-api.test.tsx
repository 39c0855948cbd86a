// The product hooks against the REAL demo backend (apps/demo-api), in process: Hono app, in-memory PGlite, full seed.
// happy-dom, because the hooks render; the backend answers through app.fetch, no network.
import { act, renderHook } from "@testing-library/react";
import {
  canonicalSeoPath,
  createStoreApiClient,
  INCLUDE_SEO_URLS_HEADER,
  isStoreApiError,
  type StoreApiClient,
} from "@vitrine/core";
import { createDemoApi } from "demo-api";
import { describe, expect, it, vi } from "vitest";
import { DEMO_STORE_API, demoApiForTests } from "../../../config/demo-api.testing";
import { defaultProductApi } from "./product.api";
import { type ProductDetailResponse, ProductDetailResponseSchema } from "./product.schema";
import { shopWrapper } from "./product.test-utils";
import { useDeliveryStatus } from "./useDeliveryStatus";
import { useVariantSwitch } from "./useVariantSwitch";
import { selectionFromOptionIds } from "./variant.rules";

// Seeded ids (apps/demo-api README): Essential Organic Tee, its closeout Graphite/XL, its Ocean/S restocking in 5 days.
const TEE = "d0000000000000000000000000000001";
const TEE_CLOSEOUT = "d0000000000000000000000000000002";
const TEE_RESTOCK = "d0000000000000000000000000000003";

const demo = demoApiForTests(() => createDemoApi({ inMemory: true }));
const client: StoreApiClient = createStoreApiClient({ ...DEMO_STORE_API, retry: 0, fetch: demo.fetch() });
// The same shop linking by SEO URLs (`sw-include-seo-urls` on every call).
const seoClient = createStoreApiClient({
  ...DEMO_STORE_API,
  retry: 0,
  fetch: demo.fetch(),
  includeSeoUrls: true,
});

const readDetail = (productId: string, headers?: Record<string, string>): Promise<ProductDetailResponse> =>
  client.post("/product/{productId}", {
    params: { productId },
    body: {},
    schema: ProductDetailResponseSchema,
    ...(headers ? { headers } : {}),
  });

describe("product page against the demo backend", () => {
  it("the product detail answer (product and configurator) matches the schemas the page reads", async () => {
    const { product, configurator } = await readDetail(TEE);
    expect(product.parentId).toBe(TEE);
    expect(configurator?.length).toBeGreaterThanOrEqual(2);
    expect(product.optionIds?.length).toBe(configurator?.length);
    expect(configurator?.some((group) => group.displayType === "color")).toBe(true);
  });

  it("switching finds the variant (find-variant) and moves to its canonical SEO URL, replacing the current history entry", async () => {
    const { product, configurator = [] } = await readDetail(TEE);
    const groups = configurator ?? [];
    const navigate = vi.fn();
    const found: string[] = [];
    const { result } = renderHook(
      () =>
        useVariantSwitch({
          parentId: product.parentId ?? TEE,
          configurator: groups,
          selectedOptionIds: product.optionIds ?? [],
          onVariantFound: (id) => found.push(id),
        }),
      { wrapper: shopWrapper(seoClient, "en-GB", navigate) },
    );
    const selection = selectionFromOptionIds(groups, product.optionIds ?? []);
    // Pick another option of the last group (the size) that combines with the current colour.
    const group = result.current.groups.at(-1);
    const other = group?.options.find((option) => !option.selected && option.combinable);
    expect(other).toBeDefined();
    await act(() => result.current.select(group?.group.id ?? "", other?.option.id ?? ""));
    expect(result.current.error).toBeNull();
    expect(navigate).toHaveBeenCalledTimes(1);
    const [url, options] = navigate.mock.calls[0] ?? [];
    expect(options).toEqual({ replace: true, keepScroll: true });
    const [variantId = ""] = found;
    // The variant moved to has the chosen option and keeps the other choices, and the URL is its canonical one.
    const variant = await readDetail(variantId, { [INCLUDE_SEO_URLS_HEADER]: "1" });
    expect(url).toBe(canonicalSeoPath(variant.product));
    expect(url).toMatch(/^\/Essential-Organic-Tee\/VT-\d+/);
    expect(variant.product.optionIds).toContain(other?.option.id);
    for (const [groupId, optionId] of Object.entries(selection)) {
      if (groupId !== group?.group.id) expect(variant.product.optionIds).toContain(optionId);
    }
  });

  it("a 404 from find-variant is shown as a message and nothing is lost", async () => {
    const { product, configurator } = await readDetail(TEE);
    const navigate = vi.fn();
    const groups = configurator ?? [];
    const { result } = renderHook(
      () =>
        useVariantSwitch({
          parentId: TEE,
          configurator: groups,
          selectedOptionIds: product.optionIds ?? [],
        }),
      { wrapper: shopWrapper(client, "en-GB", navigate) },
    );
    const before = result.current.selection;
    // An option id of no variant of this product: the backend answers 404 CONTENT__PRODUCT_VARIANT_NOT_FOUND.
    const error = await defaultProductApi
      .findVariant(client, TEE, { options: { [groups[0]?.id ?? ""]: "ffffffffffffffffffffffffffffffff" } })
      .catch((caught: unknown) => caught);
    expect(isStoreApiError(error) && error.status).toBe(404);
    await act(() => result.current.select(groups[0]?.id ?? "", "ffffffffffffffffffffffffffffffff"));
    expect(navigate).not.toHaveBeenCalled();
    expect(result.current.error).toBe("notFound");
    expect(result.current.selection).toEqual(before);
  });

  it("delivery status from variant-options: the four rules, and a closeout below minimum clears the variant id", async () => {
    const [inStock, closeout, restock] = await Promise.all([
      readDetail(TEE),
      readDetail(TEE_CLOSEOUT),
      readDetail(TEE_RESTOCK),
    ]);
    const groups = inStock.configurator ?? [];
    const { result } = renderHook(() => useDeliveryStatus({ productId: TEE }), {
      wrapper: shopWrapper(client, "en-GB"),
    });

    await act(() => result.current.update(selectionFromOptionIds(groups, closeout.product.optionIds ?? [])));
    expect(result.current.error).toBe(false);
    expect(result.current.status).toEqual({ kind: "unavailable" });
    expect(result.current.variantId).toBeNull();

    await act(() => result.current.update(selectionFromOptionIds(groups, restock.product.optionIds ?? [])));
    expect(result.current.status).toMatchObject({ kind: "restock", days: 5 });
    expect(result.current.variantId).toBe(TEE_RESTOCK);

    await act(() => result.current.update(selectionFromOptionIds(groups, inStock.product.optionIds ?? [])));
    expect(result.current.status.kind).toBe("available");
    expect(result.current.variantId).toBe(inStock.product.id);
    expect(result.current.calculatedPrice?.totalPrice).toBeGreaterThan(0);
  });
});
