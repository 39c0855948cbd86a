import { describe, expect, it } from "vitest";
import { canonicalSeoPath, entityLink, technicalPath, withBasePath } from "./links";

const seo = (seoPathInfo: string, extra: Record<string, unknown> = {}) => ({
  seoPathInfo,
  isCanonical: true,
  isDeleted: false,
  languageId: "en",
  ...extra,
});

describe("the one way to build an entity's link (DESIGN 3 Links)", () => {
  it("links a product to its canonical SEO URL when the Store API gives one", () => {
    const product = {
      id: "p1",
      seoUrls: [seo("Old-Name/VT-1", { isCanonical: false }), seo("Linen-Shirt/VT-1")],
    };
    expect(entityLink("product", product)).toBe("/Linen-Shirt/VT-1");
  });

  it("links to the technical route when the Store API gives no SEO URL", () => {
    expect(entityLink("product", { id: "p1" })).toBe("/detail/p1");
    expect(entityLink("category", { id: "c1", seoUrls: [] })).toBe("/navigation/c1");
    expect(entityLink("landingPage", { id: "l1", seoUrls: null })).toBe("/landingPage/l1");
  });

  it("never links to a deleted SEO URL, nor one of another language", () => {
    const category = {
      id: "c1",
      seoUrls: [seo("Kleidung/", { languageId: "de" }), seo("Gone/", { isDeleted: true })],
    };
    expect(entityLink("category", category, { languageId: "en" })).toBe("/navigation/c1");
    expect(entityLink("category", category, { languageId: "de", basePath: "/de" })).toBe("/de/Kleidung/");
  });

  it("puts every link of a language under its base path", () => {
    expect(entityLink("product", { id: "p1" }, { basePath: "/de" })).toBe("/de/detail/p1");
    expect(withBasePath("/", "/de")).toBe("/de/");
    expect(withBasePath("/checkout/cart", "/de/")).toBe("/de/checkout/cart");
    expect(withBasePath("https://example.com/x", "/de")).toBe("https://example.com/x");
    expect(withBasePath("/checkout/cart", "")).toBe("/checkout/cart");
  });

  it("takes the shop's own technical routes", () => {
    expect(technicalPath("product", "a b", { product: "/p/{productId}" })).toBe("/p/a%20b");
  });

  it("leads link categories where they point: an external URL as it is, an internal target by its route", () => {
    expect(
      entityLink("category", {
        id: "c",
        type: "link",
        linkType: "external",
        externalLink: "https://x.test/",
      }),
    ).toBe("https://x.test/");
    expect(
      entityLink(
        "category",
        { id: "c", type: "link", linkType: "product", internalLink: "p9" },
        { basePath: "/de" },
      ),
    ).toBe("/de/detail/p9");
    expect(
      entityLink("category", { id: "c", type: "link", linkType: "landing_page", internalLink: "l9" }),
    ).toBe("/landingPage/l9");
  });

  it("links a link category by its SEO path, never by Shopware's unreplaced placeholder or another domain", () => {
    const linked = { id: "c", type: "link", linkType: "product", internalLink: "p9" };
    expect(entityLink("category", { ...linked, seoUrl: "/Linen-Shirt/VT-9" }, { basePath: "/de" })).toBe(
      "/de/Linen-Shirt/VT-9",
    );
    expect(entityLink("category", { ...linked, seoUrl: "124c71d524604ccbad6042edce3ac799/detail/p9#" })).toBe(
      "/detail/p9",
    );
    expect(entityLink("category", { ...linked, seoUrl: "//cdn.test/x" })).toBe("/detail/p9");
  });

  it("reads the SEO URLs of an answer recorded from a real Shopware", async () => {
    const { default: detail } = await import("../../../fixtures/shopware/product-detail.json");
    expect(canonicalSeoPath(detail.product)).toBe("/LAVENDA-Product-Variants/SW20004.6");
  });
});
