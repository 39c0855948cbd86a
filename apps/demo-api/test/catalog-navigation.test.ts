import { describe, expect, it } from "vitest";
import { categoryId, STORIES_VIDEO_ID } from "../src/seed/catalogue.js";
import {
  COUNTRY_IDS,
  DEMO_PRODUCT_IDS,
  NAVIGATION_IDS,
  PAYMENT_METHOD_IDS,
  SALUTATION_IDS,
  SHIPPING_METHOD_IDS,
  STATE_IDS,
} from "../src/seed/ids.js";
import { firstError, useTestApi } from "./commerce-app.js";

const api = useTestApi();

type Category = {
  id: string;
  name: string;
  level: number;
  children: Category[];
  childCount: number;
  breadcrumb: string[];
};

describe("navigation", () => {
  it("answers the main navigation two levels deep (alias main-navigation)", async () => {
    const response = await api.request("POST", "/navigation/main-navigation/main-navigation", {
      body: { depth: 2 },
    });
    expect(response.status).toBe(200);
    const names = response.body.map((category: Category) => category.name);
    expect(names).toEqual([
      "Clothing",
      "Home & Living",
      "Electronics",
      "Sports & Outdoors",
      "Kitchen",
      "Stories",
    ]);
    const clothing = response.body[0] as Category;
    expect(clothing.children.map((child) => child.name)).toEqual(["T-shirts", "Hoodies", "Trousers"]);
    expect(clothing.children[0]?.children).toEqual([]);
    expect(clothing.childCount).toBe(3);
    expect(clothing.children[0]?.breadcrumb).toEqual(["Home", "Clothing", "T-shirts"]);
    const byId = await api.request("POST", `/navigation/${NAVIGATION_IDS.main}/${NAVIGATION_IDS.main}`, {
      body: { depth: 2 },
    });
    expect(byId.body).toEqual(response.body);
  });

  it("depth 1 gives the first level only; buildTree false a flat list", async () => {
    const shallow = await api.request("POST", "/navigation/main-navigation/main-navigation", {
      body: { depth: 1 },
    });
    expect(shallow.body.every((category: Category) => category.children.length === 0)).toBe(true);
    const flat = await api.request("POST", "/navigation/main-navigation/main-navigation", {
      body: { depth: 2, buildTree: false },
    });
    const { rows } = await api.db.query<{ count: number }>(
      "select count(*)::int as count from category where navigation = 'main' and level in (2, 3)",
    );
    expect(flat.body).toHaveLength(rows[0]?.count as number);
  });

  it("serves the footer and service navigations", async () => {
    const footer = await api.request("POST", "/navigation/footer-navigation/footer-navigation", {
      body: { depth: 2 },
    });
    expect(footer.body.map((column: Category) => column.name)).toEqual(["Shop service", "Information"]);
    expect(footer.body[0].children.map((page: Category) => page.name)).toContain("Shipping and payment");
    const service = await api.request("POST", "/navigation/service-navigation/service-navigation", {
      body: {},
    });
    expect(service.body.map((page: Category) => page.name)).toEqual([
      "Contact",
      "Imprint",
      "Privacy",
      "Terms and conditions",
    ]);
  });

  it("answers 404 for unknown ids and 400 for bad input", async () => {
    const unknown = await api.request("POST", `/navigation/${"c".repeat(32)}/main-navigation`, { body: {} });
    expect(unknown.status).toBe(404);
    expect(firstError(unknown).code).toBe("CONTENT__CATEGORY_NOT_FOUND");
    const depth = await api.request("POST", "/navigation/main-navigation/main-navigation", {
      body: { depth: "deep" },
    });
    expect(depth.status).toBe(400);
    expect(firstError(depth).source?.pointer).toBe("/depth");
  });
});

describe("category", () => {
  it("answers the Stories landing page with its CMS YouTube video element", async () => {
    const response = await api.request("POST", `/category/${categoryId("stories")}`, { body: {} });
    expect(response.status).toBe(200);
    expect(response.body.name).toBe("Stories");
    const slots = response.body.cmsPage.sections.flatMap((section: { blocks: { slots: unknown[] }[] }) =>
      section.blocks.flatMap((block) => block.slots),
    );
    const video = slots.find((slot: { type: string }) => slot.type === "youtube-video");
    expect(video.config.videoID.value).toBe(STORIES_VIDEO_ID);
    expect(video.config.needsConfirmation.value).toBe(true);
  });

  it("answers a listing category with its product-listing CMS page and the home alias", async () => {
    const response = await api.request("POST", `/category/${categoryId("clothing")}`);
    expect(response.body.cmsPage.type).toBe("product_list");
    expect(response.body.children.map((child: Category) => child.name)).toEqual([
      "T-shirts",
      "Hoodies",
      "Trousers",
    ]);
    const home = await api.request("POST", "/category/home");
    expect(home.body.id).toBe(NAVIGATION_IDS.main);
  });

  it("lists categories with criteria", async () => {
    const response = await api.request("POST", "/category", {
      body: { filter: [{ type: "equals", field: "parentId", value: categoryId("kitchen") }] },
    });
    expect(response.body.elements.map((category: Category) => category.name)).toEqual([
      "Coffee",
      "Knives",
      "Cookware",
    ]);
    const bad = await api.request("POST", "/category", {
      body: { filter: [{ type: "contains", field: "nope", value: "x" }] },
    });
    expect(bad.status).toBe(400);
    expect(bad.body.errors[0].source.pointer).toBe("/filter/0/field");
  });

  it("answers breadcrumbs for products and categories", async () => {
    const product = await api.request("GET", `/breadcrumb/${DEMO_PRODUCT_IDS.variantParent}`);
    expect(product.status).toBe(200);
    expect(product.body.map((entry: { name: string }) => entry.name)).toEqual(["Clothing", "T-shirts"]);
    const category = await api.request("GET", `/breadcrumb/${categoryId("knives")}?type=category`);
    expect(category.body.map((entry: { name: string }) => entry.name)).toEqual(["Kitchen", "Knives"]);
    // Shopware's Breadcrumb path: the entry's SEO path (its technical path without one).
    expect(category.body[1].path).toBe("Kitchen/Knives/");
  });
});

