// Hooks against the REAL demo backend (apps/demo-api), in process: Hono app, in-memory PGlite, full seed.
import { act, renderHook, waitFor } from "@testing-library/react";
import { createStoreApiClient, type StoreApiClient, setConsentChecker } from "@vitrine/core";
import { createDemoApi, DEMO_PRODUCT_IDS } from "demo-api";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { DEMO_STORE_API, demoApiForTests } from "../../../config/demo-api.testing";
import { useWishlist } from "./useWishlist";
import { useWishlistPage } from "./useWishlistPage";
import { defaultWishlistApi } from "./wishlist.api";
import { mergeGuestWishlist } from "./wishlist.sync";
import { shopWrapper, TEST_SALES_CHANNEL } from "./wishlist.test-utils";

const demo = demoApiForTests(() => createDemoApi({ inMemory: true, faults: null }));
const KEY = `wishlist-${TEST_SALES_CHANNEL}`;

beforeEach(() => {
  localStorage.clear();
  setConsentChecker((name) => name === "wishlist-enabled");
});
afterEach(() => {
  setConsentChecker(() => false);
  vi.restoreAllMocks();
});

/** A new shopper (own context token) on the demo shop. */
function shopper(): StoreApiClient {
  return createStoreApiClient({ ...DEMO_STORE_API, retry: 0, fetch: demo.fetch() });
}

/** Logs the demo customer in (the client adopts the rotated context token) and empties their wishlist. */
async function loggedInCustomer(): Promise<StoreApiClient> {
  const client = shopper();
  await client.post("/account/login", { body: { email: "demo@vitrine.shop", password: "vitrine-demo" } });
  for (const product of await defaultWishlistApi.list(client))
    await defaultWishlistApi.remove(client, product.id);
  return client;
}

/** The demo customer's wishlist hook (list emptied, ready), with console.warn spied on. */
async function customerWishlist() {
  const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
  const client = await loggedInCustomer();
  const { wrapper } = shopWrapper(client, { loggedIn: true });
  const { result } = renderHook(() => useWishlist(), { wrapper });
  await waitFor(() => expect(result.current.ready).toBe(true));
  return { warn, client, result };
}

const { tierPrices, withAccessories, videoProduct } = DEMO_PRODUCT_IDS;

describe("wishlist against the demo backend", () => {
  it("a logged-in customer adds and removes: the server's wishlist follows", async () => {
    const client = await loggedInCustomer();
    const { wrapper } = shopWrapper(client, { loggedIn: true });
    const { result } = renderHook(() => ({ wishlist: useWishlist(), page: useWishlistPage() }), { wrapper });
    await waitFor(() => expect(result.current.page.status).toBe("ready"));
    expect(result.current.page.isEmpty).toBe(true);

    await act(async () => {
      expect(await result.current.wishlist.add(tierPrices)).toBe(true);
    });
    await act(async () => {
      expect(await result.current.wishlist.add(withAccessories)).toBe(true);
    });
    expect(result.current.wishlist.productIds).toEqual([withAccessories, tierPrices]);
    expect((await defaultWishlistApi.list(client)).map((product) => product.id).sort()).toEqual(
      [tierPrices, withAccessories].sort(),
    );
    await waitFor(() =>
      expect(result.current.page.products.map((product) => product.id)).toEqual([
        withAccessories,
        tierPrices,
      ]),
    );

    await act(async () => {
      expect(await result.current.wishlist.remove(tierPrices)).toBe(true);
    });
    expect((await defaultWishlistApi.list(client)).map((product) => product.id)).toEqual([withAccessories]);
    expect(result.current.page.products.map((product) => product.id)).toEqual([withAccessories]);
  });

  it("the server refuses an unknown product: state unchanged and 'unable to add product to wishlist' logged", async () => {
    const { warn, result } = await customerWishlist();
    await act(async () => {
      expect(await result.current.add("ffffffffffffffffffffffffffffffff")).toBe(false);
    });
    expect(result.current.productIds).toEqual([]);
    expect(warn).toHaveBeenCalledWith("unable to add product to wishlist");
    await act(async () => {
      expect(await result.current.remove(tierPrices)).toBe(false);
    });
    expect(warn).toHaveBeenLastCalledWith("unable to remove product to wishlist");
  });

  it("adding a product another tab put on the wishlist already counts as added: no error shown, nothing lost", async () => {
    const { warn, client, result } = await customerWishlist();
    // The other tab: the same session adds the product straight through the Store API.
    await defaultWishlistApi.add(client, videoProduct);
    await act(async () => {
      expect(await result.current.add(videoProduct)).toBe(true);
    });
    expect(result.current.productIds).toEqual([videoProduct]);
    expect(warn).not.toHaveBeenCalled();
    expect((await defaultWishlistApi.list(client)).map((product) => product.id)).toEqual([videoProduct]);
    await defaultWishlistApi.remove(client, videoProduct);
  });

  it("a guest's list: products fetched by id from POST /product, newest first", async () => {
    localStorage.setItem(
      KEY,
      JSON.stringify({
        [tierPrices]: "2026-11-01T00:00:00.000Z",
        [videoProduct]: "2026-11-02T00:00:00.000Z",
      }),
    );
    const { wrapper } = shopWrapper(shopper());
    const { result } = renderHook(() => useWishlistPage(), { wrapper });
    await waitFor(() => expect(result.current.status).toBe("ready"));
    expect(result.current.products.map((product) => product.id)).toEqual([videoProduct, tierPrices]);
    expect(result.current.products[0]?.calculatedPrice?.unitPrice).toBeGreaterThan(0);
  });

  it("guest items are merged to the server on login; the local list is cleared only after the merge succeeded", async () => {
    const client = await loggedInCustomer();
    localStorage.setItem(KEY, JSON.stringify({ [videoProduct]: "2026-11-02T00:00:00.000Z" }));
    const { wrapper } = shopWrapper(client, { loggedIn: true });
    const { result } = renderHook(() => useWishlist(), { wrapper });
    await waitFor(() => expect(result.current.productIds).toEqual([videoProduct]));
    expect(localStorage.getItem(KEY)).toBeNull();
    expect((await defaultWishlistApi.list(client)).map((product) => product.id)).toEqual([videoProduct]);
  });

  it("a merge the server refuses raises 'Unable to merge product wishlist from anonymous user' and keeps the local list", async () => {
    const stored = JSON.stringify({ ffffffffffffffffffffffffffffffff: "2026-11-02T00:00:00.000Z" });
    localStorage.setItem(KEY, stored);
    const client = await loggedInCustomer();
    await expect(mergeGuestWishlist({ client, salesChannelId: TEST_SALES_CHANNEL })).rejects.toThrow(
      "Unable to merge product wishlist from anonymous user",
    );
    expect(localStorage.getItem(KEY)).toBe(stored);
    // A guest (no customer) is refused too: 403, nothing lost.
    await expect(
      mergeGuestWishlist({ client: shopper(), salesChannelId: TEST_SALES_CHANNEL }),
    ).rejects.toThrow("Unable to merge product wishlist from anonymous user");
    expect(localStorage.getItem(KEY)).toBe(stored);
  });
});
