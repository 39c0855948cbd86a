import { productItem } from "@vitrine/analytics";
import { type CmsPageData, pageSlots, withSlotData } from "@vitrine/cms";
import { CartSchema, type Product } from "@vitrine/core/schemas";
import { type ListingResult, parseListingQuery } from "@vitrine/listing-filter";
import * as v from "valibot";
import { describe, expect, it } from "vitest";
import { safeRedirect } from "./account.server";
import { cartMessages } from "./cart";
import { categoryCrumbs } from "./category";
import { checkDemoPage } from "./cms.server";
import { mediaSize, srcSet } from "./format";
import { listingDataOf } from "./listing.server";
import { leanCmsProducts, listingProduct } from "./product.server";
import { type ProductCardView, productCardView } from "./view";

describe("safeRedirect", () => {
  const shop = "http://shop.test";

  it("keeps same-origin paths and refuses other origins", () => {
    expect(safeRedirect("/account/order", shop)).toBe("/account/order");
    expect(safeRedirect("/detail/abc?x=1#reviews", shop)).toBe("/detail/abc?x=1#reviews");
    expect(safeRedirect("http://shop.test/checkout/cart", shop)).toBe("/checkout/cart");
    expect(safeRedirect("//evil.example/", shop)).toBe("/account");
    expect(safeRedirect("https://evil.example/", shop)).toBe("/account");
    expect(safeRedirect("https://shop.test/account", shop)).toBe("/account");
    expect(safeRedirect("/\\evil.example", shop)).toBe("/account");
    expect(safeRedirect("\\\\evil.example", shop)).toBe("/account");
    expect(safeRedirect("javascript:alert(1)", shop)).toBe("/account");
    expect(safeRedirect(null, shop, "/")).toBe("/");
  });

  it("never leaves the shop for targets with tabs or line breaks that browsers drop (/%09/evil.example)", () => {
    for (const target of ["/\t/evil.example", "/\n/evil.example", "/\r/evil.example", "\t//evil.example"])
      expect(safeRedirect(target, shop)).toBe("/account");
  });

  it("rejects control characters (a line break would break the Location header: %2F%0A%2Fx)", () => {
    for (const target of ["/\n/x", "/account\u0000", "/a\u007fb", "/a\u0085b"])
      expect(safeRedirect(target, shop)).toBe("/account");
  });
});

describe("cartMessages", () => {
  it("flattens cart errors given as a map or a list (parsed once, with core's cart schema)", () => {
    const cart = (errors: unknown) =>
      v.parse(CartSchema, {
        price: { totalPrice: 0, netPrice: 0, positionPrice: 0 },
        lineItems: [],
        errors,
      });
    expect(cartMessages(cart({ x: { key: "x", level: 10, message: "Only 3 left" } }))).toEqual([
      { key: "x", level: 10, message: "Only 3 left" },
    ]);
    expect(cartMessages(cart([]))).toEqual([]);
  });
});

describe("categoryCrumbs", () => {
  it("pairs the breadcrumb names with the ids of the path and leaves out the root", () => {
    const crumbs = categoryCrumbs({
      id: "c3",
      path: "|c1|c2|",
      breadcrumb: ["Catalogue", "Living", "Lamps"],
    });
    expect(crumbs).toEqual([
      { name: "Living", href: "/navigation/c2" },
      { name: "Lamps", href: "/navigation/c3" },
    ]);
  });
});

describe("images", () => {
  const media = {
    id: "media-1",
    url: "https://shop.example/original.svg",
    metaData: { width: 2000, height: 2000 },
    thumbnails: [
      { url: "https://shop.example/800.svg", width: 800, height: 800 },
      { url: "https://shop.example/280.svg", width: 280, height: 280 },
    ],
  };

  it("builds a srcset from the thumbnails and the original, smallest first", () => {
    expect(srcSet(media)).toBe(
      "https://shop.example/280.svg 280w, https://shop.example/800.svg 800w, https://shop.example/original.svg 2000w",
    );
  });

  it("leaves the original out of the srcset when a thumbnail is nearly as wide (a 1920 thumbnail of a 2000 original)", () => {
    const large = [...media.thumbnails, { url: "https://shop.example/1920.svg", width: 1920, height: 1920 }];
    expect(srcSet({ ...media, thumbnails: large })).toBe(
      "https://shop.example/280.svg 280w, https://shop.example/800.svg 800w, https://shop.example/1920.svg 1920w",
    );
  });

  it("leaves out the candidates wider than the first one that covers the widest the image is ever shown", () => {
    expect(srcSet(media, 768)).toBe("https://shop.example/280.svg 280w, https://shop.example/800.svg 800w");
    expect(srcSet(media, 280)).toBeUndefined();
    expect(srcSet(media, 3000)).toBe(srcSet(media));
  });

  it("takes the intrinsic size from the metadata, else the largest thumbnail", () => {
    expect(mediaSize(media)).toEqual({ width: 2000, height: 2000 });
    expect(mediaSize({ ...media, metaData: null })).toEqual({ width: 800, height: 800 });
  });
});

