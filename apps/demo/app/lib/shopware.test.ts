// The demo's view mapping of Store API answers on answers recorded from a real Shopware (fixtures/shopware, see its
// README): what the loaders send the pages is built from Shopware's own shapes, not only from the demo backend's.

import { pageSlots, standardProductPage } from "@vitrine/cms";
import {
  CartSchema,
  entityList,
  MethodSchema,
  NavigationCategorySchema,
  NavigationSchema,
  ProductSchema,
} from "@vitrine/core/schemas";
import { ProductDetailResponseSchema } from "@vitrine/product/schemas";
import type { AppLoadContext } from "react-router";
import * as v from "valibot";
import { describe, expect, it } from "vitest";
import cart from "../../../../fixtures/shopware/cart.json";
import categoryPage from "../../../../fixtures/shopware/category-page.json";
import crossSelling from "../../../../fixtures/shopware/cross-selling.json";
import navigation from "../../../../fixtures/shopware/navigation.json";
import paymentMethods from "../../../../fixtures/shopware/payment-methods.json";
import productDetail from "../../../../fixtures/shopware/product-detail.json";
import {
  entitySearchResult,
  RECORDED_STORE_API,
  recordedShopware,
} from "../../../../fixtures/shopware/recorded";
import search from "../../../../fixtures/shopware/search.json";
import shippingMethods from "../../../../fixtures/shopware/shipping-methods.json";
import { cartMessages } from "./cart";
import { categoryCrumbs } from "./category";
import { navigationCategories } from "./layout";
import { loadListingData } from "./listing.server";
import { leanProductLayout, readCrossSellings } from "./product.server";
import { cartView, methodView, navigationView, productCardView } from "./view";

/** A loader context whose Store API is the recorded shop. */
const recordedContext = (fetch: typeof globalThis.fetch) =>
  ({ storeApi: { ...RECORDED_STORE_API, fetch, setContextToken: () => {} } }) as unknown as AppLoadContext;

