import { describe, expect, it } from "vitest";
import {
  CATEGORY_WITHOUT_LAYOUT,
  categoryId,
  LANDING_PAGES,
  RETIRED_PRODUCT_ID,
  STORIES_VIDEO_ID,
  SUMMER_VIMEO_ID,
} from "../src/seed/catalogue.js";
import { DEMO_PRODUCT_IDS } from "../src/seed/ids.js";
import { firstError, type Json, useTestApi } from "./commerce-app.js";

const api = useTestApi();

type Slot = {
  type: string;
  slot: string;
  config: Record<string, { value: unknown }>;
  data: Record<string, unknown> | null;
};
type Page = {
  type: string;
  sections: { type: string; blocks: { type: string; sectionPosition: string; slots: Slot[] }[] }[];
};
const slotsOf = (page: Page) =>
  page.sections.flatMap((section) => section.blocks.flatMap((block) => block.slots));

describe("CMS layouts (Shopping Experiences)", () => {
  it("home has a real CMS layout: hero image-text, product sliders with their products, the YouTube video block", async () => {
    const home = await api.request("POST", "/category/home", { body: {} });
    const slots = slotsOf(home.body.cmsPage);
    expect(home.body.cmsPage.type).toBe("landingpage");
    expect(slots.find((slot) => slot.type === "youtube-video")?.config.videoID?.value).toBe(STORIES_VIDEO_ID);
    const sliders = slots.filter((slot) => slot.type === "product-slider");
    expect(sliders).toHaveLength(2);
    for (const slider of sliders)
      expect((slider.data?.products as unknown[] | undefined)?.length).toBeGreaterThan(0);
  });

  it("a category's listing layout: sidebar navigation and filter, the mapped description and the listing result", async () => {
    const response = await api.request("POST", `/category/${categoryId("t-shirts")}`, { body: { limit: 2 } });
    const page = response.body.cmsPage as Page;
    expect(page.sections[0]?.type).toBe("sidebar");
    const sidebar = page.sections[0]?.blocks
      .filter((block) => block.sectionPosition === "sidebar")
      .map((block) => block.type);
    expect(sidebar).toEqual(["category-navigation", "sidebar-filter"]);
    const slots = slotsOf(page);
    expect(slots.find((slot) => slot.type === "text")?.data?.content).toBe(response.body.description);
    const listing = slots.find((slot) => slot.type === "product-listing")?.data?.listing as {
      elements: unknown[];
      total: number;
    };
    expect(listing.elements).toHaveLength(2);
    expect(listing.total).toBeGreaterThan(2);
  });

  it("the category route's includes shape its whole answer: the listing slot's products and prices carry only the included fields", async () => {
    const includes = { product: ["id", "name", "calculatedPrice"], calculated_price: ["unitPrice"] };
    const response = await api.request("POST", `/category/${categoryId("t-shirts")}`, {
      body: { limit: 2, includes },
    });
    const listing = slotsOf(response.body.cmsPage as Page).find((slot) => slot.type === "product-listing")
      ?.data?.listing as { elements: Record<string, unknown>[]; total: number };
    expect(listing.elements).toHaveLength(2);
    expect(listing.total).toBeGreaterThan(2);
    for (const product of listing.elements) {
      expect(Object.keys(product).sort()).toEqual(["apiAlias", "calculatedPrice", "id", "name"]);
      expect(Object.keys(product.calculatedPrice as object).sort()).toEqual(["apiAlias", "unitPrice"]);
    }
    // Entities the includes do not name keep every field: the layout and the category itself.
    expect(response.body.name).toBe("T-shirts");
    expect(response.body.cmsPage.sections[0]?.type).toBe("sidebar");
  });

  it("readLandingPage answers the landing page with its layout and resolved product boxes", async () => {
    const landing = LANDING_PAGES[0];
    const response = await api.request("POST", `/landing-page/${landing.id}`, { body: {} });
    expect(response.status).toBe(200);
    expect(response.body.name).toBe("The summer edit");
    const boxes = slotsOf(response.body.cmsPage).filter((slot) => slot.type === "product-box");
    expect(boxes).toHaveLength(4);
    const resolved = boxes.filter((box) => box.config.product?.value !== RETIRED_PRODUCT_ID);
    for (const box of resolved) expect((box.data?.product as { id: string } | undefined)?.id).toBeTruthy();
    // A box whose product the catalogue no longer has gets no data (the page must stand without it).
    expect(boxes.find((box) => box.config.product?.value === RETIRED_PRODUCT_ID)?.data).toBeNull();
  });

  it("the product detail and landing page routes' includes shape their layouts: sections, blocks and slots carry only the included fields", async () => {
    const includes = {
      cms_section: ["id", "blocks"],
      cms_block: ["id", "type", "slots"],
      cms_slot: ["type", "data"],
    };
    const detail = await api.request("POST", `/product/${DEMO_PRODUCT_IDS.withAccessories}`, {
      body: { includes },
    });
    const landing = await api.request("POST", `/landing-page/${LANDING_PAGES[0].id}`, { body: { includes } });
    for (const page of [detail.body.product.cmsPage, landing.body.cmsPage]) {
      expect(Object.keys(page.sections[0]).sort()).toEqual(["apiAlias", "blocks", "id"]);
      expect(Object.keys(page.sections[0].blocks[0]).sort()).toEqual(["apiAlias", "id", "slots", "type"]);
      for (const slot of slotsOf(page))
        expect(Object.keys(slot).sort()).toEqual(["apiAlias", "data", "type"]);
    }
    // What the includes do not name keeps every field: the product and the landing page themselves.
    expect(detail.body.product.productNumber).toBeTruthy();
    expect(landing.body.name).toBe("The summer edit");
    // Without includes the same route answers the whole layout (a separate answer, not the shaped one).
    const whole = await api.request("POST", `/product/${DEMO_PRODUCT_IDS.withAccessories}`, { body: {} });
    expect(whole.body.product.cmsPage.sections[0].blocks[0].slots[0].config).toBeTruthy();
  });

  it("readCms answers a CMS page by id; unknown ids answer 404 with Shopware's codes", async () => {
    const page = await api.request("POST", `/cms/${LANDING_PAGES[0].cmsPageId}`, { body: {} });
    expect(page.body.apiAlias).toBe("cms_page");
    const missing = await api.request("POST", `/cms/${"f".repeat(32)}`, { body: {} });
    expect([missing.status, firstError(missing).code]).toEqual([404, "CONTENT__CMS_PAGE_NOT_FOUND"]);
    const landing = await api.request("POST", `/landing-page/${"f".repeat(32)}`, { body: {} });
    expect([landing.status, firstError(landing).code]).toEqual([404, "CONTENT__LANDING_PAGE_NOT_FOUND"]);
  });
});

