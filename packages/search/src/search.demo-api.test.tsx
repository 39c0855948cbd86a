import { act, renderHook, waitFor } from "@testing-library/react";
import { createStoreApiClient, VitrineProvider } from "@vitrine/core";
import { createDemoApi } from "demo-api";
import { describe, expect, it, vi } from "vitest";
import { DEMO_STORE_API, demoApiForTests, demoShopWrapper } from "../../../config/demo-api.testing";
import { SEARCH_DEBOUNCE_MS } from "./constants";
import { useSearchSuggest } from "./useSearchSuggest";

// The real demo backend in process: its seeded catalogue answers POST /search-suggest.
const demo = demoApiForTests(() => createDemoApi({ inMemory: true, faults: null }));
const client = createStoreApiClient({ ...DEMO_STORE_API, retry: 0, fetch: demo.fetch() });
const wrapper = demoShopWrapper(VitrineProvider, client);

describe("useSearchSuggest against the demo backend", () => {
  it("3 characters show product suggestions (name, price, image) from POST /search-suggest", async () => {
    const { result } = renderHook(() => useSearchSuggest(), { wrapper });
    act(() => result.current.setTerm("tee"));
    await waitFor(() => expect(result.current.status).toBe("success"), { timeout: 5000 });
    expect(demo.paths).toEqual(["/store-api/search-suggest"]);
    const products = result.current.options.filter((option) => option.type === "product");
    expect(products.length).toBeGreaterThan(0);
    // The backend searches more than names (descriptions too), so not every hit has the term in its name.
    expect(products.some((option) => /tee/i.test(option.product.translated.name ?? ""))).toBe(true);
    for (const option of products) {
      expect(option.product.translated.name).toBeTruthy();
      expect(option.product.calculatedPrice?.unitPrice).toBeGreaterThan(0);
      expect(option.product.cover?.media?.url).toBeTruthy();
    }
    expect(result.current.options.at(-1)).toMatchObject({ type: "all", href: "/search?search=tee" });
    expect(result.current.total).toBeGreaterThanOrEqual(products.length);
  });

  it("2 characters send nothing", () => {
    // The debounce window passes on fake timers: a request would start at once (status "loading", a path).
    vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout"] });
    try {
      const { result } = renderHook(() => useSearchSuggest(), { wrapper });
      act(() => result.current.setTerm("te"));
      act(() => vi.advanceTimersByTime(SEARCH_DEBOUNCE_MS * 2));
      expect(result.current.status).toBe("idle");
      expect(demo.paths).toEqual([]);
    } finally {
      vi.useRealTimers();
    }
  });

  it("an empty result says so: no products for a term nothing matches", async () => {
    const { result } = renderHook(() => useSearchSuggest(), { wrapper });
    act(() => result.current.setTerm("zzqxv"));
    await waitFor(() => expect(result.current.status).toBe("success"), { timeout: 5000 });
    expect(result.current.options).toEqual([]);
  });
});
