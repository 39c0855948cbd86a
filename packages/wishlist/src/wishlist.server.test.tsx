// @vitest-environment node
import { createStoreApiClient } from "@vitrine/core";
import { renderToString } from "react-dom/server";
import { describe, expect, it, vi } from "vitest";
import { WishlistButton } from "./WishlistButton";
import { WishlistPage } from "./WishlistPage";
import { WishlistWidget } from "./WishlistWidget";
import { FAKE_PRODUCTS, fakeProduct, shopWrapper } from "./wishlist.test-utils";

describe("server rendering", () => {
  it("renders without window or storage; a customer's loader data renders complete", () => {
    expect(typeof window).toBe("undefined");
    const fetch = vi.fn();
    const client = createStoreApiClient({ baseUrl: "http://shop/store-api", accessKey: "k", fetch });
    const ids = FAKE_PRODUCTS.map((product) => product.id);
    const { wrapper: Wrapper } = shopWrapper(client, { loggedIn: true, initialProductIds: ids });
    const html = renderToString(
      <Wrapper>
        <WishlistWidget />
        <WishlistButton productId={ids[0] ?? ""} />
        <WishlistPage initialProducts={FAKE_PRODUCTS} />
      </Wrapper>,
    );
    expect(html).toContain('<span class="vitrine-visually-hidden">Wishlist, 3 products</span>');
    expect(html).toContain('aria-pressed="true"');
    expect(html).toContain("Remove from wishlist");
    expect(html).toContain("Wool scarf");
    expect(fetch).not.toHaveBeenCalled();
  });

  it("each product is the one product card: list price struck through and reference price, texts from snippets", () => {
    const client = createStoreApiClient({ baseUrl: "http://shop/store-api", accessKey: "k", fetch: vi.fn() });
    const oil = fakeProduct("a0000000000000000000000000000009", "Olive oil", 8);
    const product = {
      ...oil,
      calculatedPrice: {
        ...oil.calculatedPrice,
        listPrice: { price: 10, percentage: 20 },
        referencePrice: { price: 16, referenceUnit: 1, unitName: "litre" },
      },
    } as typeof oil;
    const { wrapper: Wrapper } = shopWrapper(client, { loggedIn: true, initialProductIds: [product.id] });
    const html = renderToString(
      <Wrapper>
        <WishlistPage initialProducts={[product]} />
      </Wrapper>,
    );
    expect(html).toContain('<del class="vitrine-card-price__list">Previously €10.00</del>');
    expect(html).toContain("€16.00 per 1 litre");
    expect(html).toContain('href="/detail/a0000000000000000000000000000009"');
  });

  it("a guest's list is unknown on the server: the widget renders its plain name", () => {
    const client = createStoreApiClient({ baseUrl: "http://shop/store-api", accessKey: "k", fetch: vi.fn() });
    const { wrapper: Wrapper } = shopWrapper(client);
    const html = renderToString(
      <Wrapper>
        <WishlistWidget />
      </Wrapper>,
    );
    expect(html).toContain("Wishlist</span></a>");
    expect(html).toContain('data-state="loading"');
  });
});
