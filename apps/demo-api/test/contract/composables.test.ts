/**
 * Shopware's own composables (issue 40): `@shopware/composables` 1.13.0 with its Vue peer and
 * `@shopware/api-client` 1.6.0, driven against the in-process demo API served over HTTP the way Shopware's Vue demo
 * store (shopware/frontends, templates/vue-demo-store) uses them: its app shell (context, price, session, breadcrumbs),
 * main and footer navigation, a category page with its CMS layout and listing, a product page, the search page,
 * the cart, guest and customer registration with the composables' own payloads, addresses, shipping and payment,
 * the order and the order history, wishlist, newsletter, languages and currencies. Every answer the composables get
 * is validated against the official Store API schema, and none may be a 4xx or 5xx unless the step expects it.
 */
import { ApiClientError, createAPIClient } from "@shopware/api-client";
import type { operations } from "@shopware/api-client/store-api-types";
import {
  createShopwareContext,
  useAddress,
  useBreadcrumbs,
  useCart,
  useCategorySearch,
  useCheckout,
  useCustomerOrders,
  useInternationalization,
  useListing,
  useNavigation,
  useNavigationSearch,
  useNewsletter,
  useOrderDetails,
  usePrice,
  useProduct,
  useProductAssociations,
  useProductReviews,
  useProductSearch,
  useProductSearchSuggest,
  useProductWishlist,
  useSessionContext,
  useShopwareContext,
  useUser,
  useWishlist,
} from "@shopware/composables/dist";
import { afterAll, beforeAll, describe, expect, it, type MockInstance, vi } from "vitest";
import { createApp, effectScope } from "vue";
import { categoryId } from "../../src/seed/catalogue.js";
import { DEMO_PRODUCT_IDS } from "../../src/seed/ids.js";
import { ACCESS_KEY, createTestApi, IDS, type Json, STOREFRONT_URL, type TestApi } from "../commerce-app.js";
import { expectResponseMatchesSchema } from "./harness.js";
import { closeServers, listen } from "./serve.js";

type Client = ReturnType<typeof createAPIClient<operations>>;

/** The storefront's own URL, as a Shopware frontend tells the shop (registration, newsletter links). */
const STOREFRONT = STOREFRONT_URL;

let api: TestApi;
let baseURL = "";

/** Warnings printed while the journeys run. */
const warnings: string[] = [];
let consoleWarn: MockInstance<typeof console.warn> | undefined;

beforeAll(async () => {
  api = await createTestApi();
  baseURL = `${await listen(api.app.fetch)}/store-api`;
  // Vue prints its warnings outside a component to the console only: they are collected for the journeys' checks.
  consoleWarn = vi.spyOn(console, "warn").mockImplementation((...args: unknown[]) => {
    warnings.push(args.map(String).join(" "));
  });
});
afterAll(async () => {
  consoleWarn?.mockRestore();
  await closeServers();
  await api?.close();
});

/**
 * Vue warns for every `provide()` outside a component's setup (the composables provide their state for child
 * components; here they run in the app's context and an effect scope, which keeps that state). Any other warning
 * (a missing injection, a failed watcher, …) is a failure of the journey.
 */
function unexpectedWarnings(): string[] {
  return warnings.filter((warning) => !warning.includes("provide() can only be used inside setup()"));
}

/** One answer the composables got: the operation and its status. */
interface Answer {
  operation: string;
  status: number;
}

/**
 * A shopper's storefront: a Vue app with the Shopware context and its own API client (as the Nuxt layer provides
 * them), whose every answer is validated against the official schema and recorded. `run` calls composables inside
 * the app's injection context and one effect scope (a page's setup); `stop` ends the scope.
 */
