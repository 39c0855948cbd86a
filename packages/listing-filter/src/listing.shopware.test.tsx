// The listing on a search result recorded from a real Shopware (fixtures/shopware, see its README).
import { render, screen, within } from "@testing-library/react";
import { createStoreApiClient, VitrineProvider } from "@vitrine/core";
import { describe, expect, it } from "vitest";
import { demoShopWrapper } from "../../../config/demo-api.testing";
import { RECORDED_STORE_API, recordedShopware } from "../../../fixtures/shopware/recorded";
import search from "../../../fixtures/shopware/search.json";
import { FilterPanel } from "./FilterPanel";
import { Pagination, Sorting } from "./ListingControls";
import { listingApi } from "./listing.api";
import { readListingFacets } from "./listing.facets";
import { emptyListingQuery } from "./listing.query";
import type { ListingResult } from "./listing.schema";
import { ListingCount, ProductGrid } from "./ProductGrid";
import { ListingProvider, useListing } from "./useListing";

const shop = recordedShopware({ "POST /search": search });
const client = createStoreApiClient({ ...RECORDED_STORE_API, fetch: shop.fetch });

function SearchPage({ initialListing }: { initialListing: ListingResult }) {
  const listing = useListing({ initialListing, search: "artic", currentUrl: "/search?search=artic" });
  return (
    <ListingProvider value={listing}>
      <FilterPanel layout="inline" />
      <ListingCount />
      <Sorting />
      <ProductGrid />
      <Pagination />
    </ListingProvider>
  );
}

describe("the listing on a real Shopware's answers", () => {
  it("reads a search result recorded from a real Shopware: products, sortings and the filters its aggregations offer", async () => {
    const listing = await listingApi.loadListing(client, { search: "artic" }, emptyListingQuery());
    expect(listing.elements.map((product) => product.translated.name)).toEqual([
      "»Arctic Rose« IKARIMI® salmon filet",
    ]);
    expect(listing.availableSortings.map((sorting) => sorting.key)).toContain("price-asc");
    const facets = readListingFacets(listing.aggregations);
    expect(facets.manufacturer.map((option) => option.label)).toEqual(["Deutsche See"]);
    // Shopware sends the price stats as decimal strings and shipping-free as "1".
    expect(facets.price).toEqual({ min: 39.9, max: 39.9 });
    expect(facets.shippingFree).toBe(true);
    // No product is rated (max null) and none has properties (term buckets instead of groups): no such filters.
    expect(facets.ratingMax).toBe(0);
    expect(facets.properties).toEqual([]);
  });

  it("renders a search result recorded from a real Shopware: the card, its price, the sortings and the manufacturer filter", async () => {
    const initialListing = await listingApi.loadListing(client, { search: "artic" }, emptyListingQuery());
    render(<SearchPage initialListing={initialListing} />, {
      wrapper: demoShopWrapper(VitrineProvider, client),
    });
    const card = screen.getByRole("article");
    expect(
      within(card).getByRole("link", { name: "»Arctic Rose« IKARIMI® salmon filet" }).getAttribute("href"),
    ).toBe("/detail/81080519182c496f86722fa417f9106b");
    expect(card.querySelector(".vitrine-card-price__current")?.textContent).toBe("€39.90");
    expect(card.querySelector(".vitrine-card-price__reference")?.textContent).toBe("€49.88 per 1 kilogramme");
    expect(screen.getByText("1 product")).toBeTruthy();
    const sorting = screen.getByRole("combobox", { name: "Sorting" }) as HTMLSelectElement;
    expect(
      within(sorting)
        .getAllByRole("option")
        .map((option) => option.textContent),
    ).toEqual(["Name A-Z", "Name Z-A", "Price ascending", "Price descending", "Topseller", "Top results"]);
    expect(sorting.value).toBe("score");
    const manufacturer = screen.getByRole("group", { name: "Manufacturer" });
    expect(within(manufacturer).getByRole("checkbox", { name: "Deutsche See" })).toBeTruthy();
    expect(screen.getByRole("spinbutton", { name: /Highest price/ }).getAttribute("placeholder")).toBe("40");
    expect(screen.getByRole("checkbox", { name: "Free shipping" })).toBeTruthy();
    // Shopware's rating aggregation of unrated products (max null): no rating filter to offer.
    expect(screen.queryByRole("group", { name: "Minimum rating" })).toBeNull();
  });
});