describe("the demo's view mapping on a real Shopware's answers", () => {
  it("product cards of products recorded from a real Shopware: name, image with srcset, price display, buyable", () => {
    const [salmon] = search.elements.map((product) => productCardView(v.parse(ProductSchema, product)));
    expect(salmon).toMatchObject({
      id: "81080519182c496f86722fa417f9106b",
      name: "»Arctic Rose« IKARIMI® salmon filet",
      image: { width: 1010, height: 730 },
      price: {
        unitPrice: 39.9,
        from: false,
        referencePrice: { price: 49.88, referenceUnit: 1, unitName: "kilogramme" },
      },
      buyable: true,
    });
    // The srcset from Shopware's thumbnails (400, 800, 1920 and the 1010 original), up to the first that covers a
    // card's widest slot at 2x: wider ones a browser never picks for a card.
    expect(salmon?.image?.srcSet?.split(", ").map((entry) => entry.split(" ")[1])).toEqual(["400w", "800w"]);
    // A variant: its name inherited through `translated`, its tier prices as a "from" price.
    const variant = productCardView(v.parse(ProductSchema, productDetail.product));
    expect([variant.name, variant.price?.unitPrice, variant.price?.from]).toEqual([
      "LAVENDA Product Variants",
      20.95,
      true,
    ]);
  });

  it("the navigation views of a category tree recorded from a real Shopware: each entry at its canonical SEO URL", () => {
    const tree = v.parse(NavigationSchema, navigation);
    const links = (views: ReturnType<typeof navigationView>): unknown[] =>
      views.map((view) => [view.name.trim(), view.href, links(view.children ?? [])]);
    // Shopware's answer carries each category's SEO URL: the links go there, not to /navigation/{id}.
    expect(links(navigationView(tree))).toEqual([
      [
        "Shop service",
        "/Shop-service/",
        [
          ["Defective Product", "/Shop-service/Defective-Product/", []],
          ["Payment / Dispatch", "/Shop-service/Payment-Dispatch/", []],
        ],
      ],
      [
        "Information",
        "/Information/",
        [
          ["General terms & conditions", "/Information/General-terms-conditions/", []],
          ["Contact", "/Information/Contact/", []],
          ["Imprint", "/Information/Imprint/", []],
        ],
      ],
    ]);
    // The header's lean tree: the children it carries say which entries open a deeper level (Shopware's visible
    // children), no count beside them; a page is a category without a type.
    expect(
      navigationCategories(tree).map((entry) => [
        entry.visibleChildCount,
        entry.children?.length,
        entry.type,
      ]),
    ).toEqual([
      [undefined, 2, undefined],
      [undefined, 3, undefined],
    ]);
    // The category's breadcrumb without the root ("Home").
    const category = v.parse(NavigationCategorySchema, categoryPage);
    expect(categoryCrumbs(category)).toEqual([
      { name: "Welcome to Shopware Frontends!", href: "/navigation/bda4b60e845240b2b9d6b60e71196e14" },
    ]);
  });

  it("the cart view of a cart recorded from a real Shopware", () => {
    const view = cartView(v.parse(CartSchema, cart));
    expect(
      view.items.map((item) => [
        item.type,
        item.label.trim(),
        item.unitPrice,
        item.productNumber,
        item.maxPurchase,
      ]),
    ).toEqual([
      ["product", "Smoking Board Cedar Wood", 17.9, "943280", 5],
      ["promotion", "Your lucky day!", -1.79, null, undefined],
    ]);
    expect(view.items[0]?.image?.srcSet).toContain("PT_Ra-ucherbretter_Stein_400x400.jpg?1596695205 400w");
    expect(cartMessages(v.parse(CartSchema, cart))).toEqual([
      {
        key: "promotion-discount-added-1326f60448d84aed964d77ca1c2dde90",
        level: 0,
        message: "Discount Your lucky day! has been added",
      },
    ]);
    expect([view.positionPrice, view.shipping, view.total, view.taxes]).toEqual([
      16.11,
      0,
      16.11,
      [{ rate: 7, amount: 1.05 }],
    ]);
  });

  it("the method views of payment and shipping methods recorded from a real Shopware", () => {
    const list = (methods: unknown[]) =>
      v.parse(entityList(MethodSchema), entitySearchResult(methods)).elements;
    expect(list(paymentMethods).map(methodView)).toEqual([
      {
        id: "b7f6cd663b774e9485e33ed1a776c8d9",
        name: "Cash on delivery",
        description: "Payment upon receipt of goods.",
        technicalName: "payment_cashpayment",
      },
      expect.objectContaining({ name: "Invoice", technicalName: "payment_invoicepayment" }),
    ]);
    expect(list(shippingMethods).map(methodView)).toEqual([
      { id: "a9d9cc502b3547f4a89eb2830c032c78", name: "Standard", description: "", technicalName: "" },
      {
        id: "79ef7bea9b7d49fb9d32b235fb18aa18",
        name: "Express",
        description: "Example description",
        technicalName: "",
      },
    ]);
  });

  it("the product page's cross-selling sliders of a cross-selling answer recorded from a real Shopware", async () => {
    const productId = productDetail.product.id;
    const shop = recordedShopware({ [`POST /product/${productId}/cross-selling`]: crossSelling });
    const context = recordedContext(shop.fetch);
    const views = await readCrossSellings(context, productId, { id: "layout", sections: [] });
    // A plain cross-selling is a product slider, not an accessories block.
    expect(views.accessories).toEqual([]);
    expect(
      views.sliders.map((slider) => [
        slider.name,
        slider.products.map((product) => [product.name, product.price?.unitPrice]),
      ]),
    ).toEqual([["You may also like", [["Pepper black, Tellicherry extrabold", 3.9]]]]);
    expect(shop.calls.map((call) => `${call.method} ${call.path}`)).toEqual([
      `POST /product/${productId}/cross-selling`,
    ]);
  });

  it("the product page of a product recorded from a real Shopware without a layout: the gallery shows its media by position", () => {
    const { product, configurator } = v.parse(ProductDetailResponseSchema, productDetail);
    // Shopware sent no cmsPage for this product: the standard product page, its gallery filled from the product.
    expect(product.cmsPage).toBeNull();
    const page = leanProductLayout(standardProductPage(), {
      product,
      configurator: configurator ?? [],
      crossSellings: [],
      properties: [],
    });
    const gallery = v.parse(
      v.looseObject({ sliderItems: v.array(v.looseObject({ media: v.looseObject({ url: v.string() }) })) }),
      pageSlots(page).find((slot) => slot.type === "image-gallery")?.data,
    );
    expect(gallery.sliderItems.map((item) => item.media.url.split("/").at(-1))).toEqual([
      "1011004-656-a.jpg",
      "1011004-656-b.jpg",
      "1011004-656-c.jpg",
    ]);
    const buyBox = pageSlots(page).find((slot) => slot.type === "buy-box")?.data as { productId?: string };
    expect(buyBox.productId).toBe(product.id);
  });

  it("the search page's listing data of a search answer recorded from a real Shopware", async () => {
    const shop = recordedShopware({ "POST /search": search });
    const context = recordedContext(shop.fetch);
    const data = await loadListingData(context, { search: "artic" }, "?search=artic");
    expect(
      data.listing.elements.map((product) => [product.translated.name, product.calculatedPrice?.unitPrice]),
    ).toEqual([["»Arctic Rose« IKARIMI® salmon filet", 39.9]]);
    expect([data.listing.total, data.listing.sorting, data.listing.availableSortings.length]).toEqual([
      1,
      "score",
      6,
    ]);
    // No filter in the URL: only the listing call, for the term.
    expect(shop.calls.map((call) => [call.path, (call.body as { search?: string }).search])).toEqual([
      ["/search", "artic"],
    ]);
  });
});