function storefront() {
  const answers: Answer[] = [];
  const apiClient: Client = createAPIClient<operations>({ baseURL, accessToken: ACCESS_KEY });
  const invoke = apiClient.invoke;
  apiClient.invoke = (async (operation: string, ...params: unknown[]) => {
    const [, method = "", template = ""] = operation.split(" ");
    try {
      // biome-ignore lint/suspicious/noExplicitAny: passes the composables' own parameters through.
      const response = await (invoke as any)(operation, ...params);
      expectResponseMatchesSchema(method, template, response.status, response.data ?? null);
      answers.push({ operation, status: response.status });
      return response;
    } catch (error) {
      if (!(error instanceof ApiClientError)) throw error;
      expectResponseMatchesSchema(method, template, error.status, error.details ?? null);
      answers.push({ operation, status: error.status });
      throw error;
    }
  }) as Client["invoke"];
  const app = createApp({});
  app.provide("apiClient", apiClient);
  app.use(createShopwareContext(app, { devStorefrontUrl: STOREFRONT }));
  const scope = effectScope(true);
  return {
    answers,
    run: <T>(setup: () => T): T => app.runWithContext(() => scope.run(setup) as T),
    /** Leaves the page: ends the scope; no answer failed and nothing warned. */
    stop: () => {
      scope.stop();
      expect(answers.filter((answer) => answer.status >= 400)).toEqual([]);
      expect(unexpectedWarnings()).toEqual([]);
    },
  };
}

/**
 * A shopper opens the shop: what the demo store's app.vue does at every start (the context, prices, session,
 * breadcrumbs, cart and wishlist).
 */
async function openShop() {
  const shop = storefront();
  const { apiClient } = shop.run(() => {
    useBreadcrumbs();
    return useShopwareContext();
  });
  const context = await apiClient.invoke("readContext get /context");
  const { cart, wishlist } = shop.run(() => {
    usePrice({ currencyCode: context.data.currency?.isoCode ?? "" });
    useSessionContext(context.data);
    useAddress();
    return { cart: useCart(), wishlist: useWishlist() };
  });
  await Promise.all([cart.refreshCart(), wishlist.getWishlistProducts()]);
  return shop;
}

/** The registration form's payload (RegistrationForm.vue): names at the top level, "" for unselected choices. */
function registrationForm(email: string, extra: Json = {}) {
  return {
    accountType: "private",
    salutationId: "",
    firstName: "Vera",
    lastName: "Vuestore",
    email,
    password: "vue-secret-1",
    vatIds: [null],
    billingAddress: {
      company: null,
      street: "Vueweg 1",
      zipcode: "10115",
      city: "Berlin",
      countryId: IDS.de,
      countryStateId: "",
    },
    ...extra,
  };
}

let count = 0;
function uniqueEmail(kind: string): string {
  count += 1;
  return `${kind}-${count}-${Date.now()}@example.com`;
}

