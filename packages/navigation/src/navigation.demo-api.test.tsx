import { act, render, renderHook, screen, waitFor } from "@testing-library/react";
import { createStoreApiClient, VitrineProvider } from "@vitrine/core";
import { createDemoApi } from "demo-api";
import * as v from "valibot";
import { describe, expect, it } from "vitest";
import { DEMO_STORE_API, demoApiForTests, demoShopWrapper } from "../../../config/demo-api.testing";
import { FlyoutNavigation } from "./FlyoutNavigation";
import { BreadcrumbEntrySchema } from "./navigation.schema";
import { breadcrumbFromCategory, breadcrumbFromEntries, hasSubcategories } from "./navigation.state";
import { useCategoryMenu } from "./useCategoryMenu";
import { useNavigation } from "./useNavigation";

// The real demo backend in process: its seeded category tree answers POST /navigation/{activeId}/{rootId}.
const demo = demoApiForTests(() => createDemoApi({ inMemory: true, faults: null }));
const client = createStoreApiClient({ ...DEMO_STORE_API, retry: 0, fetch: demo.fetch() });
const wrapper = demoShopWrapper(VitrineProvider, client);
// The same shop asking for SEO URLs (`sw-include-seo-urls`), as a live shop does.
const seoClient = createStoreApiClient({
  ...DEMO_STORE_API,
  retry: 0,
  fetch: demo.fetch(),
  includeSeoUrls: true,
});

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
    // Breadcrumb entries carry their SEO URLs (Shopware's Breadcrumb struct): each links there.
    expect(breadcrumbFromEntries(entries)).toEqual([
      { name: "Clothing", href: "/Clothing/" },
      { name: "T-shirts", href: "/Clothing/T-shirts/" },
    ]);
    const category = await client.post("/category/{navigationId}", {
      params: { navigationId: tshirts?.id ?? "" },
    });
    const items = breadcrumbFromCategory(
      category as Parameters<typeof breadcrumbFromCategory>[0],
      {},
      clothing?.parentId,
    );
    expect(items.map((item) => item.name)).toEqual(["Clothing", "T-shirts"]);
    expect(items.at(-1)?.href).toBe(`/navigation/${tshirts?.id}`);
  });

  it("with SEO URLs the flyout links every category at its canonical SEO URL (the category's breadcrumb path)", async () => {
    render(<FlyoutNavigation />, { wrapper: demoShopWrapper(VitrineProvider, seoClient) });
    const clothing = await screen.findByRole("link", { name: "Clothing" }, { timeout: 5000 });
    expect(clothing.getAttribute("href")).toBe("/Clothing/");
    // The flyout's subcategories (hidden until it opens) too.
    const tshirts = screen.getByRole("link", { name: "T-shirts", hidden: true });
    expect(tshirts.getAttribute("href")).toBe("/Clothing/T-shirts/");
    const technical = screen
      .getAllByRole("link", { hidden: true })
      .filter((link) => link.getAttribute("href")?.includes("/navigation/"));
    expect(technical).toEqual([]);
  });

  it("with SEO URLs the category off-canvas links each category and its level's 'show all' at the SEO URL", async () => {
    const { result } = renderHook(() => useCategoryMenu({ open: true }), {
      wrapper: demoShopWrapper(VitrineProvider, seoClient),
    });
    await waitFor(() => expect(result.current.current.status).toBe("success"), { timeout: 5000 });
    const clothing = result.current.current.categories.find(
      (category) => category.translated?.name === "Clothing",
    );
    if (!clothing) throw new Error("the demo catalogue has Clothing");
    expect(result.current.hrefOf(clothing)).toBe("/Clothing/");
    act(() => result.current.showSubcategories(clothing));
    expect(result.current.level.href).toBe("/Clothing/");
    await waitFor(() => expect(result.current.current.status).toBe("success"), { timeout: 5000 });
    const tshirts = result.current.current.categories.find(
      (category) => category.translated?.name === "T-shirts",
    );
    expect(tshirts && result.current.hrefOf(tshirts)).toBe("/Clothing/T-shirts/");
  });
});