describe("CMS product sliders and boxes carry card products (leanCmsProducts)", () => {
  const price = (unitPrice: number, list?: number) => ({
    unitPrice,
    totalPrice: unitPrice,
    quantity: 1,
    listPrice: list ? { price: list, discount: unitPrice - list, percentage: 20 } : null,
    referencePrice: { price: unitPrice * 2, purchaseUnit: 0.5, referenceUnit: 1, unitName: "Litre" },
    calculatedTaxes: [{ tax: 1.9, taxRate: 19, price: unitPrice }],
    taxRules: [{ taxRate: 19, percentage: 100 }],
    positionPrice: unitPrice,
    netPrice: unitPrice / 1.19,
    apiAlias: "calculated_price",
  });
  const media = {
    id: "m1",
    url: "/media/original/tee.svg",
    alt: null,
    translated: { alt: "Grove tee" },
    metaData: { width: 1920, height: 1920, type: "svg" },
    thumbnails: [280, 800, 1920].map((width) => ({
      id: `t${width}`,
      url: `/media/${width}/tee.svg`,
      width,
      height: width,
      mediaId: "m1",
      createdAt: "2026-01-01T00:00:00.000+00:00",
    })),
    createdAt: "2026-01-01T00:00:00.000+00:00",
    fileName: "tee",
  };
  const full = (id: string, overrides: Record<string, unknown> = {}): Product => ({
    id,
    productNumber: `VT-${id}`,
    name: null,
    translated: { name: `Tee ${id}`, description: "<p>A long description</p>".repeat(40) },
    description: "<p>A long description</p>".repeat(40),
    calculatedPrice: price(23.99, 29.99),
    calculatedPrices: [],
    calculatedCheapestPrice: price(19.99),
    cover: { id: "c1", position: 0, media },
    media: [{ id: "c1", position: 0, media }],
    markAsTopseller: true,
    childCount: 0,
    available: true,
    properties: [{ id: "p1", name: "Cotton", translated: { name: "Cotton" } }],
    seoUrls: [
      { seoPathInfo: `tee-${id}`, isCanonical: true },
      { seoPathInfo: `old-tee-${id}`, isCanonical: false, languageId: "en" },
    ],
    createdAt: "2026-01-01T00:00:00.000+00:00",
    ...overrides,
  });
  const slider = {
    id: "s1",
    type: "product-slider",
    slot: "content",
    data: { products: [full("a"), full("b", { childCount: 3 })] },
  };
  const box = {
    id: "s2",
    type: "product-box",
    slot: "content",
    data: { product: full("c", { calculatedPrices: [price(25), price(21)] }) },
  };
  const text = { id: "s3", type: "text", slot: "content", data: { content: "<p>Hi</p>" } };
  const page: CmsPageData = {
    id: "home",
    sections: [
      { id: "sec", type: "default", blocks: [{ id: "b1", type: "text", slots: [slider, box, text] }] },
    ],
  };

  it("the sliders' and boxes' cards get the card view of each product (name, image, price, badge, buy button)", () => {
    const [sliderSlot, boxSlot] = pageSlots(leanCmsProducts(page));
    expect(sliderSlot?.data).toEqual({
      products: [productCardView(full("a")), productCardView(full("b", { childCount: 3 }))],
    });
    expect(boxSlot?.data).toEqual({
      product: productCardView(full("c", { calculatedPrices: [price(25), price(21)] })),
    });
  });

  it("a listing's product keeps what the grid's cards, filters and analytics read, and drops the rest", () => {
    const product = full("d", {
      manufacturer: { id: "m", name: null, translated: { name: "Vitrine Basics" }, createdAt: "2026-01-01" },
      options: [{ id: "o1", name: null, translated: { name: "Forest" }, group: { name: "Colour" } }],
      seoCategory: { id: "cat", name: "Clothing", translated: { name: "Clothing" }, breadcrumb: ["Home"] },
      categoryTree: ["cat"],
      ratingAverage: 4.5,
    });
    const lean = listingProduct(product);
    // The listing's card, buy button and analytics read it as a product (the listing package's type).
    const asProduct = lean as unknown as Product;
    const { image: leanImage, ...leanCard } = productCardView(asProduct);
    const { image: fullImage, ...fullCard } = productCardView(product);
    expect(leanCard).toEqual(fullCard);
    // The card's image: the same candidates. A cover with thumbnails comes without its original (its url is the first
    // thumbnail's, its size the thumbnails'), in the same proportions.
    expect(leanImage?.srcSet).toBe(fullImage?.srcSet);
    expect(Number(leanImage?.width) / Number(leanImage?.height)).toBeCloseTo(
      Number(fullImage?.width) / Number(fullImage?.height),
    );
    expect(productItem(asProduct)).toEqual(productItem(product));
    expect(lean).toMatchObject({ productNumber: "VT-d", ratingAverage: 4.5, available: true });
    for (const field of ["seoCategory", "categoryTree", "description", "createdAt"])
      expect(lean).not.toHaveProperty(field);
    const slot = {
      id: "l",
      type: "product-listing",
      slot: "content",
      data: { listing: { total: 1, elements: [product] } },
    };
    const listingPage: CmsPageData = {
      id: "cat",
      sections: [
        { id: "sec", type: "default", blocks: [{ id: "b", type: "product-listing", slots: [slot, text] }] },
      ],
    };
    // What the category loader does: the listing (with its lean products) goes into the layout's listing slot.
    const { listing } = listingDataOf(
      parseListingQuery(""),
      { total: 1, elements: [product] } as ListingResult,
      undefined,
    );
    const [leanSlot, otherSlot] = pageSlots(withSlotData(listingPage, "product-listing", { listing }));
    expect(leanSlot?.data).toMatchObject({ listing: { total: 1, elements: [lean] } });
    // The listing element's check (its schema, on the server) takes the lean listing: the page shows its products.
    const [checked] = pageSlots(checkDemoPage(withSlotData(listingPage, "product-listing", { listing })));
    expect((checked?.data as { listing: ListingResult } | null)?.listing.elements).toHaveLength(1);
    expect(otherSlot).toBe(text);
  });

  it("the listing slot's config (filters, sortings, box layout: the Store API applied it) stays out of the page's data; another slot keeps its config", () => {
    const slot = (type: string) => ({
      id: type,
      type,
      slot: "content",
      config: { showSorting: { value: true, source: "static" }, content: { value: "Hi", source: "static" } },
    });
    const layout: CmsPageData = {
      id: "cat",
      sections: [
        {
          id: "s",
          type: "default",
          blocks: [{ id: "b", type: "x", slots: [slot("product-listing"), slot("image")] }],
        },
      ],
    };
    const [listingSlot, imageSlot] = pageSlots(checkDemoPage(layout));
    expect(listingSlot?.type).toBe("product-listing");
    expect(listingSlot).not.toHaveProperty("config");
    expect(imageSlot?.config).toEqual({ showSorting: { value: true }, content: { value: "Hi" } });
  });

  it("the sliders' and boxes' products lose every other field (their card's link: the canonical SEO URL); other slots keep their data", () => {
    const lean = pageSlots(leanCmsProducts(page));
    const [sliderSlot, boxSlot] = lean;
    if (!sliderSlot || !boxSlot) throw new Error("the slider and box slots are gone");
    const { products } = sliderSlot.data as { products: ProductCardView[] };
    const { product } = boxSlot.data as { product: ProductCardView };
    expect(products.map((entry) => entry.id)).toEqual(["a", "b"]);
    for (const entry of [...products, product]) {
      expect(Object.keys(entry).sort()).toEqual([
        "buyable",
        "id",
        "image",
        "name",
        "price",
        "seoUrls",
        "topseller",
      ]);
      expect(entry.seoUrls).toEqual([{ seoPathInfo: `tee-${entry.id}` }]);
    }
    expect(lean[2]).toBe(text);
    expect(JSON.stringify(leanCmsProducts(page)).length).toBeLessThan(JSON.stringify(page).length / 3);
  });
});