describe("Shopware's composables (@shopware/composables 1.13.0) run a shopper's journeys against the demo backend (issue 40)", () => {
  it("main and footer navigation, a category page with its CMS layout, breadcrumbs and the listing's filters, sorting and paging", async () => {
    const shop = await openShop();
    const clothingId = categoryId("clothing");
    // The default layout: main and footer navigation; [...all].vue: the URL's route; FrontendNavigationPage.vue.
    const page = shop.run(() => ({
      main: useNavigation(),
      footer: useNavigation({ type: "footer-navigation" }),
      seo: useNavigationSearch(),
      category: useCategorySearch(),
      crumbs: useBreadcrumbs(),
      apiClient: useShopwareContext().apiClient,
      listing: useListing({ listingType: "categoryListing", categoryId: clothingId }),
    }));
    await Promise.all([
      page.main.loadNavigationElements({ depth: 1 }),
      page.footer.loadNavigationElements({ depth: 1 }),
    ]);
    const top = page.main.navigationElements.value as Json[];
    expect(top.map((category) => category.id)).toContain(clothingId);
    expect((page.footer.navigationElements.value as Json[]).length).toBeGreaterThan(0);

    // The home page: "/" is the sales channel's navigation root, with its CMS layout.
    const home = await page.seo.resolvePath("/");
    const root = await page.category.search(home?.foreignKey as string, { withCmsAssociations: true });
    expect(root.cmsPage).toBeTruthy();
    await page.apiClient.invoke("readBreadcrumb get /breadcrumb/{id}", { pathParams: { id: root.id } });

    const clothing = top.find((category) => category.id === clothingId) as Json;
    const path = (clothing.seoUrls as Json[])[0]?.seoPathInfo as string;
    // The browser's path of the category's SEO URL.
    const route = await page.seo.resolvePath(`/${path}`);
    expect(route).toMatchObject({ routeName: "frontend.navigation.page", foreignKey: clothingId });
    const [category, crumbs] = await Promise.all([
      page.category.search(clothingId, { withCmsAssociations: true, query: {} }),
      page.apiClient.invoke("readBreadcrumb get /breadcrumb/{id}", { pathParams: { id: clothingId } }),
    ]);
    expect(((category.cmsPage?.sections ?? []) as Json[]).length).toBeGreaterThan(0);
    page.crumbs.buildDynamicBreadcrumbs(crumbs.data);
    expect(page.crumbs.breadcrumbs.value.map((crumb: Json) => crumb.name)).toEqual(["Clothing"]);

    // The CMS listing element: the listing with its filters, sorting and paging.
    const { listing } = page;
    await listing.search({ limit: 2, p: 1 });
    expect(listing.getElements.value).toHaveLength(2);
    expect(listing.getTotal.value).toBeGreaterThan(2);
    const filters = listing.getAvailableFilters.value as Json[];
    expect(filters.map((filter) => filter.code)).toEqual(
      expect.arrayContaining(["manufacturer", "price", "rating", "shipping-free"]),
    );
    const firstPage = listing.getElements.value.map((product: Json) => product.id);
    await listing.changeCurrentPage(2);
    expect(listing.getCurrentPage.value).toBe(2);
    expect(listing.getElements.value.map((product: Json) => product.id)).not.toEqual(firstPage);
    await listing.changeCurrentSortingOrder("price-desc");
    expect(listing.getCurrentSortingOrder.value).toBe("price-desc");
    const manufacturers = filters.find((filter) => filter.code === "manufacturer")?.entities as Json[];
    const manufacturer = manufacturers[0]?.id as string;
    // cms-base-layer's SwProductListingFilters.vue sends every filter, "" where nothing is chosen.
    const sidebar = { properties: "", "shipping-free": false, search: "", limit: 15 };
    await listing.search({ ...sidebar, manufacturer: "", order: "name-asc" } as never);
    const everything = listing.getTotal.value;
    await listing.search({
      ...sidebar,
      manufacturer,
      "min-price": 1,
      "max-price": 1000,
      order: "price-asc",
    } as never);
    expect(listing.getElements.value.length).toBeGreaterThan(0);
    expect(listing.getTotal.value).toBeLessThan(everything);
    for (const product of listing.getElements.value as Json[])
      expect(product.manufacturerId).toBe(manufacturer);
    shop.stop();
  });

  it("a product page: the product and its variants, reviews, cross-sellings and breadcrumbs; the search page with its aggregations", async () => {
    const shop = await openShop();
    const id = DEMO_PRODUCT_IDS.withAccessories;
    const page = shop.run(() => ({
      products: useProductSearch(),
      crumbs: useBreadcrumbs(),
      apiClient: useShopwareContext().apiClient,
      search: useListing({ listingType: "productSearchListing" }),
    }));
    // FrontendDetailPage.vue's two calls.
    const [found, crumbs] = await Promise.all([
      page.products.search(id, {
        withCmsAssociations: true,
        associations: { openGraphMedia: { associations: { thumbnails: {} } }, seoUrls: {} },
      }),
      page.apiClient.invoke("readBreadcrumb get /breadcrumb/{id}", { pathParams: { id } }),
    ]);
    page.crumbs.buildDynamicBreadcrumbs(crumbs.data);
    expect(page.crumbs.breadcrumbs.value.length).toBeGreaterThan(0);
    const product = shop.run(() => {
      const { product } = useProduct(found.product, found.configurator);
      return {
        product,
        reviews: useProductReviews(product),
        crossSellings: useProductAssociations(product, { associationContext: "cross-selling" }),
      };
    });
    expect(product.product.value.id).toBe(id);
    await product.reviews.loadProductReviews();
    expect(Array.isArray(product.reviews.productReviews.value)).toBe(true);
    await product.crossSellings.loadAssociations({ searchParams: {} });
    const groups = product.crossSellings.productAssociations.value as Json[];
    expect(groups.length).toBeGreaterThan(0);
    expect(groups[0]?.products).not.toHaveLength(0);
    const variants = await page.products.search(DEMO_PRODUCT_IDS.variantParent, {
      withCmsAssociations: true,
    });
    expect((variants.configurator as Json[]).length).toBeGreaterThan(1);

    // The header's search suggest.
    const suggest = shop.run(() => useProductSearchSuggest());
    suggest.searchTerm.value = "shirt";
    await suggest.search();
    expect(suggest.getTotal.value).toBeGreaterThan(0);

    // search.vue: the term, the price range, the shop's listing parameters and the category and id facets.
    const facets = [
      { name: "categories", type: "entity", definition: "category", field: "categoriesRo.id" },
      { name: "categories-counts", type: "terms", field: "categoriesRo.id" },
      ...["manufacturerId", "options.id", "propertyIds"].map((field, index) => ({
        name: ["manufacturer_ids_counter", "option_ids_counter", "property_ids_counter"][index],
        type: "terms",
        field,
        aggregation: { name: "parent_childs", type: "terms", field: "parentId" },
      })),
    ];
    const { search } = page;
    await search.search({
      search: "shirt",
      filter: [{ type: "range", field: "price", parameters: { gte: 1, lte: 1000 } }],
      limit: 12,
      p: 1,
      order: "name-asc",
      aggregations: facets,
    } as never);
    const total = search.getTotal.value;
    expect(total).toBeGreaterThan(0);
    const aggregations = search.getCurrentListing.value?.aggregations as Json;
    expect((aggregations.categories.entities as Json[]).map((category) => category.id)).toContain(
      categoryId("clothing"),
    );
    expect((aggregations.manufacturer_ids_counter.buckets as Json[]).length).toBeGreaterThan(0);
    await search.search({
      search: "shirt",
      limit: 12,
      p: 1,
      order: "name-asc",
      aggregations: facets,
      "post-filter": [{ field: "categoriesRo.id", type: "equalsAny", value: categoryId("knives") }],
    } as never);
    expect(search.getTotal.value).toBeLessThan(total);
    shop.stop();
  });

  it("a guest: the cart, guest registration at the checkout, shipping and payment methods, the order, its details and its deep link", async () => {
    const shop = await openShop();
    const email = uniqueEmail("vue-guest");
    const page = shop.run(() => ({
      cart: useCart(),
      user: useUser(),
      checkout: useCheckout(),
      newsletter: useNewsletter(),
    }));
    const { cart, user, checkout } = page;
    // The CMS newsletter form (cms-base-layer SwNewsletterForm.vue) sends its whole state, "" for no salutation.
    await page.newsletter.newsletterSubscribe({
      option: "subscribe",
      salutationId: "",
      firstName: "Gina",
      lastName: "Guest",
      email,
      checkbox: true,
    } as never);
    await cart.addProduct({ id: IDS.shirt, quantity: 2 });
    expect(cart.count.value).toBe(2);
    await cart.changeProductQuantity({ id: IDS.shirt, quantity: 1 });
    expect(cart.count.value).toBe(1);
    expect(cart.totalPrice.value).toBeGreaterThan(0);
    expect(cart.cart.value?.price?.apiAlias).toBe("cart_price");

    // The checkout page's registration form (guest), as pages/checkout/index.vue fills it.
    await user.register({
      salutationId: "",
      firstName: "Gina",
      lastName: "Guest",
      email,
      password: "",
      guest: true,
      billingAddress: {
        customerId: "",
        firstName: "",
        id: "",
        lastName: "",
        street: "Gastweg 5",
        zipcode: "20095",
        city: "Hamburg",
        countryId: IDS.de,
        countryStateId: "",
      },
      acceptedDataProtection: true,
    } as never);
    expect(user.isGuestSession.value).toBe(true);

    await Promise.all([checkout.getShippingMethods(), checkout.getPaymentMethods()]);
    expect(checkout.shippingMethods.value.map((method: Json) => method.id)).toContain(IDS.express);
    expect(checkout.paymentMethods.value.map((method: Json) => method.id)).toContain(IDS.invoice);
    await checkout.setShippingMethod({ id: IDS.express });
    await checkout.setPaymentMethod({ id: IDS.invoice });
    expect(checkout.selectedShippingMethod.value?.id).toBe(IDS.express);
    const order = await checkout.createOrder();
    await cart.refreshCart();
    expect(cart.isEmpty.value).toBe(true);

    // The success page: the order's details, its payment handled.
    const details = shop.run(() => useOrderDetails(order.id));
    await details.loadOrderDetails();
    expect(details.order.value?.id).toBe(order.id);
    expect(details.shippingMethod.value?.id).toBe(IDS.express);
    expect(details.personalDetails.value.email).toBe(email);
    await details.handlePayment(`${STOREFRONT}/checkout/success/${order.id}/paid`);
    shop.stop();

    // account/order/[deepCode].vue: the guest opens the order from the mail's link in a new session.
    const later = storefront();
    const { apiClient } = later.run(() => useShopwareContext());
    const opened = await apiClient.invoke("readOrder post /order", {
      body: {
        filter: [{ type: "equals", field: "deepLinkCode", value: order.deepLinkCode as string }],
        email,
        zipcode: "20095",
      } as never,
    });
    expect(opened.data.orders.elements.map((entry: Json) => entry.id)).toEqual([order.id]);
    later.stop();
  });

  it("a customer: registration, addresses, wishlist, newsletter, the order and the order history; languages and currencies", async () => {
    const shop = await openShop();
    const email = uniqueEmail("vue-customer");
    const page = shop.run(() => ({
      user: useUser(),
      address: useAddress(),
      wishlist: useWishlist(),
      wished: useProductWishlist(DEMO_PRODUCT_IDS.accessoryCard),
      newsletter: useNewsletter(),
      cart: useCart(),
      checkout: useCheckout(),
      orders: useCustomerOrders(),
      i18n: useInternationalization(),
      apiClient: useShopwareContext().apiClient,
    }));
    const { user, address, wishlist, wished, newsletter, cart, checkout, orders } = page;
    const customer = await user.register(registrationForm(email) as never);
    expect(customer.firstName).toBe("Vera");
    expect(user.isLoggedIn.value).toBe(true);
    await user.logout();
    expect(user.isLoggedIn.value).toBe(false);
    await user.login({ username: email, password: "vue-secret-1" });
    expect(user.isCustomerSession.value).toBe(true);
    // AccountPersonalData.vue: the profile form, "" for no salutation and no title.
    await user.updatePersonalInfo({
      firstName: "Vera",
      lastName: "Vue",
      salutationId: "",
      title: "",
    } as never);
    await user.refreshUser();
    expect(user.user.value?.lastName).toBe("Vue");

    const created = await address.createCustomerAddress({
      salutationId: "",
      firstName: "Vera",
      lastName: "Vuestore",
      street: "Zweitweg 2",
      zipcode: "80331",
      city: "München",
      countryId: IDS.de,
      countryStateId: "",
    } as never);
    await address.setDefaultCustomerShippingAddress(created.id);
    await address.loadCustomerAddresses();
    expect(address.customerAddresses.value.map((entry: Json) => entry.street).sort()).toEqual([
      "Vueweg 1",
      "Zweitweg 2",
    ]);

    await wished.addToWishlist();
    await wishlist.getWishlistProducts();
    expect(wishlist.items.value).toEqual([DEMO_PRODUCT_IDS.accessoryCard]);

    expect((await newsletter.getNewsletterStatus()).status).toBe("undefined");
    await newsletter.newsletterSubscribe({ email, option: "direct" } as never);
    await newsletter.getNewsletterStatus();
    expect(newsletter.isNewsletterSubscriber.value).toBe(true);

    await cart.addProduct({ id: IDS.shirt, quantity: 1 });
    await Promise.all([checkout.getShippingMethods(), checkout.getPaymentMethods()]);
    await checkout.setPaymentMethod({ id: IDS.invoice });
    const order = await checkout.createOrder();
    expect(order.deliveries?.[0]?.shippingOrderAddress?.street).toBe("Zweitweg 2");
    expect(order.price?.apiAlias).toBe("cart_price");

    // account/order/index.vue: the history, newest first by createdAt, with the payment-changeable list.
    await orders.loadOrders({
      limit: 10,
      page: 1,
      checkPromotion: true,
      associations: { stateMachineState: {} },
      sort: [{ field: "createdAt", order: "DESC", naturalSorting: false }],
    } as never);
    expect(orders.orders.value.map((entry: Json) => entry.id)).toEqual([order.id]);

    const languages = await page.i18n.getAvailableLanguages();
    expect(languages.elements.map((language: Json) => language.locale?.code)).toContain("en-GB");
    const currencies = await page.apiClient.invoke("readCurrency post /currency", { body: {} });
    expect((currencies.data as Json[]).map((currency) => currency.isoCode)).toContain("EUR");
    shop.stop();
    expect(shop.answers.length).toBeGreaterThan(20);
  });
});
