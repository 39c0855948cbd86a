import { act, renderHook, waitFor } from "@testing-library/react";
import { createStoreApiClient, VitrineProvider } from "@vitrine/core";
import { createDemoApi } from "demo-api";
import * as v from "valibot";
import { describe, expect, it } from "vitest";
import { DEMO_STORE_API, demoApiForTests, demoShopWrapper } from "../../../config/demo-api.testing";
import { BreadcrumbEntrySchema } from "./navigation.schema";
import {
  breadcrumbFromCategory,
  breadcrumbFromEntries,
  hasSubcategories,
  type RouteBuilder,
} from "./navigation.state";
import { useCategoryMenu } from "./useCategoryMenu";
import { useNavigation } from "./useNavigation";

// The real demo backend in process: its seeded category tree answers POST /navigation/{activeId}/{rootId}.
const demo = demoApiForTests(() => createDemoApi({ inMemory: true, faults: null }));
const client = createStoreApiClient({ ...DEMO_STORE_API, retry: 0, fetch: demo.fetch() });
const wrapper = demoShopWrapper(VitrineProvider, client);
const route: RouteBuilder = (name, params) =>
  name === "product" ? `/detail/${params.productId}` : `/navigation/${params.categoryId}`;

describe("navigation against the demo backend", () => {
  it("the flyout tree: main navigation two levels deep", async () => {
    const { result } = renderHook(() => useNavigation(), { wrapper });
    await waitFor(() => expect(result.current.status).toBe("success"), { timeout: 5000 });
    expect(demo.paths).toEqual(["/store-api/navigation/main-navigation/main-navigation"]);
    const clothing = result.current.categories.find((category) => category.translated?.name === "Clothing");
    expect(clothing && hasSubcategories(clothing)).toBe(true);
    expect(clothing?.children?.map((child) => child.translated?.name ?? child.name)).toContain("T-shirts");
  });

  it("the off-canvas goes down a level and back; each level is fetched once and cached per category id", async () => {
    const { result } = renderHook(() => useCategoryMenu({ open: true }), { wrapper });
    await waitFor(() => expect(result.current.current.status).toBe("success"), { timeout: 5000 });
    const clothing = result.current.current.categories.find(
      (category) => category.translated?.name === "Clothing",
    );
    expect(clothing).toBeDefined();
    act(() => result.current.showSubcategories(clothing as NonNullable<typeof clothing>));
    await waitFor(() => expect(result.current.current.status).toBe("success"), { timeout: 5000 });
    expect(result.current.current.categories.map((category) => category.translated?.name)).toContain(
      "T-shirts",
    );
    act(() => result.current.back());
    act(() => result.current.showSubcategories(clothing as NonNullable<typeof clothing>));
    expect(result.current.current.status).toBe("success");
    expect(demo.paths).toEqual([
      "/store-api/navigation/main-navigation/main-navigation",
      `/store-api/navigation/${clothing?.id}/${clothing?.id}`,
    ]);
  });

  it("the breadcrumb of a category, from GET /breadcrumb/{id} and from the category's breadcrumb and path", async () => {
    const tree = await client.post("/navigation/{activeId}/{rootId}", {
      params: { activeId: "main-navigation", rootId: "main-navigation" },
      body: { depth: 2, buildTree: true },
    });
    const clothing = (
      tree as Array<{
        id: string;
        parentId: string;
        translated: { name: string };
        children: Array<{ id: string; translated: { name: string } }>;
      }>
    ).find((category) => category.translated.name === "Clothing");
    const tshirts = clothing?.children.find((child) => child.translated.name === "T-shirts");
    expect(tshirts).toBeDefined();
    const entries = await client.get("/breadcrumb/{id}", {
      params: { id: tshirts?.id ?? "" },
      query: { type: "category" },
      schema: v.array(BreadcrumbEntrySchema),
    });
    expect(breadcrumbFromEntries(entries, route)).toEqual([
      { name: "Clothing", href: `/navigation/${clothing?.id}` },
      { name: "T-shirts", href: `/navigation/${tshirts?.id}` },
    ]);
    const category = await client.post("/category/{navigationId}", {
      params: { navigationId: tshirts?.id ?? "" },
    });
    const items = breadcrumbFromCategory(
      category as Parameters<typeof breadcrumbFromCategory>[0],
      route,
      clothing?.parentId,
    );
    expect(items.map((item) => item.name)).toEqual(["Clothing", "T-shirts"]);
    expect(items.at(-1)?.href).toBe(`/navigation/${tshirts?.id}`);
  });
});
