// A page rendered with the snippets the root loader gives for its language (shellSnippets): a German page shows
// the packages' controls and the demo's own texts in German, an English page in English, from the same components.
import { createStoreApiClient } from "@vitrine/core";
import { WishlistButton } from "@vitrine/wishlist";
import { renderToString } from "react-dom/server";
import { createMemoryRouter, RouterProvider } from "react-router";
import { describe, expect, it } from "vitest";
import { ErrorPage } from "../components/ErrorPage";
import { SiteFooter } from "../components/SiteFooter";
import { shellSnippets } from "./snippets.server";
import { VitrineShopProvider } from "./wishlist";

/** The footer, a wishlist button and the 404 page, rendered as the server does for a page in `locale`. */
function renderPage(locale: string): string {
  const client = createStoreApiClient({ baseUrl: "http://shop.test/store-api", accessKey: "SWSCTEST" });
  const page = (
    <VitrineShopProvider
      client={client}
      config={{ salesChannelId: "sc", locale, currency: "EUR" }}
      snippets={shellSnippets(locale)}
      wishlist={{ enabled: true, productIds: [] }}
      loggedIn={false}
    >
      <WishlistButton productId="0190a0c0d0e0f0a0b0c0d0e0f0a0b0c1" />
      <ErrorPage error={{ status: 404, statusText: "Not Found", internal: false, data: null }} />
      <SiteFooter columns={[]} service={[]} wishlistEnabled />
    </VitrineShopProvider>
  );
  const router = createMemoryRouter([{ path: "/", element: page }]);
  return renderToString(<RouterProvider router={router} />);
}

describe("the page language's snippets", () => {
  it("a German page: the wishlist button, the 404 page and the footer in German", () => {
    const html = renderPage("de-DE");
    expect(html).toContain('aria-label="Zum Merkzettel hinzufügen"');
    expect(html).toContain("Seite nicht gefunden");
    expect(html).toContain("Zurück zur Startseite");
    expect(html).toContain(">Merkzettel</a>");
    expect(html).toContain("Alle Preise inkl. MwSt. zzgl. Versandkosten.");
    expect(html).not.toContain("Add to wishlist");
    expect(html).not.toContain("Page not found");
  });

  it("an English page: the same components in English", () => {
    const html = renderPage("en-GB");
    expect(html).toContain('aria-label="Add to wishlist"');
    expect(html).toContain("Page not found");
    expect(html).toContain(">Wishlist</a>");
    expect(html).not.toContain("Merkzettel");
  });
});