describe("the product page's layout (product_detail)", () => {
  it("a product page gets the default product page layout with its product in the slots: name, manufacturer logo, gallery, buy box, description and reviews, cross-selling", async () => {
    const response = await api.request("POST", `/product/${DEMO_PRODUCT_IDS.withAccessories}`, { body: {} });
    const product = response.body.product;
    const page = product.cmsPage as Page;
    expect(page.type).toBe("product_detail");
    expect(page.sections[0]?.blocks.map((block) => block.type)).toEqual([
      "product-heading",
      "gallery-buybox",
      "product-description-reviews",
      "cross-selling",
    ]);
    const slot = (type: string) => slotsOf(page).find((entry) => entry.type === type)?.data;
    expect(slot("product-name")?.content).toBe(product.translated.name);
    expect((slot("manufacturer-logo")?.media as { id: string } | null)?.id).toBe(
      product.manufacturer.media.id,
    );
    expect((slot("image-gallery")?.sliderItems as unknown[] | undefined)?.length).toBe(product.media.length);
    expect((slot("buy-box")?.product as { id: string } | undefined)?.id).toBe(product.id);
    expect((slot("product-description-reviews")?.product as { id: string } | undefined)?.id).toBe(product.id);
    const crossSellings = await api.request("POST", `/product/${product.id}/cross-selling`, { body: {} });
    expect(slot("cross-selling")?.crossSellings).toEqual(crossSellings.body);
  });
});

describe("seed states the packages handle, each on a page a shopper can reach (issue 44.9)", () => {
  it("a category without a layout (the storefront's standard listing fallback)", async () => {
    const response = await api.request("POST", `/category/${categoryId(CATEGORY_WITHOUT_LAYOUT)}`, {
      body: {},
    });
    expect(response.status).toBe(200);
    expect(response.body.cmsPageId).toBeNull();
    expect(response.body.cmsPage ?? null).toBeNull();
  });

  it("the summer landing page carries a Vimeo video element and a CMS text with a script, an onerror and a javascript: link", async () => {
    const response = await api.request("POST", `/landing-page/${LANDING_PAGES[0].id}`, { body: {} });
    const slots = slotsOf(response.body.cmsPage);
    expect(slots.find((slot) => slot.type === "vimeo-video")?.config.videoID?.value).toBe(SUMMER_VIMEO_ID);
    const unsafe = slots.find((slot) => String(slot.data?.content ?? "").includes("<script"));
    expect(unsafe?.data?.content).toMatch(/onerror=.*href="javascript:/s);
  });

  it("a product with accessories and nothing included, one sold out and one a closeout below its minimum; its description carries unsafe markup", async () => {
    const product = await api.request("POST", `/product/${DEMO_PRODUCT_IDS.accessoriesOnly}`, { body: {} });
    expect(product.body.product.description).toMatch(/<script.*onerror=.*javascript:/s);
    const crossSellings = await api.request(
      "POST",
      `/product/${DEMO_PRODUCT_IDS.accessoriesOnly}/cross-selling`,
      {
        body: {},
      },
    );
    const kinds = (crossSellings.body as { crossSelling: Json }[]).map(
      (element) => element.crossSelling.extensions.vitrineAccessories?.kind,
    );
    expect(kinds).toEqual(["accessory"]);
    const products = (crossSellings.body as { products: Json[] }[])[0]?.products ?? [];
    const byId = new Map(products.map((entry) => [entry.id, entry]));
    expect(byId.get(DEMO_PRODUCT_IDS.accessorySoldOut)?.available).toBe(false);
    const belowMinimum = byId.get(DEMO_PRODUCT_IDS.accessoryBelowMinimum);
    expect(belowMinimum?.calculatedMaxPurchase).toBeLessThan(belowMinimum?.minPurchase);
  });

  it("the customized-products template has a multi-select option", async () => {
    const response = await api.request("POST", `/product/${DEMO_PRODUCT_IDS.customizable}`);
    const options = response.body.product.extensions.swagCustomizedProductsTemplate.options as Json[];
    const multi = options.find((option) => option.typeProperties?.isMultiSelect === true);
    expect(multi?.type).toBe("select");
    expect(multi?.values.length).toBeGreaterThan(1);
  });
});
