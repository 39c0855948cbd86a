import { fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import { createStoreApiClient, entityLink, type StoreApiClient, VitrineProvider } from "@vitrine/core";
// The real demo backend in process (from source, see vitest.config.ts): one database for all these tests.
import { createDemoApi, NAVIGATION_IDS } from "demo-api";
import { beforeAll, describe, expect, it, vi } from "vitest";
import { DEMO_STORE_API, demoApiForTests, demoShopWrapper } from "../../../config/demo-api.testing";
import { FilterPanel } from "./FilterPanel";
import { Pagination, Sorting } from "./ListingControls";
import { createListingApi, listingApi } from "./listing.api";
import { readListingFacets, readReducedFacets } from "./listing.facets";
import { emptyListingQuery, type ListingQuery } from "./listing.query";
import type { ListingResult } from "./listing.schema";
import { isOptionDisabled } from "./listing.state";
import { ListingCount, ProductGrid, type ProductGridProps } from "./ProductGrid";
import { ListingProvider, type UseListingOptions, useListing } from "./useListing";

const demo = demoApiForTests(() => createDemoApi({ inMemory: true, faults: null }));
const client: StoreApiClient = createStoreApiClient({ ...DEMO_STORE_API, fetch: demo.fetch() });
let initialListing: ListingResult;
const categoryId = NAVIGATION_IDS.main;
const category = { categoryId };
const q = (patch: Partial<ListingQuery>): ListingQuery => ({ ...emptyListingQuery(), ...patch });

beforeAll(async () => {
  // What the page's server loader would do.
  initialListing = await listingApi.loadListing(
    client,
    { categoryId },
    { ...emptyListingQuery(), limit: 12 },
  );
}, 120_000);

/** A category page's listing; `renderProduct` (optional) draws the cards, e.g. to count their renders. */
function Page({
  renderProduct,
  ...props
}: Pick<UseListingOptions, "currentUrl"> & Pick<ProductGridProps, "renderProduct">) {
  const listing = useListing({ initialListing, categoryId, ...props });
  return (
    <ListingProvider value={listing}>
      <FilterPanel layout="inline" />
      <ListingCount />
      <Sorting />
      <ProductGrid renderProduct={renderProduct} />
      <Pagination />
    </ListingProvider>
  );
}

describe("the listing's includes against the demo API", () => {
  it("keep every filter's label, swatch colour and image and every card's manufacturer; send no timestamps, custom fields or version ids", async () => {
    const full = await createListingApi({ includes: false }).loadListing(
      client,
      { categoryId },
      { ...emptyListingQuery(), limit: 12 },
    );
    // The filters read from the shaped answer exactly what they read from the whole one.
    expect(readListingFacets(initialListing.aggregations)).toEqual(readListingFacets(full.aggregations));
    const facets = readListingFacets(initialListing.aggregations);
    expect(facets.manufacturer.length).toBeGreaterThan(0);
    expect(facets.properties.flatMap((group) => group.options).some((option) => option.previewHex)).toBe(
      true,
    );
    expect(initialListing.elements.map((product) => product.manufacturer)).toEqual(
      full.elements.map((product) => ({
        id: product.manufacturer?.id,
        name: product.manufacturer?.name,
        translated: product.manufacturer?.translated,
        media: (product.manufacturer as { media?: unknown } | null | undefined)?.media,
        apiAlias: "product_manufacturer",
      })),
    );
    // Every manufacturer, property group and option, wherever it sits (aggregations, products).
    const entities = (value: unknown): Record<string, unknown>[] => {
      if (!value || typeof value !== "object") return [];
      const own = value as Record<string, unknown>;
      const nested = Object.values(own).flatMap(entities);
      return /^(product_manufacturer|property_group|property_group_option)$/.test(String(own.apiAlias))
        ? [own, ...nested]
        : nested;
    };
    const fields = (listing: ListingResult) =>
      new Set(entities([listing.aggregations, listing.elements]).flatMap((entity) => Object.keys(entity)));
    expect([...fields(full)]).toEqual(expect.arrayContaining(["createdAt", "updatedAt", "customFields"]));
    for (const dropped of ["createdAt", "updatedAt", "customFields", "versionId"])
      expect(fields(initialListing)).not.toContain(dropped);
    const shaped = JSON.stringify(initialListing.aggregations);
    expect(shaped.length).toBeLessThan(JSON.stringify(full.aggregations).length * 0.8);
  });
});

describe("useListing against the demo API", () => {
  it("a manufacturer filter fetches, pushes the URL and narrows the grid; Back restores the first page", async () => {
    const navigate = vi.fn();
    const Shop = demoShopWrapper(VitrineProvider, client, { navigate });
    const url = `/navigation/${categoryId}?limit=12`;
    const page = (currentUrl: string) => (
      <Shop>
        <Page currentUrl={currentUrl} />
      </Shop>
    );
    const { rerender } = render(page(url));
    const total = initialListing.total ?? 0;
    expect(screen.getByRole("status")).toHaveTextContent(`${total} products`);

    const manufacturer = within(await screen.findByRole("group", { name: "Manufacturer" })).getAllByRole(
      "checkbox",
    )[0];
    if (!manufacturer) throw new Error("the demo catalogue has no manufacturer");
    fireEvent.click(manufacturer);
    const pushed = navigate.mock.calls[0]?.[0] as string;
    expect(pushed).toMatch(new RegExp(`^/navigation/${categoryId}\\?limit=12&manufacturer=[0-9a-f]{32}$`));
    rerender(page(pushed));
    await waitFor(() => expect(screen.getByRole("status")).not.toHaveTextContent(`${total} products`), {
      timeout: 10_000,
    });
    expect(manufacturer).toBeChecked();

    // Back.
    rerender(page(url));
    await waitFor(() => expect(screen.getByRole("status")).toHaveTextContent(`${total} products`), {
      timeout: 10_000,
    });
    expect(manufacturer).not.toBeChecked();
    expect(navigate).toHaveBeenCalledTimes(1);
  }, 30_000);
});

describe("ProductGrid against the demo API", () => {
  it("a filter change renders a card again only for a new product: the busy grid and the pushed URL keep the cards as they are", async () => {
    const navigate = vi.fn();
    const Shop = demoShopWrapper(VitrineProvider, client, { navigate });
    const renderProduct = vi.fn((product: { id: string }) => <span data-testid="card">{product.id}</span>);
    const page = (currentUrl: string) => (
      <Shop>
        <Page currentUrl={currentUrl} renderProduct={renderProduct} />
      </Shop>
    );
    const url = `/navigation/${categoryId}?limit=12`;
    const { rerender } = render(page(url));
    const shown = initialListing.elements.length;
    expect(renderProduct).toHaveBeenCalledTimes(shown);

    const manufacturer = within(await screen.findByRole("group", { name: "Manufacturer" })).getAllByRole(
      "checkbox",
    )[0];
    if (!manufacturer) throw new Error("the demo catalogue has no manufacturer");
    fireEvent.click(manufacturer);
    rerender(page(navigate.mock.calls[0]?.[0] as string));
    // Busy, and the router's new URL: the old cards stay, none rendered again.
    expect(document.querySelector(".vitrine-listing")).toHaveAttribute("aria-busy", "true");
    expect(renderProduct).toHaveBeenCalledTimes(shown);

    const total = initialListing.total ?? 0;
    await waitFor(() => expect(screen.getByRole("status")).not.toHaveTextContent(`${total} products`), {
      timeout: 10_000,
    });
    // The new result: each of its cards rendered once.
    const cards = screen.getAllByTestId("card");
    expect(renderProduct).toHaveBeenCalledTimes(shown + cards.length);
  }, 30_000);
});

describe("listing and filter calls against the demo API (POST /product-listing/{categoryId}, POST /search)", () => {
  it("loads a page with aggregations keyed by filter name (manufacturer, properties with swatches, price, rating, shipping-free)", async () => {
    const result = await listingApi.loadListing(client, category, q({ limit: 12 }));
    expect(result.elements.length).toBeGreaterThan(0);
    expect(result.elements.length).toBeLessThanOrEqual(12);
    expect(result.total).toBeGreaterThan(12);
    expect(result.availableSortings.length).toBeGreaterThan(0);
    const facets = readListingFacets(result.aggregations);
    expect(facets.manufacturer.length).toBeGreaterThan(1);
    expect(facets.properties.length).toBeGreaterThan(0);
    expect(facets.properties.some((group) => group.options.some((option) => option.previewHex))).toBe(true);
    expect(facets.price?.max).toBeGreaterThan(facets.price?.min ?? Number.POSITIVE_INFINITY);
    expect(facets.ratingMax).toBeGreaterThan(0);
    expect(facets.shippingFree).toBe(true);
  });

  it("multi-select posts ids joined with a pipe: every product is from a chosen manufacturer", async () => {
    const first = await listingApi.loadListing(client, category, q({ limit: 100 }));
    const [a, b] = readListingFacets(first.aggregations).manufacturer;
    const chosen = [a?.id ?? "", b?.id ?? ""];
    const result = await listingApi.loadListing(client, category, q({ manufacturer: chosen, limit: 100 }));
    expect(result.elements.length).toBeGreaterThan(0);
    expect(result.total).toBeLessThan(first.total ?? 0);
    for (const product of result.elements) expect(chosen).toContain(product.manufacturer?.id);
  });

  it("range, rating and boolean filters, sorting and pagination", async () => {
    const result = await listingApi.loadListing(
      client,
      category,
      q({ minPrice: 10, maxPrice: 200, rating: 3, shippingFree: true, order: "price-asc", limit: 5 }),
    );
    const prices = result.elements.map((product) => product.calculatedPrice?.unitPrice ?? -1);
    expect(prices.length).toBeGreaterThan(0);
    expect(prices).toEqual([...prices].sort((x, y) => x - y));
    for (const product of result.elements) {
      expect(product.shippingFree).toBe(true);
      expect(product.ratingAverage ?? 0).toBeGreaterThanOrEqual(3);
    }
    const page2 = await listingApi.loadListing(client, category, q({ order: "price-asc", limit: 5, p: 2 }));
    expect(page2.page).toBe(2);
    const page1 = await listingApi.loadListing(client, category, q({ order: "price-asc", limit: 5 }));
    expect(page2.elements[0]?.id).not.toBe(page1.elements[0]?.id);
  });

  it("the filter call (only-aggregations, reduce-aggregations) returns no products and marks options that no longer combine", async () => {
    const first = await listingApi.loadListing(client, category, q({ limit: 1 }));
    const facets = readListingFacets(first.aggregations);
    const chosen = q({ manufacturer: [facets.manufacturer[0]?.id ?? ""] });
    const answer = await listingApi.loadFilterAggregations(client, category, chosen);
    expect(answer.elements).toEqual([]);
    const reduced = readReducedFacets(answer.aggregations);
    const allOptions = facets.properties.flatMap((group) => group.options.map((option) => option.id));
    for (const id of reduced.properties) expect(allOptions).toContain(id);
    const state = { query: chosen, reduced };
    const disabled = allOptions.filter((id) => isOptionDisabled(state, "properties", id));
    expect(disabled.length).toBe(allOptions.length - reduced.properties.size);
    expect(isOptionDisabled(state, "manufacturer", facets.manufacturer[0]?.id ?? "")).toBe(false);
  });

  it("the products come with what cards, buy forms and analytics read, and without what nothing reads (includes)", async () => {
    const lean = await listingApi.loadListing(client, category, q({ limit: 12 }));
    const whole = await createListingApi({ includes: false }).loadListing(client, category, q({ limit: 12 }));
    expect(lean.elements.map((product) => product.id)).toEqual(whole.elements.map((product) => product.id));
    const product = lean.elements[0] as Record<string, unknown> & (typeof lean.elements)[number];
    expect(product.translated.name).toBeTruthy();
    expect(product.calculatedPrice?.unitPrice).toBeGreaterThan(0);
    expect(product.cover?.media?.url).toMatch(/^https?:/);
    expect(product.cover?.media?.thumbnails?.length).toBeGreaterThan(0);
    expect(product.manufacturer?.name).toBeTruthy();
    expect(product.productNumber).toBeTruthy();
    expect(product.seoCategory).toBeUndefined();
    expect(product.categoryTree).toBeUndefined();
    expect((whole.elements[0] as Record<string, unknown>).seoCategory).toBeDefined();
    // The filters read the same from both answers.
    expect(readListingFacets(lean.aggregations)).toEqual(readListingFacets(whole.aggregations));
    expect(JSON.stringify(lean.elements).length).toBeLessThan(JSON.stringify(whole.elements).length / 2);
  });

  it("search page: POST /search {search}", async () => {
    const result = await listingApi.loadListing(
      client,
      { search: "shirt" },
      q({ search: "shirt", limit: 5 }),
    );
    expect(result.total).toBeGreaterThan(0);
  });
});

describe("listing links against the demo backend", () => {
  it("with SEO URLs asked for, the listing's products (through its includes) link at their canonical SEO URLs", async () => {
    const seoClient = createStoreApiClient({ ...DEMO_STORE_API, fetch: demo.fetch(), includeSeoUrls: true });
    const result = await listingApi.loadListing(seoClient, category, emptyListingQuery());
    const links = result.elements.map((product) => entityLink("product", product));
    expect(links.length).toBeGreaterThan(0);
    expect(links.filter((link) => link.startsWith("/detail/"))).toEqual([]);
    // Without them, the technical routes.
    const plain = await listingApi.loadListing(client, category, emptyListingQuery());
    expect(
      plain.elements.every((product) => entityLink("product", product) === `/detail/${product.id}`),
    ).toBe(true);
  });
});
