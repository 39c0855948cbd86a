// The wishlist's feature switch (SPEC section 6: "The wishlist is active only when enabled"): with
// `features.wishlist` off, the header link, the product page's button and the cards' buttons render nothing.
import { createStoreApiClient } from "@vitrine/core";
import { WishlistButton } from "@vitrine/wishlist";
import { renderToReadableStream } from "react-dom/server";
import { createMemoryRouter, RouterProvider } from "react-router";
import { describe, expect, it } from "vitest";
import { HeaderWishlist } from "../components/HeaderWishlist";
import { ProductCard } from "../components/ProductCard";
import { SiteFooter } from "../components/SiteFooter";
import { listingWishlistSlot, VitrineShopProvider } from "./wishlist";
import { wishlistEnabled } from "./wishlist.server";

const PRODUCT_ID = "0190a0c0d0e0f0a0b0c0d0e0f0a0b0c1";

/**
 * The header link, a product page's button, a demo card and a listing card's slot, rendered as the server does
 * (streamed, its lazy islands' server HTML included).
 */
async function renderShop(enabled: boolean, loggedIn = false): Promise<string> {
  const client = createStoreApiClient({ baseUrl: "http://shop.test/store-api", accessKey: "SWSCTEST" });
  // A data router, as the demo's framework mode has: the shop provider reads the route matches' page identity.
  const shop = (
    <VitrineShopProvider
      client={client}
      config={{ salesChannelId: "sc", locale: "en-GB", currency: "EUR" }}
      wishlist={{ enabled, productIds: loggedIn ? [PRODUCT_ID] : [] }}
      loggedIn={loggedIn}
    >
      <HeaderWishlist />
      <WishlistButton productId={PRODUCT_ID} />
      <ProductCard
        product={{
          id: PRODUCT_ID,
          name: "Linen shirt",
          image: null,
          price: null,
          topseller: false,
          buyable: true,
        }}
      />
      {listingWishlistSlot({ id: PRODUCT_ID })}
      <SiteFooter columns={[]} service={[]} wishlistEnabled={enabled} />
    </VitrineShopProvider>
  );
  const router = createMemoryRouter([{ path: "/", element: shop }]);
  const stream = await renderToReadableStream(<RouterProvider router={router} />);
  await stream.allReady;
  return new Response(stream).text();
}

describe("wishlist feature switch", () => {
  it("DEMO_WISHLIST=0 (or false, off, no) switches the wishlist off; unset or anything else keeps it on", () => {
    expect(wishlistEnabled({})).toBe(true);
    expect(wishlistEnabled({ DEMO_WISHLIST: "1" })).toBe(true);
    for (const value of ["0", "false", "off", "no", " OFF "]) {
      expect(wishlistEnabled({ DEMO_WISHLIST: value }), value).toBe(false);
    }
  });

  it("on: the header and footer links to /wishlist and a wishlist toggle per product control are rendered", async () => {
    const html = await renderShop(true);
    expect(html.match(/href="\/wishlist"/g)).toHaveLength(2);
    expect(html.match(/aria-label="Add to wishlist"/g)).toHaveLength(3);
    expect(html).toContain('aria-pressed="false"');
  });

  it("on, for a customer: the loader's ids are in the server HTML (count and pressed buttons)", async () => {
    const html = await renderShop(true, true);
    expect(html).toContain("Wishlist, 1 product");
    expect(html.match(/aria-label="Remove from wishlist"/g)).toHaveLength(3);
  });

  it("off: every wishlist control disappears (no header or footer link, no toggle on the page or the cards)", async () => {
    const html = await renderShop(false, true);
    expect(html).not.toMatch(/wishlist/i);
    // The card itself is still there.
    expect(html).toContain("Linen shirt");
  });
});
