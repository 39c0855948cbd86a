// The wishlist page on products recorded from a real Shopware (fixtures/shopware, see its README).
import { render, screen, waitFor, within } from "@testing-library/react";
import { createStoreApiClient, setConsentChecker } from "@vitrine/core";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import productDetail from "../../../fixtures/shopware/product-detail.json";
import {
  entitySearchResult,
  RECORDED_STORE_API,
  recordedShopware,
} from "../../../fixtures/shopware/recorded";
import search from "../../../fixtures/shopware/search.json";
import { WishlistPage } from "./WishlistPage";
import { shopWrapper, TEST_SALES_CHANNEL } from "./wishlist.test-utils";

// A variant (Shopware sends its name only in `translated`, inherited from its parent) and a plain product.
const variant = productDetail.product;
const salmon = search.elements[0];
const products = [variant, salmon];

beforeEach(() => {
  localStorage.clear();
  setConsentChecker((name) => name === "wishlist-enabled");
});
afterEach(() => setConsentChecker(() => false));

/**
 * The two recorded products as the page shows them, newest first: the variant at its canonical SEO URL (recorded in
 * its `seoUrls`), the search hit (recorded without) at its technical route, both under the base path.
 */
function expectCards(list: HTMLElement, basePath = "") {
  const cards = within(list).getAllByRole("article");
  expect(
    cards.map((card) => [
      within(card).getByRole("link").textContent,
      within(card).getByRole("link").getAttribute("href"),
      card.querySelector(".vitrine-card-price__current")?.textContent,
    ]),
  ).toEqual([
    // Tier prices: the card shows the cheapest bracket as a "from" price.
    ["LAVENDA Product Variants", `${basePath}/LAVENDA-Product-Variants/SW20004.6`, "from €20.95"],
    ["»Arctic Rose« IKARIMI® salmon filet", `${basePath}/detail/81080519182c496f86722fa417f9106b`, "€39.90"],
  ]);
  expect(
    within(list).getByRole("button", { name: "Remove LAVENDA Product Variants from wishlist" }),
  ).toBeTruthy();
}

/** A guest's stored wishlist of the two recorded products, and a shop that answers `POST /product` with them. */
function guestWishlistOfRecordedProducts() {
  localStorage.setItem(
    `wishlist-${TEST_SALES_CHANNEL}`,
    JSON.stringify({
      [variant.id]: "2026-11-02T00:00:00.000Z",
      [salmon?.id ?? ""]: "2026-11-01T00:00:00.000Z",
    }),
  );
  return recordedShopware({ "POST /product": entitySearchResult(products) });
}

describe("the wishlist on a real Shopware's answers", () => {
  it("a guest's wishlist page shows products recorded from a real Shopware: names (a variant's inherited one), prices, links", async () => {
    const shop = guestWishlistOfRecordedProducts();
    const { wrapper } = shopWrapper(createStoreApiClient({ ...RECORDED_STORE_API, fetch: shop.fetch }));
    render(<WishlistPage />, { wrapper });
    const list = await screen.findByRole("list");
    await waitFor(() => expect(within(list).getAllByRole("listitem")).toHaveLength(2));
    expectCards(list);
  });

  it("a customer's wishlist page shows the products of a customer wishlist answer with Shopware's recorded products", async () => {
    const shop = recordedShopware({
      "POST /customer/wishlist": { wishlist: { customerId: "c" }, products: entitySearchResult(products) },
    });
    const { wrapper } = shopWrapper(createStoreApiClient({ ...RECORDED_STORE_API, fetch: shop.fetch }), {
      loggedIn: true,
    });
    render(<WishlistPage />, { wrapper });
    const list = await screen.findByRole("list");
    await waitFor(() => expect(within(list).getAllByRole("listitem")).toHaveLength(2));
    expectCards(list);
  });

  it("under a language's base path the wishlist's entries link at /de plus their SEO URL or technical route", async () => {
    const shop = guestWishlistOfRecordedProducts();
    const { wrapper } = shopWrapper(createStoreApiClient({ ...RECORDED_STORE_API, fetch: shop.fetch }), {
      basePath: "/de",
    });
    render(<WishlistPage />, { wrapper });
    const list = await screen.findByRole("list");
    await waitFor(() => expect(within(list).getAllByRole("listitem")).toHaveLength(2));
    expectCards(list, "/de");
  });
});