describe("countries, salutations, shipping and payment methods, cookie groups", () => {
  it("answers countries with their flags", async () => {
    const response = await api.request("POST", "/country", { body: {} });
    const byIso = Object.fromEntries(
      response.body.elements.map((country: { iso: string }) => [country.iso, country]),
    );
    expect(Object.keys(byIso)).toEqual(["DE", "AT", "NL", "US"]);
    expect(byIso.US).toMatchObject({
      id: COUNTRY_IDS.US,
      forceStateInRegistration: true,
      postalCodeRequired: true,
    });
    expect(byIso.AT).toMatchObject({ vatIdRequired: true });
    expect(byIso.NL).toMatchObject({ postalCodeRequired: false, vatIdRequired: false });
  });

  it("answers the states of a country, none for NL, 404 for an unknown country", async () => {
    const germany = await api.request("POST", `/country-state/${COUNTRY_IDS.DE}`);
    expect(germany.body.total).toBe(16);
    expect(germany.body.elements[0]).toMatchObject({
      id: STATE_IDS.berlin,
      name: "Berlin",
      translated: { name: "Berlin" },
    });
    const us = await api.request("POST", `/country-state/${COUNTRY_IDS.US}`);
    expect(us.body.elements.map((state: { shortCode: string }) => state.shortCode)).toContain("US-CA");
    const netherlands = await api.request("POST", `/country-state/${COUNTRY_IDS.NL}`);
    expect(netherlands.body.elements).toEqual([]);
    const unknown = await api.request("POST", `/country-state/${"d".repeat(32)}`);
    expect(unknown.status).toBe(404);
  });

  it("answers salutations", async () => {
    const response = await api.request("POST", "/salutation");
    expect(response.body.elements.map((salutation: { id: string }) => salutation.id)).toEqual([
      SALUTATION_IDS.mr,
      SALUTATION_IDS.mrs,
      SALUTATION_IDS.notSpecified,
    ]);
  });

  it("answers shipping methods and payment methods with their stable ids", async () => {
    for (const method of ["GET", "POST"]) {
      const shipping = await api.request(method, "/shipping-method?onlyAvailable=1");
      expect(
        shipping.body.elements.map((entry: { id: string; name: string }) => [entry.id, entry.name]),
      ).toEqual([
        [SHIPPING_METHOD_IDS.standard, "Standard"],
        [SHIPPING_METHOD_IDS.express, "Express"],
      ]);
      expect(shipping.body.elements[1].deliveryTime.name).toBe("1 day");
      expect(shipping.body.elements[0].prices[0].currencyPrice[0].gross).toBe(4.99);
      const payment = await api.request(method, "/payment-method", {
        body: method === "POST" ? { onlyAvailable: true } : undefined,
      });
      expect(
        payment.body.elements.map((entry: { id: string; name: string }) => [entry.id, entry.name]),
      ).toEqual([
        [PAYMENT_METHOD_IDS.invoice, "Invoice"],
        [PAYMENT_METHOD_IDS.cashOnDelivery, "Cash on delivery"],
        [PAYMENT_METHOD_IDS.creditCard, "Credit card"],
        [PAYMENT_METHOD_IDS.applePay, "Apple Pay"],
      ]);
    }
  });

  it("answers Shopware's default cookie groups with the wishlist and video cookies", async () => {
    const response = await api.request("GET", "/cookie-groups");
    expect(response.status).toBe(200);
    expect(response.body.elements.map((group: { name: string }) => group.name)).toEqual([
      "Technically required",
      "Comfort features",
      "Statistics",
      "Marketing",
    ]);
    const comfort = response.body.elements[1];
    expect(comfort.entries.map((entry: { cookie: string }) => entry.cookie)).toEqual([
      "wishlist-enabled",
      "youtube-video",
    ]);
    expect(response.body.hash).toMatch(/^[0-9a-f]{32}$/);
  });
});

describe("media", () => {
  it("serves product images as SVG with a natural size of 2000 px and thumbnails, cached for a year", async () => {
    const detail = await api.request("POST", `/product/${DEMO_PRODUCT_IDS.withAccessories}`);
    const media = detail.body.product.cover.media;
    const path = new URL(media.url).pathname.replace(/^\/store-api/, "");
    const original = await api.request("GET", path, { headers: { "sw-access-key": "" } });
    expect(original.status).toBe(200);
    expect(original.headers.get("content-type")).toBe("image/svg+xml");
    expect(original.headers.get("cache-control")).toContain("max-age=31536000");
    expect(original.text).toMatch(/^<svg [^>]*width="2000" height="2000"/);
    expect(original.text).toContain("linearGradient");
    for (const thumbnail of media.thumbnails) {
      const response = await api.request("GET", new URL(thumbnail.url).pathname.replace(/^\/store-api/, ""));
      expect(response.status).toBe(200);
      expect(response.text).toContain(`width="${thumbnail.width}"`);
    }
    const unknown = await api.request("GET", `/_media/${"e".repeat(32)}/original/x.svg`);
    expect(unknown.status).toBe(404);
    const badWidth = await api.request("GET", path.replace("/original/", "/123/"));
    expect(badWidth.status).toBe(404);
  });
});
