import { describe, expect, it, vi } from "vitest";
import {
  FLYOUT_DEBOUNCE_MS,
  SCROLL_DEBOUNCE_MS,
  SCROLL_UP_THRESHOLD_PX,
  VIEWPORT_CHANGE_DEBOUNCE_MS,
} from "./constants";
import {
  breadcrumbFromCategory,
  breadcrumbFromEntries,
  hasSubcategories,
  isScrolledPast,
} from "./navigation.state";
import { menuBack, menuForward, menuHome } from "./useCategoryMenu";
import { createNavigationCache, navigationCacheKey } from "./useNavigation";

const seo = (seoPathInfo: string, extra: Record<string, unknown> = {}) => ({
  seoPathInfo,
  isCanonical: true,
  isDeleted: false,
  routeName: "frontend.navigation.page",
  ...extra,
});

describe("the spec's numbers", () => {
  it("scroll-up threshold 250 px, scroll debounce 35 ms, flyout debounce 125 ms, viewport change debounce 200 ms", () => {
    expect([
      SCROLL_UP_THRESHOLD_PX,
      SCROLL_DEBOUNCE_MS,
      FLYOUT_DEBOUNCE_MS,
      VIEWPORT_CHANGE_DEBOUNCE_MS,
    ]).toEqual([250, 35, 125, 200]);
  });
});

describe("navigation cache", () => {
  it("navigation menu responses are cached per URL: each is loaded once, concurrent callers share the request", async () => {
    const cache = createNavigationCache();
    const loader = vi.fn(async () => [{ id: "a" }]);
    const key = navigationCacheKey({ activeId: "c1", rootId: "c1", depth: 1 });
    expect(key).toBe("/navigation/c1/c1?depth=1");
    const [first, second] = await Promise.all([cache.load(key, loader), cache.load(key, loader)]);
    expect(first).toBe(second);
    await cache.load(key, loader);
    expect(loader).toHaveBeenCalledTimes(1);
    expect(cache.peek(key)).toEqual([{ id: "a" }]);
    // another category is another entry
    await cache.load(navigationCacheKey({ activeId: "c2", rootId: "c2", depth: 1 }), loader);
    expect(loader).toHaveBeenCalledTimes(2);
  });

  it("a failed load is not cached, so the next attempt asks again", async () => {
    const cache = createNavigationCache();
    const loader = vi
      .fn()
      .mockRejectedValueOnce(new Error("503"))
      .mockResolvedValueOnce([{ id: "b" }]);
    await expect(cache.load("k", loader)).rejects.toThrow("503");
    expect(cache.peek("k")).toBeUndefined();
    await expect(cache.load("k", loader)).resolves.toEqual([{ id: "b" }]);
  });

  it("seeded answers (from a server loader) are used without a request; clear forgets them", async () => {
    const cache = createNavigationCache();
    cache.seed("k", [{ id: "s" }]);
    const loader = vi.fn(async () => []);
    await expect(cache.load("k", loader)).resolves.toEqual([{ id: "s" }]);
    expect(loader).not.toHaveBeenCalled();
    cache.clear();
    expect(cache.peek("k")).toBeUndefined();
  });
});

describe("categories and menu levels", () => {
  it("only categories with children open a deeper level", () => {
    expect(hasSubcategories({ id: "a", childCount: 2 })).toBe(true);
    expect(hasSubcategories({ id: "a", childCount: 0 })).toBe(false);
    expect(hasSubcategories({ id: "a", visibleChildCount: 0, childCount: 3 })).toBe(false);
    expect(hasSubcategories({ id: "a", type: "link", childCount: 2 })).toBe(false);
  });

  it("forward and backward slide between menu levels, plus home", () => {
    const root = [{ id: "main-navigation", name: "" }];
    const two = menuForward(menuForward(root, { id: "c1", name: "Clothing" }), { id: "c11", name: "Shirts" });
    expect(two.map((level) => level.id)).toEqual(["main-navigation", "c1", "c11"]);
    expect(menuBack(two).map((level) => level.id)).toEqual(["main-navigation", "c1"]);
    expect(menuHome(two)).toEqual(root);
    expect(menuBack(root)).toEqual(root);
  });

  it("the scroll-up button is visible once the page is scrolled past 250 px", () => {
    expect(isScrolledPast(250, SCROLL_UP_THRESHOLD_PX)).toBe(false);
    expect(isScrolledPast(251, SCROLL_UP_THRESHOLD_PX)).toBe(true);
    expect(isScrolledPast(0, SCROLL_UP_THRESHOLD_PX)).toBe(false);
  });
});

describe("breadcrumb", () => {
  const entries = [
    { name: "Clothing", categoryId: "c1", type: "page", seoUrls: [seo("Clothing/")] },
    { name: "Shirts", categoryId: "c11", type: "page", seoUrls: [] },
    { name: "Collections", categoryId: "c3", type: "folder" },
    {
      name: "Journal",
      categoryId: "c5",
      type: "link",
      translated: { externalLink: "https://j.example" },
    },
  ];

  it("from the Store API breadcrumb entries: the canonical SEO URL when given, the technical route otherwise", () => {
    expect(breadcrumbFromEntries(entries)).toEqual([
      { name: "Clothing", href: "/Clothing/" },
      { name: "Shirts", href: "/navigation/c11" },
      { name: "Collections", href: undefined },
      { name: "Journal", href: "https://j.example" },
    ]);
  });

  it("from the Store API breadcrumb entries under a language's base path", () => {
    expect(breadcrumbFromEntries(entries, { basePath: "/de" }).map((item) => item.href)).toEqual([
      "/de/Clothing/",
      "/de/navigation/c11",
      undefined,
      "https://j.example",
    ]);
  });

  it("from a category's breadcrumb and path, without the navigation root", () => {
    const category = {
      id: "c11",
      path: "|root|c1|",
      breadcrumb: ["Catalogue", "Clothing", "Shirts"],
      translated: { name: "Shirts", breadcrumb: ["Katalog", "Kleidung", "Hemden"] },
    };
    expect(breadcrumbFromCategory(category, {}, "root")).toEqual([
      { name: "Kleidung", href: "/navigation/c1" },
      { name: "Hemden", href: "/navigation/c11" },
    ]);
    expect(breadcrumbFromCategory({ ...category, translated: null }).map((item) => item.name)).toEqual([
      "Catalogue",
      "Clothing",
      "Shirts",
    ]);
    // The category's own SEO URL (the answer names only its parents' ids), under the language's base path.
    expect(
      breadcrumbFromCategory(
        { ...category, seoUrls: [seo("Kleidung/Hemden/")] },
        { basePath: "/de" },
        "root",
      ),
    ).toEqual([
      { name: "Kleidung", href: "/de/navigation/c1" },
      { name: "Hemden", href: "/de/Kleidung/Hemden/" },
    ]);
  });
});
